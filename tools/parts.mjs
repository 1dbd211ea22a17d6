// The parts of the site, their folders and ports. PORT_OFFSET shifts every port, so that a second
// copy of the site (another checkout, or this one with PORT_OFFSET=100 npm start) can run beside the
// first; such a copy also keeps its own database and releases (see siteEnv and releases.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 60_000) {
  throw new Error(`PORT_OFFSET must be a whole number of ports, as 100 (it is "${process.env.PORT_OFFSET}").`);
}
export const PORT_OFFSET = offset;

/** The parts of a copy of the site whose ports are shifted by `at`. */
export const partsAt = (at) => [
  { folder: 'api', kind: 'api', port: 4000 + at },
  { folder: 'mfe-discovery', kind: 'remote', port: 3001 + at, remote: 'discovery', envKey: 'REMOTE_DISCOVERY_URL' },
  {
    folder: 'mfe-cart-checkout',
    kind: 'remote',
    port: 3002 + at,
    remote: 'cart_checkout',
    envKey: 'REMOTE_CART_CHECKOUT_URL',
  },
  { folder: 'mfe-account', kind: 'remote', port: 3003 + at, remote: 'account', envKey: 'REMOTE_ACCOUNT_URL' },
  { folder: 'mfe-parcel', kind: 'remote', port: 3004 + at, remote: 'parcel', envKey: 'REMOTE_PARCEL_URL' },
  { folder: 'shell', kind: 'host', port: 3000 + at },
];

export const PARTS = partsAt(offset);

/** The test-mode stand-in of Stripe's API that the API starts beside itself (api/src/stand-ins). */
export const PAYMENT_STAND_IN_PORT = 4050;

/**
 * The shell's single-bundle build (every part compiled in, no Module Federation; `npm run build:single
 * -w shell`), served from its own port. Not one of PARTS: `npm start` and the e2e suite never run it;
 * `npm run bench` serves it beside the composed site.
 */
export const SINGLE_BUNDLE = {
  folder: 'shell',
  kind: 'host',
  name: 'single-bundle',
  port: 3010 + offset,
  dir: 'dist-single',
  serveArgs: ['--single-bundle'],
};

/** A part's address, in this process's copy of the site or in the copy at `at`. */
export const originOf = (folder, at = offset) => `http://localhost:${partByFolder(folder, at).port}`;

export function partByFolder(folder, at = offset) {
  const part = (at === offset ? PARTS : partsAt(at)).find((p) => p.folder === folder);
  if (!part) throw new Error(`unknown part ${folder}`);
  return part;
}

/**
 * The settings every part needs to find the others: the API's address and each remote's origin.
 * A copy on other ports (PORT_OFFSET) gets a database of its own unless DB_FILE names one: the
 * registry in a database keeps the remotes' URLs it was first seeded with. `at` names another copy's
 * offset than this process's own.
 */
export function siteEnv(source = process.env, at = offset) {
  const env = { API_URL: originOf('api', at), PUBLIC_URL: originOf('api', at), SITE_URL: originOf('shell', at) };
  // Digital payments go to the test-mode stand-in of Stripe's API the API starts, unless real keys
  // are given; production (NODE_ENV other than development or test) refuses it.
  const production = source.NODE_ENV !== undefined && !['development', 'test'].includes(source.NODE_ENV);
  if (!source.STRIPE_SECRET_KEY && !production) env.PAYMENT_STAND_IN_PORT = String(PAYMENT_STAND_IN_PORT + at);
  for (const part of partsAt(at)) if (part.envKey) env[part.envKey] = originOf(part.folder, at);
  if (at !== 0 && !source.DB_FILE) {
    env.DB_FILE = path.join(ROOT, 'api', 'data', `storefront-port-offset-${at}.sqlite`);
  }
  return env;
}

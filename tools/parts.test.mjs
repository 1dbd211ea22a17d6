// A second copy of the site (PORT_OFFSET): other ports, its own database and releases, and the
// registry CLI pointed at its own API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the part tables say in a fresh process with this environment. */
function inCopy(env) {
  const script = `
    const parts = await import(${JSON.stringify(path.join(ROOT, 'tools/parts.mjs'))});
    const { releasesDir } = await import(${JSON.stringify(path.join(ROOT, 'tools/releases.mjs'))});
    const { registryClient } = await import(${JSON.stringify(path.join(ROOT, 'tools/registry-client.mjs'))});
    console.log(JSON.stringify({
      ports: parts.PARTS.map((p) => p.port),
      env: parts.siteEnv(),
      releases: releasesDir('mfe-discovery'),
      registry: registryClient().url,
    }));`;
  const unset = ['PORT_OFFSET', 'DB_FILE', 'RELEASES_ROOT', 'API_URL', 'REGISTRY_URL', 'NODE_ENV', 'STRIPE_SECRET_KEY'];
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !unset.includes(key)));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...base, ...env },
    stdio: 'pipe',
  });
  return JSON.parse(out.toString());
}

test('the first copy: its ports, the default database and releases beside each remote', () => {
  const first = inCopy({});
  expect(first.ports).toEqual([4000, 3001, 3002, 3003, 3004, 3000]);
  expect(first.env.DB_FILE).toBeUndefined();
  expect(first.releases).toBe(path.join(ROOT, 'mfe-discovery', 'releases'));
  expect(first.registry).toBe('http://localhost:4000/registry');
});

test('PORT_OFFSET=100: every port moved, a database and releases of its own, the CLI on its API', () => {
  const second = inCopy({ PORT_OFFSET: '100' });
  expect(second.ports).toEqual([4100, 3101, 3102, 3103, 3104, 3100]);
  expect(second.env).toMatchObject({
    API_URL: 'http://localhost:4100',
    SITE_URL: 'http://localhost:3100',
    PAYMENT_STAND_IN_PORT: '4150',
    REMOTE_DISCOVERY_URL: 'http://localhost:3101',
    DB_FILE: path.join(ROOT, 'api', 'data', 'storefront-port-offset-100.sqlite'),
  });
  expect(second.releases).toBe(path.join(ROOT, 'releases', 'port-offset-100', 'mfe-discovery'));
  expect(second.registry).toBe('http://localhost:4100/registry');
  // Named ones win.
  const named = inCopy({ PORT_OFFSET: '100', DB_FILE: '/tmp/x.sqlite', RELEASES_ROOT: '/tmp/rel' });
  expect(named.env.DB_FILE).toBeUndefined();
  expect(named.releases).toBe(path.join('/tmp/rel', 'mfe-discovery'));
});

test("payments go to the stand-in of Stripe's API unless real keys are given, and never in production", () => {
  expect(inCopy({}).env).toMatchObject({ PAYMENT_STAND_IN_PORT: '4050', SITE_URL: 'http://localhost:3000' });
  expect(inCopy({ STRIPE_SECRET_KEY: 'sk_live_x' }).env.PAYMENT_STAND_IN_PORT).toBeUndefined();
  expect(inCopy({ NODE_ENV: 'production' }).env.PAYMENT_STAND_IN_PORT).toBeUndefined();
  expect(inCopy({ NODE_ENV: 'test' }).env.PAYMENT_STAND_IN_PORT).toBe('4050');
});

test('a PORT_OFFSET that is not a number of ports is refused', () => {
  expect(() => inCopy({ PORT_OFFSET: 'abc' })).toThrow();
});

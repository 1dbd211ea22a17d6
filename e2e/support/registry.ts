import { API_URL, OPERATOR_TOKEN, SHELL_URL, origin } from './parts';

type Scope = 'default' | 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';
export const ALL_SCOPES: Scope[] = ['default', 'food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];
/** The version of the builds every remote's server serves at its root. */
export const ROOT_VERSION = '0.1.0';

interface Registry {
  revision: number;
  remotes: {
    name: string;
    releases: { version: string; manifestUrl: string }[];
    live: Partial<Record<Scope, string>>;
  }[];
}

export async function operatorCall<T = Registry>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const readRegistry = () => operatorCall('GET', '/registry');

/** Turns a remote off for these scopes (one change). */
export const turnOff = (remote: string, scopes: Scope[]) =>
  operatorCall('PATCH', '/registry/live', { [remote]: Object.fromEntries(scopes.map((s) => [s, null])) });

/** Makes a published version of a remote live for these scopes (one change). */
export const makeLive = (remote: string, version: string, scopes: Scope[]) =>
  operatorCall('PATCH', '/registry/live', { [remote]: Object.fromEntries(scopes.map((s) => [s, version])) });

export const publishRelease = (remote: string, version: string, manifestUrl: string) =>
  operatorCall('POST', `/registry/remotes/${remote}/releases`, { version, manifestUrl });

/** The remotes' own servers, whose root builds the embedded defaults make live. */
const ROOT_ORIGINS = ['mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'].map(origin);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the shell's policy allows scripts from every remote's own server (true when the shell is
 * down). Asked of /env.js, whose answer carries the policy but reads no registry.
 */
async function shellTrustsRoots(): Promise<boolean> {
  try {
    const policy = (await fetch(`${SHELL_URL}/env.js`)).headers.get('content-security-policy') ?? '';
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    return ROOT_ORIGINS.every((root) => scripts.split(/\s+/).includes(root));
  } catch {
    return true;
  }
}

/**
 * Back to the embedded defaults. The shell's page trusts only the origins of releases in use, from
 * the registry it read up to 3 s before: when a test left a remote's own server out of use, this
 * has the shell read the defaults (a page request does), then lets that read age, so that the next
 * test's first page reads the registry as that test leaves it.
 */
export async function resetRegistry(): Promise<Registry> {
  const registry = await operatorCall('POST', '/registry/reset');
  if (await shellTrustsRoots()) return registry;
  const until = Date.now() + 10_000;
  do {
    await fetch(`${SHELL_URL}/`).catch(() => undefined);
    await pause(250);
  } while (!(await shellTrustsRoots()) && Date.now() < until);
  await pause(3_000);
  return registry;
}

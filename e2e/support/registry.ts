import { API_URL, OPERATOR_TOKEN } from './parts';

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

export const resetRegistry = () => operatorCall('POST', '/registry/reset');

import type { Registry } from '@storefront/shared/contract/registry';
import { STORED_REGISTRY_KEY, fetchRegistry, lastKnownRegistry, reportCanaryLoad } from './registry';

const registry: Registry = {
  revision: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: [
    {
      name: 'discovery',
      releases: [
        { version: '1.0.0', manifestUrl: 'http://cdn.test/mf-manifest.json', publishedAt: '2026-01-01T00:00:00.000Z' },
      ],
      live: { default: '1.0.0' },
    },
  ],
};
const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('keeps the last registry read in browser storage, and gives it back', async () => {
  global.fetch = jest.fn().mockResolvedValue(reply(200, registry));
  expect(lastKnownRegistry()).toBeNull();
  await expect(fetchRegistry()).resolves.toEqual(registry);
  expect(lastKnownRegistry()).toEqual(registry);
});

it('a failed or unreadable read leaves the stored copy as it was', async () => {
  localStorage.setItem(STORED_REGISTRY_KEY, JSON.stringify(registry));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue(reply(500, {}));
  await expect(fetchRegistry()).rejects.toThrow('500');
  global.fetch = jest.fn().mockResolvedValue(reply(200, { remotes: 'not a list' }));
  await expect(fetchRegistry()).rejects.toThrow();
  expect(lastKnownRegistry()).toEqual(registry);
});

it('ignores a stored copy that is not a registry', () => {
  localStorage.setItem(STORED_REGISTRY_KEY, '{not json');
  expect(lastKnownRegistry()).toBeNull();
  localStorage.setItem(STORED_REGISTRY_KEY, JSON.stringify({ revision: 'x' }));
  expect(lastKnownRegistry()).toBeNull();
});

it('reports a canary release that loaded once per release and scope', () => {
  global.fetch = jest.fn().mockResolvedValue(reply(204, null));
  reportCanaryLoad('discovery', '1.5.0');
  reportCanaryLoad('discovery', '1.5.0');
  reportCanaryLoad('discovery', '1.6.0');
  const calls = (global.fetch as jest.Mock).mock.calls as [string, RequestInit][];
  expect(calls.map(([url]) => url.endsWith('/loads'))).toEqual([true, true]);
  expect(calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
    { remote: 'discovery', version: '1.5.0', scope: 'default' },
    { remote: 'discovery', version: '1.6.0', scope: 'default' },
  ]);
});

it('gives up on a registry that does not answer within the timeout the shell’s server sends', async () => {
  window.__STOREFRONT_ENV__ = { registryTimeoutMs: 50 };
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      ),
  ) as unknown as typeof fetch;
  const startedAt = Date.now();
  try {
    await expect(fetchRegistry()).rejects.toThrow();
    expect(Date.now() - startedAt).toBeLessThan(2000);
  } finally {
    delete window.__STOREFRONT_ENV__;
  }
});

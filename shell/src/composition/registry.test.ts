import { waitFor } from '@testing-library/react';
import type { Registry } from '@storefront/shared/contract/registry';
import { BROWSER_ID_KEY } from './browser-id';
import { requestCanaryAssignment } from './canary-assignment';
import { STORED_REGISTRY_KEY, fetchRegistry, lastKnownRegistry, reportCanaryLoad, reportLoadFailure } from './registry';

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

describe('reports of a canary release', () => {
  const BROWSER = 'b'.repeat(32);
  const TOKEN = '1780000000.c2lnbmVkLWJ5LXRoZS1yZWdpc3RyeQ';
  /** The registry's answers: an assignment for any canary asked (or `refused`), 204 for reports. */
  function registryAnswers({ refused = false, expiresIn = 3600 } = {}) {
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      if (!url.endsWith('/assignments')) return Promise.resolve(reply(204, null));
      if (refused) return Promise.resolve(reply(403, { errors: [{ code: 'browserId', message: 'not in' }] }));
      const asked = JSON.parse(String(init.body)) as Record<string, string>;
      return Promise.resolve(reply(200, { ...asked, token: TOKEN, expiresAt: '2026-06-01T00:00:00.000Z', expiresIn }));
    }) as unknown as typeof fetch;
  }
  const calls = () =>
    ((global.fetch as jest.Mock).mock.calls as [string, RequestInit][]).map(([url, init]) => ({
      path: url.slice(url.lastIndexOf('/')),
      body: JSON.parse(String(init.body)) as unknown,
    }));
  beforeEach(() => localStorage.setItem(BROWSER_ID_KEY, BROWSER));

  it('a load is reported once per release and scope, with this browser’s id and its signed assignment', async () => {
    registryAnswers();
    reportCanaryLoad('discovery', '1.5.0');
    reportCanaryLoad('discovery', '1.5.0');
    reportCanaryLoad('discovery', '1.6.0');
    await waitFor(() => expect(calls().filter((call) => call.path === '/loads')).toHaveLength(2));
    expect(calls()).toEqual([
      { path: '/assignments', body: { browserId: BROWSER, remote: 'discovery', scope: 'default', version: '1.5.0' } },
      { path: '/assignments', body: { browserId: BROWSER, remote: 'discovery', scope: 'default', version: '1.6.0' } },
      {
        path: '/loads',
        body: { remote: 'discovery', version: '1.5.0', scope: 'default', browserId: BROWSER, assignment: TOKEN },
      },
      {
        path: '/loads',
        body: { remote: 'discovery', version: '1.6.0', scope: 'default', browserId: BROWSER, assignment: TOKEN },
      },
    ]);
  });

  it('a load is not reported when the registry gives this browser no assignment', async () => {
    registryAnswers({ refused: true });
    reportCanaryLoad('account', '1.5.0');
    await waitFor(() => expect(calls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls().map((call) => call.path)).toEqual(['/assignments']);
  });

  it('a failure carries the assignment asked for as the release was registered; another release’s goes plain', async () => {
    registryAnswers();
    const asked = requestCanaryAssignment('cart_checkout', 'default', '2.0.0');
    reportLoadFailure('cart_checkout', '2.0.0', new Error('manifest failed'));
    reportLoadFailure('cart_checkout', '0.1.0', new Error('chunk failed'));
    await asked;
    await waitFor(() => expect(calls().filter((call) => call.path === '/failures')).toHaveLength(2));
    const failures = calls().filter((call) => call.path === '/failures');
    // The plain one went at once; the canary's waited for its assignment.
    expect(failures).toEqual([
      {
        path: '/failures',
        body: { remote: 'cart_checkout', version: '0.1.0', scope: 'default', reason: 'chunk failed' },
      },
      {
        path: '/failures',
        body: {
          remote: 'cart_checkout',
          version: '2.0.0',
          scope: 'default',
          reason: 'manifest failed',
          browserId: BROWSER,
          assignment: TOKEN,
        },
      },
    ]);
    // Asked for once: the failure used the assignment already asked for.
    expect(calls().filter((call) => call.path === '/assignments')).toHaveLength(1);
  });

  it('an assignment about to run out is asked for again', async () => {
    registryAnswers({ expiresIn: 30 });
    await requestCanaryAssignment('parcel', 'default', '3.0.0');
    await requestCanaryAssignment('parcel', 'default', '3.0.0');
    expect(calls()).toHaveLength(2);
    // One that holds for an hour is kept.
    registryAnswers();
    await requestCanaryAssignment('parcel', 'default', '3.1.0');
    await requestCanaryAssignment('parcel', 'default', '3.1.0');
    expect(calls()).toHaveLength(1);
  });
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

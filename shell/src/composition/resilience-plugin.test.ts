import { cacheBusted, isChunkLoadError, resiliencePlugin } from './resilience-plugin';

const answer = (status: number) => ({ ok: status < 400, status }) as Response;
const okResponse = () => answer(200);

afterEach(() => jest.restoreAllMocks());

it('busts caches with a retry query and keeps the other parameters', () => {
  expect(cacheBusted('http://localhost:3001/mf-manifest.json', 42)).toBe(
    'http://localhost:3001/mf-manifest.json?retry=42',
  );
  expect(cacheBusted('http://cdn.test/m.json?v=2', 7)).toBe('http://cdn.test/m.json?v=2&retry=7');
});

it('fetches a failed manifest once more, past the cache', async () => {
  const fetchMock = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(okResponse());
  global.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await (resiliencePlugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(
    'http://localhost:3003/mf-manifest.json',
    {},
  );
  expect(response.status).toBe(200);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(fetchMock.mock.calls[1][0]).toMatch(/^http:\/\/localhost:3003\/mf-manifest\.json\?retry=\d+$/);
  expect(fetchMock.mock.calls[1][1]).toMatchObject({ cache: 'reload' });
});

it('gives up after the one retry', async () => {
  global.fetch = jest.fn().mockResolvedValue(answer(503));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(
    (resiliencePlugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://x.test/m.json', {}),
  ).rejects.toThrow('503');
  expect(global.fetch).toHaveBeenCalledTimes(2);
});

it('limits every remote script to 5 s', () => {
  expect((resiliencePlugin.createScript as () => unknown)()).toEqual({ timeout: 5000 });
});

it('loads a failed remote entry once more, past the cache, after dropping the failed load', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const exports = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest.fn().mockResolvedValue(exports);
  const failedLoad = Promise.resolve(undefined);
  const globalLoading: Record<string, Promise<undefined> | undefined> = { 'account:entry': failedLoad };
  const remoteInfo = { name: 'account', entry: 'http://localhost:3003/remoteEntry.js' };
  const hook = resiliencePlugin.loadEntryError as unknown as (args: object) => Promise<unknown>;
  const origin = {};
  await expect(hook({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey: 'account:entry' })).resolves.toBe(
    exports,
  );
  // The retry must not wait on the load that failed.
  expect(globalLoading).toEqual({});
  expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  const [params] = getRemoteEntry.mock.calls[0] as [{ origin: object; getEntryUrl: (url: string) => string }];
  expect(params.origin).toBe(origin);
  expect(params.getEntryUrl(remoteInfo.entry)).toMatch(/^http:\/\/localhost:3003\/remoteEntry\.js\?retry=\d+$/);
});

it('lets a second failure of the entry through to the fallback', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
  const hook = resiliencePlugin.loadEntryError as unknown as (args: object) => Promise<unknown>;
  await expect(
    hook({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'account', entry: 'http://x.test/remoteEntry.js' },
      globalLoading: {},
      uniqueKey: 'k',
    }),
  ).rejects.toThrow('RUNTIME-008');
  expect(getRemoteEntry).toHaveBeenCalledTimes(1);
});

it("tells webpack's chunk load failures from other errors", () => {
  const chunk = Object.assign(new Error('Loading chunk 540 failed.\n(timeout: http://x.test/540.js)'), {
    name: 'ChunkLoadError',
  });
  expect(isChunkLoadError(chunk)).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

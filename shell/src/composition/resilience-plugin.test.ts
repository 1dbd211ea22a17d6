import { REMOTE_LOAD_TIMEOUT_MS, cacheBusted, resiliencePlugin } from './resilience-plugin';

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
  expect(REMOTE_LOAD_TIMEOUT_MS).toBe(5000);
  expect((resiliencePlugin.createScript as () => unknown)()).toEqual({ timeout: 5000 });
});

import { appStore, previewAtom } from '@storefront/shared';
import { PREVIEW_KEY, endPreview, keptPreview, startPreview } from './preview';
import { OPERATOR_TOKEN_KEY } from './operator-token';

const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const opened = { remote: 'discovery', version: '1.5.0', scope: null, expiresAt: inAnHour };
/** The registry's answer, from a server whose clock is a week behind this browser's. */
const answer = { ...opened, expiresAt: new Date(Date.now() - 7 * 86_400_000).toISOString(), expiresIn: 3600 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.set(previewAtom, null);
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

test('a link is checked by the registry, kept for this browser, and leaves the address bar', async () => {
  window.history.replaceState(null, '', '/grocery/home?preview=abc.def&q=milk#top');
  sessionStorage.setItem(OPERATOR_TOKEN_KEY, 'op-token');
  const fetchMock = jest.fn().mockResolvedValue(reply(200, answer));
  global.fetch = fetchMock;

  const before = Date.now();
  await expect(startPreview()).resolves.toBeNull();

  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toMatch(/\/registry\/previews\/open$/);
  expect(JSON.parse(init.body as string)).toEqual({ token: 'abc.def' });
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer op-token');
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
    '/grocery/home?q=milk#top',
  );
  // The hour left is counted on this browser's clock, not the server's.
  const kept = keptPreview();
  expect(kept).toMatchObject({ remote: 'discovery', version: '1.5.0', scope: null });
  expect(Date.parse(kept!.expiresAt) - before).toBeGreaterThanOrEqual(3_600_000);
  expect(Date.parse(kept!.expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
  expect(appStore.get(previewAtom)).toEqual(kept);
});

test('a refused link says why and keeps no preview; without a link nothing is asked', async () => {
  window.history.replaceState(null, '', '/?preview=abc.def');
  global.fetch = jest
    .fn()
    .mockResolvedValue(
      reply(410, { errors: [{ code: 'token', message: 'This preview link has expired: ask for a new one.' }] }),
    );
  await expect(startPreview()).resolves.toBe('This preview link has expired: ask for a new one.');
  expect(appStore.get(previewAtom)).toBeNull();

  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  await expect(startPreview()).resolves.toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a kept preview holds on later pages until it expires, then is dropped', async () => {
  localStorage.setItem(PREVIEW_KEY, JSON.stringify(opened));
  await startPreview();
  expect(appStore.get(previewAtom)).toEqual(opened);
  expect(keptPreview(new Date(Date.parse(inAnHour) + 1))).toBeNull();
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
});

test('a kept value of another shape is no preview', () => {
  localStorage.setItem(PREVIEW_KEY, JSON.stringify({ remote: 'discovery', version: 'next' }));
  expect(keptPreview()).toBeNull();
});

test('ending the preview forgets it and loads the page again', () => {
  localStorage.setItem(PREVIEW_KEY, JSON.stringify(opened));
  const reload = jest.fn();
  endPreview(reload);
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  expect(reload).toHaveBeenCalled();
});

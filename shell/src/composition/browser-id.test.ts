import { BROWSER_ID_KEY, browserId } from './browser-id';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('makes a random id once and keeps it', () => {
  const id = browserId();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(id);
  expect(browserId()).toBe(id);
  localStorage.clear();
  expect(browserId()).not.toBe(id);
});

it('replaces a stored value that is not an id', () => {
  localStorage.setItem(BROWSER_ID_KEY, 'not an id');
  expect(browserId()).toMatch(/^[0-9a-f]{32}$/);
});

it('keeps one id for the page when storage is off', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('storage off');
  });
  const id = browserId();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(browserId()).toBe(id);
});

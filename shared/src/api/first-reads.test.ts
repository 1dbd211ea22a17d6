import { preloadedPictures } from '../../../tools/jest/preloaded-pictures';
import { BANNER_SLIDE_SIZES, firstReadsFor, startFirstReads, storedSession, takeFirstRead } from './first-reads';
import { headersOf } from './session-headers';

const picture = 'http://localhost:4000/images/banner/grocery-deals-gulshan.svg';

/** The API at the network's edge: fetch answers `body` with `status`. */
function answer(status: number, body: unknown) {
  const fetch = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
  window.fetch = fetch as unknown as typeof window.fetch;
  return fetch;
}

function storeSession(module: object | null) {
  localStorage.clear();
  if (module) localStorage.setItem('module', JSON.stringify(module));
  localStorage.setItem('zoneid', '[1,3]');
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.7925, lng: 90.4078 }));
  localStorage.setItem(
    'language-setting',
    JSON.stringify({ languageName: 'বাংলা', languageCode: 'bn', countryCode: 'BD' }),
  );
  localStorage.setItem('token', 'a-token');
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.__storefrontFirstReads;
});

const at = (pathname: string, search = '') => ({ pathname, search });
const HOME = at('/home');

it("reads the banners of a module's home only: not of parcel's, a listing, another page or before a module is chosen", () => {
  expect(firstReadsFor(HOME, 'grocery').map((plan) => plan.path)).toEqual(['/banners']);
  expect(firstReadsFor(at('/home/', '?utm=x'), 'food').map((plan) => plan.path)).toEqual(['/banners']);
  expect(firstReadsFor(HOME, 'parcel')).toEqual([]);
  expect(firstReadsFor(at('/home', '?search=milk&data_type=searched'), 'grocery')).toEqual([]);
  expect(firstReadsFor(at('/store/quick-mart'), 'grocery')).toEqual([]);
  expect(firstReadsFor(HOME, undefined)).toEqual([]);
});

it('sends the headers the API client would send for the same stored session', () => {
  storeSession({ id: 1, module_type: 'grocery', module_name: 'Grocery' });
  // The session's atoms read storage as their modules load, as they do when the page starts.
  jest.isolateModules(() => {
    const { sessionHeaders } = jest.requireActual<typeof import('./client')>('./client');
    expect(headersOf(storedSession(localStorage))).toEqual(sessionHeaders());
    expect(sessionHeaders()).toMatchObject({ moduleId: '1', zoneid: '[1,3]', 'X-localization': 'bn' });
  });
});

it('reads storage that is missing or unreadable as no session', () => {
  localStorage.clear();
  localStorage.setItem('module', '{not json');
  expect(storedSession(localStorage)).toEqual({
    languageCode: 'en',
    latLng: null,
    zoneId: null,
    moduleId: undefined,
    moduleType: undefined,
    token: null,
  });
});

it("starts the home's banners read and fetches the first banner's picture at the slide's widths", async () => {
  storeSession({ id: 1, module_type: 'grocery', module_name: 'Grocery' });
  const fetch = answer(200, { banners: [{ image_full_url: picture }], campaigns: [] });
  startFirstReads(HOME, localStorage);

  const headers = headersOf(storedSession(localStorage));
  expect(fetch).toHaveBeenCalledWith('http://localhost:4000/api/v1/banners', { headers });
  await expect(takeFirstRead('/banners', headers)).resolves.toEqual({
    banners: [{ image_full_url: picture }],
    campaigns: [],
  });
  const [link] = preloadedPictures();
  expect(link?.getAttribute('imagesrcset')).toBe(`${picture}?w=480 480w, ${picture}?w=720 720w, ${picture} 960w`);
  expect(link?.getAttribute('imagesizes')).toBe(BANNER_SLIDE_SIZES);
  expect(link?.getAttribute('fetchpriority')).toBe('high');
});

it('hands a read over once, and not to a session whose headers changed', () => {
  storeSession({ id: 1, module_type: 'grocery', module_name: 'Grocery' });
  answer(200, { banners: [], campaigns: [] });
  startFirstReads(HOME, localStorage);
  const headers = headersOf(storedSession(localStorage));
  expect(takeFirstRead('/banners', { ...headers, zoneid: '[2]' })).toBeUndefined();

  startFirstReads(HOME, localStorage);
  expect(takeFirstRead('/banners', headers)).toBeDefined();
  expect(takeFirstRead('/banners', headers)).toBeUndefined();
});

it('a failed read rejects for the part to call again, and fetches no picture', async () => {
  storeSession({ id: 1, module_type: 'grocery', module_name: 'Grocery' });
  answer(503, { errors: [] });
  startFirstReads(HOME, localStorage);
  await expect(takeFirstRead('/banners', headersOf(storedSession(localStorage)))).rejects.toThrow('503');
  expect(preloadedPictures()).toEqual([]);
});

it('starts nothing on a page without first reads', () => {
  storeSession({ id: 5, module_type: 'parcel', module_name: 'Parcel' });
  const fetch = answer(200, {});
  startFirstReads(HOME, localStorage);
  expect(fetch).not.toHaveBeenCalled();
  expect(window.__storefrontFirstReads).toEqual({});
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  POSITION_TIMEOUT_MESSAGE,
  appStore,
  cartLinesAtom,
  currentLatLngAtom,
  locationAtom,
  toast,
  tokenAtom,
  zoneIdAtom,
} from '@storefront/shared';
import { SEARCH_LOADING_TEXT } from '@storefront/shared/map';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { PickLocationModal } from './PickLocationModal';
import {
  NEW_ADDRESS_SELECTED,
  PERMISSION_TITLE,
  PICK_LOCATIONS_BUTTON,
  cartOutsideLocationText,
} from './location-texts';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

const START = { lat: 23.7925, lng: 90.4078 };
const GULSHAN = 'Road 90, Gulshan, Dhaka';

const zoneReply = { zone_id: '[1]', zone_data: [] };
const geocodeReply = { results: [{ formatted_address: GULSHAN }], status: 'OK' };

function api(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /config/geocode-api': () => ({ data: geocodeReply }),
    'GET /config/get-zone-id': () => ({ data: zoneReply }),
    'GET /config/place-api-autocomplete': (params) => ({
      data: {
        status: 'OK',
        predictions: [{ place_id: 'p1', description: `${String(params.search_text)} Lake, Dhaka` }],
      },
    }),
    'GET /config/place-api-details': () => ({
      data: {
        status: 'OK',
        result: {
          place_id: 'p1',
          formatted_address: 'Dhanmondi Lake',
          geometry: { location: { lat: 23.746, lng: 90.376 } },
        },
      },
    }),
    ...routes,
  });
}

const pickButton = () => screen.getByRole('button', { name: PICK_LOCATIONS_BUTTON });

/** Stands in for the browser's geolocation, which jsdom does not have. */
function geolocation(answer: { position?: typeof START; errorCode?: 1 | 2 | 3 }) {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (answer.position) {
        success({ coords: { latitude: answer.position.lat, longitude: answer.position.lng } } as GeolocationPosition);
      } else {
        failure?.({
          code: answer.errorCode!,
          message: 'failed',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(zoneIdAtom, null);
  appStore.set(locationAtom, null);
  appStore.set(currentLatLngAtom, START);
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

it('keeps Pick Locations disabled until the address and the zone resolve, then stores them on confirming', async () => {
  api();
  const onClose = jest.fn();
  renderPart(<PickLocationModal open onClose={onClose} />);
  expect(pickButton()).toBeDisabled();
  await waitFor(() => expect(pickButton()).toBeEnabled());
  expect(screen.getByText(GULSHAN)).toBeInTheDocument();
  await userEvent.click(pickButton());
  expect(appStore.get(zoneIdAtom)).toBe('[1]');
  expect(appStore.get(locationAtom)).toBe(GULSHAN);
  expect(appStore.get(currentLatLngAtom)).toEqual(START);
  expect(toast.success).toHaveBeenCalledWith(NEW_ADDRESS_SELECTED);
  expect(onClose).toHaveBeenCalled();
});

it('keeps Pick Locations disabled when the point resolves to no address', async () => {
  const calls = api({ 'GET /config/geocode-api': () => ({ data: { results: [], status: 'ZERO_RESULTS' } }) });
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  // The point settles and both its lookups answer (no address, a zone): the button stays disabled.
  await waitFor(() =>
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/config/geocode-api', '/config/get-zone-id']),
    ),
  );
  await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(''));
  expect(pickButton()).toBeDisabled();
});

it('searches only when the search text is non-empty, and a suggestion moves the map', async () => {
  const calls = api();
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  // The map's point settles first (its address and zone answer): nothing else changes while the test waits below.
  await waitFor(() => expect(pickButton()).toBeEnabled());
  const search = screen.getByRole('searchbox', { name: 'Search location' });
  await userEvent.type(search, '   ');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(calls.filter((call) => call.url === '/config/place-api-autocomplete')).toHaveLength(0);
  expect(screen.queryByText(SEARCH_LOADING_TEXT)).not.toBeInTheDocument();

  await userEvent.clear(search);
  await userEvent.type(search, 'Dhanmondi');
  expect(screen.getByText(SEARCH_LOADING_TEXT)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Dhanmondi Lake, Dhaka' }));
  expect(calls.filter((call) => call.url === '/config/place-api-autocomplete')).toHaveLength(1);
  await waitFor(() => expect(calls.some((call) => call.url === '/config/place-api-details')).toBe(true));
  expect(search).toHaveValue('');
});

it('replaces the button with a red one carrying the server’s first message; pressing it saves a returned zone', async () => {
  api({
    'GET /config/get-zone-id': () => ({
      status: 404,
      data: { zone_id: '[4]', errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    }),
  });
  const onClose = jest.fn();
  renderPart(<PickLocationModal open onClose={onClose} />);
  const red = await screen.findByRole('button', { name: 'Service not available in this area' });
  expect(screen.queryByRole('button', { name: PICK_LOCATIONS_BUTTON })).not.toBeInTheDocument();
  await userEvent.click(red);
  expect(appStore.get(zoneIdAtom)).toBe('[4]');
  expect(appStore.get(currentLatLngAtom)).toEqual(START);
  expect(onClose).toHaveBeenCalled();
});

it('closes without saving anything when the failed lookup returned no zone', async () => {
  api({
    'GET /config/get-zone-id': () => ({
      status: 404,
      data: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    }),
  });
  const onClose = jest.fn();
  renderPart(<PickLocationModal open onClose={onClose} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Service not available in this area' }));
  expect(onClose).toHaveBeenCalled();
  expect(appStore.get(zoneIdAtom)).toBeNull();
  expect(appStore.get(locationAtom)).toBeNull();
});

it('moves the map to the current position', async () => {
  const calls = api();
  const ask = geolocation({ position: { lat: 23.8, lng: 90.41 } });
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
  expect(ask).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
    enableHighAccuracy: false,
    timeout: 5000,
    maximumAge: 60_000,
  });
  await waitFor(() =>
    expect(calls.some((call) => call.url === '/config/get-zone-id' && call.method === 'GET')).toBe(true),
  );
  await userEvent.click(await screen.findByRole('button', { name: PICK_LOCATIONS_BUTTON }));
  await waitFor(() => expect(appStore.get(currentLatLngAtom)).toEqual({ lat: 23.8, lng: 90.41 }));
});

it('shows the permission dialog only when the permission is off', async () => {
  api();
  geolocation({ errorCode: 1 });
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
  const dialog = await screen.findByRole('dialog', { name: PERMISSION_TITLE });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
  expect(screen.queryByRole('dialog', { name: PERMISSION_TITLE })).not.toBeInTheDocument();
  expect(toast.error).not.toHaveBeenCalled();
});

it('says so in a toast when the position takes too long or is unavailable, without the permission dialog', async () => {
  api();
  geolocation({ errorCode: 3 });
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(POSITION_TIMEOUT_MESSAGE, { id: 'current-position' }));
  expect(screen.queryByRole('dialog', { name: PERMISSION_TITLE })).not.toBeInTheDocument();

  geolocation({ errorCode: 2 });
  await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole('dialog', { name: PERMISSION_TITLE })).not.toBeInTheDocument();
});

it('says in a toast when the cart holds lines its stores do not deliver to the new location', async () => {
  const warning = jest.spyOn(toast, 'warning').mockImplementation(() => 'warning');
  // The cart's line is of a Gulshan store (zone 1); the new location is in Dhanmondi (zone 2).
  const line = makeLine({ id: 41 }, { zone_id: 1 });
  api({
    'GET /config/get-zone-id': () => ({ data: { zone_id: '[2]', zone_data: [] } }),
    'GET /customer/cart/list': () => ({ data: [line] }),
  });
  renderPart(<PickLocationModal open onClose={jest.fn()} />);
  await waitFor(() => expect(pickButton()).toBeEnabled());
  await userEvent.click(pickButton());
  await waitFor(() =>
    expect(warning).toHaveBeenCalledWith(cartOutsideLocationText(1), { id: 'cart-outside-location' }),
  );
  // The line stays in the cart: the cart names it.
  expect(appStore.get(cartLinesAtom)).toEqual([line]);
  appStore.set(cartLinesAtom, []);
  warning.mockRestore();
});

import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import {
  POSITION_TIMEOUT_MESSAGE,
  POSITION_UNAVAILABLE_MESSAGE,
  clampZoom,
  currentPosition,
  positionFailureMessage,
  zoneIdOfFailedLookup,
} from './location';

it('keeps the zoom within 1..21, in whole steps, and the picker starts at 17', () => {
  expect(clampZoom(0)).toBe(1);
  expect(clampZoom(-5)).toBe(1);
  expect(clampZoom(22)).toBe(21);
  expect(clampZoom(17.4)).toBe(17);
  expect(clampZoom(12)).toBe(12);
});

it('asks the browser for the position with a 5000 ms limit at low accuracy', async () => {
  const getCurrentPosition = jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  await expect(currentPosition()).resolves.toEqual({ ok: true, position: { lat: 1, lng: 2 } });
  expect(getCurrentPosition).toHaveBeenCalledWith(
    expect.any(Function),
    expect.any(Function),
    expect.objectContaining({ timeout: 5000, enableHighAccuracy: false }),
  );
});

it('tells a denied permission from a timeout and an unavailable position', async () => {
  for (const [code, reason] of [
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const) {
    const getCurrentPosition = (_: PositionCallback, failure: PositionErrorCallback) =>
      failure({
        code,
        message: '',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    await expect(currentPosition()).resolves.toEqual({ ok: false, reason });
  }
  expect(positionFailureMessage('timeout')).toBe(POSITION_TIMEOUT_MESSAGE);
  expect(positionFailureMessage('unavailable')).toBe(POSITION_UNAVAILABLE_MESSAGE);
});

it('reads a zone from a failed lookup only when the reply carries one of the spec’s form', () => {
  const failed = (data: unknown) =>
    new AxiosError('404', '404', {} as InternalAxiosRequestConfig, null, {
      status: 404,
      statusText: '404',
      headers: {},
      config: {} as InternalAxiosRequestConfig,
      data,
    });
  expect(zoneIdOfFailedLookup(failed({ zone_id: '[2,3]', errors: [] }))).toBe('[2,3]');
  expect(zoneIdOfFailedLookup(failed({ errors: [{ code: 'coordinates', message: 'x' }] }))).toBeNull();
  expect(zoneIdOfFailedLookup(failed({ zone_id: 'nowhere' }))).toBeNull();
  expect(zoneIdOfFailedLookup(new Error('offline'))).toBeNull();
});

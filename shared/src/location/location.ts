import { AxiosError } from 'axios';
import { getParsed } from '../api/client';
import {
  GeocodeResponseSchema,
  PlaceAutocompleteResponseSchema,
  PlaceDetailsResponseSchema,
} from '../contract/location';
import { ZoneIdResponseSchema, type ZoneData } from '../contract/zone';
import { currentLatLngAtom, locationAtom, zoneIdAtom, type StoredLocation } from '../state/session';
import { appStore } from '../state/store';

/** Map zoom: 17 in the picker, 10 on the tracking map, always within 1..21. */
export const PICKER_ZOOM = 17;
export const TRACKING_ZOOM = 10;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 21;
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));

/** Browser geolocation gives up after 5000 ms, at low accuracy. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** How the browser is asked for the position: give up after 5000 ms, low accuracy is enough. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: 60_000,
};

/** Why no position came: permission off (the permission dialog), too slow, or none to be had. */
export type PositionFailure = 'denied' | 'timeout' | 'unavailable';
export type PositionResult = { ok: true; position: StoredLocation } | { ok: false; reason: PositionFailure };

export const POSITION_TIMEOUT_MESSAGE =
  'Your current location took too long to find. Please try again, or search for your location.';
export const POSITION_UNAVAILABLE_MESSAGE =
  'Your current location is not available right now. Please search for your location or move the map.';

/** The toast for a failure other than a denied permission (that one has its own dialog). */
export const positionFailureMessage = (reason: Exclude<PositionFailure, 'denied'>) =>
  reason === 'timeout' ? POSITION_TIMEOUT_MESSAGE : POSITION_UNAVAILABLE_MESSAGE;

function failureOf(error: GeolocationPositionError): PositionFailure {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  return error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
}

export function currentPosition(): Promise<PositionResult> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ ok: false, reason: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => resolve({ ok: false, reason: failureOf(error) }),
      GEOLOCATION_OPTIONS,
    );
  });
}

export async function reverseGeocode({ lat, lng }: StoredLocation): Promise<string | null> {
  const reply = await getParsed('/config/geocode-api', GeocodeResponseSchema, { params: { lat, lng } });
  return reply.results[0]?.formatted_address ?? null;
}

export async function lookupZone({ lat, lng }: StoredLocation): Promise<{ zoneId: string; zoneData: ZoneData[] }> {
  const reply = await getParsed('/config/get-zone-id', ZoneIdResponseSchema, { params: { lat, lng } });
  return { zoneId: reply.zone_id, zoneData: reply.zone_data };
}

/**
 * The zone a failed zone lookup may still carry (the red button saves it): a zone_id of the spec's
 * form in the error reply, else null.
 */
export function zoneIdOfFailedLookup(error: unknown): string | null {
  if (!(error instanceof AxiosError)) return null;
  const zoneId = (error.response?.data as { zone_id?: unknown } | undefined)?.zone_id;
  return typeof zoneId === 'string' && ZoneIdResponseSchema.shape.zone_id.safeParse(zoneId).success ? zoneId : null;
}

export async function searchPlaces(text: string) {
  const query = text.trim();
  if (!query) return [];
  const reply = await getParsed('/config/place-api-autocomplete', PlaceAutocompleteResponseSchema, {
    params: { search_text: query },
  });
  return reply.predictions;
}

export async function placeDetails(placeId: string) {
  const reply = await getParsed('/config/place-api-details', PlaceDetailsResponseSchema, {
    params: { placeid: placeId },
  });
  return { address: reply.result.formatted_address, position: reply.result.geometry.location };
}

/** What confirming a location stores: the zone as zoneid (verbatim), the address and the coordinates. */
export function saveDeliveryLocation(location: { position: StoredLocation; address: string; zoneId: string | null }) {
  if (location.zoneId) appStore.set(zoneIdAtom, location.zoneId);
  appStore.set(locationAtom, location.address);
  appStore.set(currentLatLngAtom, location.position);
}

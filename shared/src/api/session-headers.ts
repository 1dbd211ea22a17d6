export const SOFTWARE_ID = 'storefront-web';

/** What of the customer's session the API's headers carry. */
export interface SessionValues {
  languageCode: string;
  latLng: { lat: number; lng: number } | null;
  /** The zone lookup's zone_id, verbatim (e.g. "[1,3]"). */
  zoneId: string | null;
  moduleId: number | undefined;
  token: string | null;
}

/** The spec's headers for a session: the API client's, and the page's first reads' (first-reads.ts). */
export function headersOf(session: SessionValues): Record<string, string> {
  const headers: Record<string, string> = {
    'X-localization': session.languageCode || 'en',
    'X-software-id': SOFTWARE_ID,
    Accept: 'application/json',
  };
  if (session.latLng) {
    headers.latitude = String(session.latLng.lat);
    headers.longitude = String(session.latLng.lng);
  }
  if (session.zoneId) headers.zoneid = session.zoneId;
  if (session.moduleId !== undefined) headers.moduleId = String(session.moduleId);
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  return headers;
}

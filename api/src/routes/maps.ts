// Stand-ins for the map services the platform proxies under /config: geocoding, places, distance, directions.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getPlace, listPlaces } from '../db/queries/catalogue';
import { forbidden, notFound } from '../lib/errors';
import { distanceMeters, isValidLatLng } from '../lib/geo';
import { LatLngQuery, parseOr422, queryOf } from '../lib/request';

export async function mapRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/config/geocode-api', async (req) => {
    const { lat, lng } = parseOr422(LatLngQuery, queryOf(req));
    const places = await listPlaces(ctx.db);
    const nearest = places
      .map((p) => ({ p, d: distanceMeters({ lat, lng }, { lat: p.latitude, lng: p.longitude }) }))
      .sort((a, b) => a.d - b.d)[0];
    if (!nearest) return { status: 'ZERO_RESULTS', results: [] };
    const text = nearest.d < 150 ? nearest.p.formatted_address : `Near ${nearest.p.formatted_address}`;
    return {
      status: 'OK',
      results: [{ formatted_address: text, place_id: nearest.p.place_id, geometry: { location: { lat, lng } } }],
    };
  });

  app.get('/config/place-api-autocomplete', async (req) => {
    const { search_text } = parseOr422(
      z.object({
        search_text: z
          .string({ message: 'The search text field is required.' })
          .trim()
          .min(1, 'The search text field is required.'),
      }),
      queryOf(req),
    );
    const needle = search_text.toLowerCase();
    const places = (await listPlaces(ctx.db)).filter(
      (p) => p.formatted_address.toLowerCase().includes(needle) || p.name.toLowerCase().includes(needle),
    );
    return {
      status: places.length > 0 ? 'OK' : 'ZERO_RESULTS',
      predictions: places.slice(0, 10).map((p) => ({
        place_id: p.place_id,
        description: p.formatted_address,
        structured_formatting: { main_text: p.name, secondary_text: p.formatted_address.slice(p.name.length + 2) },
      })),
    };
  });

  app.get('/config/place-api-details', async (req) => {
    const { placeid } = parseOr422(
      z.object({
        placeid: z
          .string({ message: 'The placeid field is required.' })
          .trim()
          .min(1, 'The placeid field is required.'),
      }),
      queryOf(req),
    );
    const p = await getPlace(ctx.db, placeid);
    if (!p) throw notFound('Place not found.', 'placeid');
    return {
      status: 'OK',
      result: {
        place_id: p.place_id,
        name: p.name,
        formatted_address: p.formatted_address,
        geometry: { location: { lat: p.latitude, lng: p.longitude } },
      },
    };
  });

  app.get('/config/distance-api', async (req) => {
    const q = parseOr422(
      z.object({
        origin_lat: z.coerce.number({ message: 'The origin lat field is required.' }),
        origin_lng: z.coerce.number({ message: 'The origin lng field is required.' }),
        destination_lat: z.coerce.number({ message: 'The destination lat field is required.' }),
        destination_lng: z.coerce.number({ message: 'The destination lng field is required.' }),
        mode: z.enum(['driving', 'walking', 'bicycling', 'two_wheeler']).default('driving'),
      }),
      queryOf(req),
    );
    if (!isValidLatLng(q.origin_lat, q.origin_lng) || !isValidLatLng(q.destination_lat, q.destination_lng)) {
      throw forbidden('coordinates', 'Invalid coordinates.');
    }
    const meters = Math.round(
      distanceMeters({ lat: q.origin_lat, lng: q.origin_lng }, { lat: q.destination_lat, lng: q.destination_lng }),
    );
    const speed = { walking: 1.4, bicycling: 4.5, two_wheeler: 7, driving: 6 }[q.mode]; // metres per second in city traffic
    const seconds = Math.round(meters / speed);
    return {
      status: 'OK',
      rows: [
        {
          elements: [
            {
              status: 'OK',
              distance: { text: meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${meters} m`, value: meters },
              duration: { text: `${Math.max(1, Math.round(seconds / 60))} mins`, value: seconds },
            },
          ],
        },
      ],
    };
  });

  /** Route for the tracking map: the grid route between two points. */
  app.get('/config/direction-api', async (req) => {
    const q = parseOr422(
      z.object({
        origin_lat: z.coerce.number({ message: 'The origin lat field is required.' }).min(-90).max(90),
        origin_lng: z.coerce.number({ message: 'The origin lng field is required.' }).min(-180).max(180),
        destination_lat: z.coerce.number({ message: 'The destination lat field is required.' }).min(-90).max(90),
        destination_lng: z.coerce.number({ message: 'The destination lng field is required.' }).min(-180).max(180),
      }),
      queryOf(req),
    );
    const from = { lat: q.origin_lat, lng: q.origin_lng };
    const to = { lat: q.destination_lat, lng: q.destination_lng };
    const corner = { lat: to.lat, lng: from.lng };
    const meters = Math.round(distanceMeters(from, corner) + distanceMeters(corner, to));
    return {
      status: 'OK',
      routes: [
        {
          legs: [{ distance: { value: meters }, duration: { value: Math.round(meters / 6) } }],
          points: [from, corner, to],
        },
      ],
    };
  });
}

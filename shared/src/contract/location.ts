import { z } from '@storefront/shared/zod';
import { NumericSchema } from './common';

/**
 * The location helpers answer in the shapes of the classic map web services (geocoding, place
 * autocomplete, place details, distance matrix), so a client works against either.
 */

const GeometrySchema = z.object({
  location: z.object({ lat: NumericSchema, lng: NumericSchema }),
});

/** GET /config/geocode-api?lat=&lng= */
export const GeocodeResponseSchema = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      formatted_address: z.string(),
      place_id: z.optional(z.string()),
      geometry: z.optional(GeometrySchema),
    }),
  ),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;

/** GET /config/place-api-autocomplete?search_text= */
export const PlaceAutocompleteResponseSchema = z.object({
  status: z.string(),
  predictions: z.array(
    z.object({
      place_id: z.string(),
      description: z.string(),
      structured_formatting: z.optional(z.object({ main_text: z.string(), secondary_text: z.optional(z.string()) })),
    }),
  ),
});
export type PlaceAutocompleteResponse = z.infer<typeof PlaceAutocompleteResponseSchema>;

/** GET /config/place-api-details?placeid= */
export const PlaceDetailsResponseSchema = z.object({
  status: z.string(),
  result: z.object({
    place_id: z.string(),
    name: z.optional(z.string()),
    formatted_address: z.string(),
    geometry: GeometrySchema,
  }),
});
export type PlaceDetailsResponse = z.infer<typeof PlaceDetailsResponseSchema>;

const TextValueSchema = z.object({ text: z.string(), value: NumericSchema });

/** GET /config/distance-api: distance in metres and duration in seconds (straight line here). */
export const DistanceResponseSchema = z.object({
  status: z.string(),
  rows: z.array(
    z.object({
      elements: z.array(
        z.object({
          status: z.string(),
          distance: TextValueSchema,
          duration: TextValueSchema,
        }),
      ),
    }),
  ),
});
export type DistanceResponse = z.infer<typeof DistanceResponseSchema>;

const LatLngSchema = z.object({ lat: NumericSchema, lng: NumericSchema });

/**
 * GET /config/direction-api?origin_lat=&origin_lng=&destination_lat=&destination_lng=: a driving
 * route for the tracking map, as the points of its line with the leg's distance (metres) and
 * duration (seconds).
 */
export const DirectionResponseSchema = z.object({
  status: z.string(),
  routes: z.array(
    z.object({
      legs: z.array(
        z.object({ distance: z.object({ value: NumericSchema }), duration: z.object({ value: NumericSchema }) }),
      ),
      points: z.array(LatLngSchema),
    }),
  ),
});
export type DirectionResponse = z.infer<typeof DirectionResponseSchema>;

import useSWR from 'swr';
import { z } from '@storefront/shared/zod';
import { getParsed, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { IdSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { DistanceResponseSchema } from '@storefront/shared/contract/location';

const InstructionSchema = z.object({ id: IdSchema, instruction: z.string() });

/** GET customer/order/parcel-instructions: a list, bare or paginated under `data`. */
export const ParcelInstructionsSchema = z.union([
  z.array(InstructionSchema),
  z.pipe(
    z.object({ data: z.array(InstructionSchema) }),
    z.transform((reply) => reply.data),
  ),
]);
export type ParcelInstruction = z.infer<typeof InstructionSchema>;

export function useParcelInstructions() {
  return useSWR(
    '/customer/order/parcel-instructions',
    (url: string) => getParsed(url, ParcelInstructionsSchema, { params: { limit: 50, offset: 1 } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

export function useProfile() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useSWR(signedIn ? '/customer/info' : null, (url: string) => getParsed(url, CustomerInfoSchema), {
    revalidateOnFocus: false,
  });
}

type Point = { lat: number; lng: number };

/** Kilometres between sender and receiver, from config/distance-api (metres). */
export async function fetchDistanceKm(from: Point, to: Point): Promise<number> {
  const reply = await getParsed('/config/distance-api', DistanceResponseSchema, {
    params: {
      origin_lat: from.lat,
      origin_lng: from.lng,
      destination_lat: to.lat,
      destination_lng: to.lng,
      mode: 'driving',
    },
  });
  const metres = reply.rows[0]?.elements[0]?.distance.value;
  if (metres === undefined) throw new Error('No distance between these addresses.');
  return metres / 1000;
}

export function useDistanceKm(from: Point | null, to: Point | null) {
  return useSWR(from && to ? ['parcel-distance', from.lat, from.lng, to.lat, to.lng] : null, () =>
    fetchDistanceKm(from!, to!),
  );
}

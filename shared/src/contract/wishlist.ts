import { z } from '@storefront/shared/zod';
import { ItemSchema } from './item';
import { StoreSchema } from './store';

/** GET /customer/wish-list: the items and the stores the customer keeps, newest first. */
export const WishlistResponseSchema = z.object({
  item: z.array(ItemSchema),
  store: z.array(StoreSchema),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

const optionalId = z.pipe(
  z.transform((v): unknown => (v === '' || v === null ? undefined : v)),
  z.optional(z.coerce.number().check(z.int(), z.positive())),
);

/** POST /customer/wish-list/add and DELETE /customer/wish-list/remove: item_id or store_id. */
export const WishlistQuerySchema = z.object({ item_id: optionalId, store_id: optionalId }).check(
  z.refine((q) => (q.item_id === undefined) !== (q.store_id === undefined), {
    message: 'The item id or store id field is required.',
    path: ['item_id'],
  }),
);

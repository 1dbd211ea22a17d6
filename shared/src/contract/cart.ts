import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { ItemSchema } from './item';

/** A chosen food variation group: the group name and the chosen labels. */
export const CartFoodVariationSchema = z.object({
  name: z.string(),
  values: z.object({ label: z.array(z.string()) }),
});

/** A chosen older-shape variation: the combination type (e.g. "Red-M"). */
export const CartTypeVariationSchema = z.object({
  type: z.string(),
  price: z.optional(NumericSchema),
  stock: z.optional(NumericSchema),
});

export const CartVariationSchema = z.union([CartFoodVariationSchema, CartTypeVariationSchema]);
export type CartVariation = z.infer<typeof CartVariationSchema>;

/** The item of a cart line carries its module so the client can show the rows of one module. */
export const CartItemSchema = z.extend(ItemSchema, {
  module: z.object({ id: IdSchema, module_type: z.optional(z.string()) }),
});

/**
 * A stored cart line. `price` is the unit price the server computed from the item: the base (or the
 * chosen variation's) price plus chosen option prices, less the discount; add-ons are priced apart
 * (add_on_ids with add_on_qtys, prices in item.add_ons).
 */
export const CartLineSchema = z.object({
  id: IdSchema,
  item_id: z.optional(IdSchema),
  item_type: z.optional(z.string()),
  module_id: z.optional(IdSchema),
  quantity: z.number().check(z.int(), z.minimum(1)),
  price: NumericSchema,
  item: CartItemSchema,
  variation: z.array(CartVariationSchema),
  add_on_ids: z.array(IdSchema),
  add_on_qtys: z.array(z.number().check(z.int(), z.minimum(0))),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** Replies of cart list, add, update and remove: the whole cart of the user or guest. */
export const CartSchema = z.array(CartLineSchema);
export type Cart = z.infer<typeof CartSchema>;

/** Bounds of a cart request that no real customer reaches; past them the API answers 422. */
export const MAX_CART_LINES = 100;
/** The most units of one cart line, and of one add-on of a line. */
export const MAX_CART_QUANTITY = 1000;
/** The most add-ons of a line, variation groups of a line, and options chosen in one group. */
export const MAX_CART_CHOICES = 50;
const MAX_CHOICE_TEXT = 255;

const jsonArray = <T extends z.ZodType>(schema: T, field: string) =>
  z.pipe(
    z.transform((v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return [];
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }),
    z
      .array(schema)
      .check(z.maxLength(MAX_CART_CHOICES, `The ${field} may not have more than ${MAX_CART_CHOICES} items.`)),
  );

const choiceText = z
  .string()
  .check(z.maxLength(MAX_CHOICE_TEXT, `A variation may not be longer than ${MAX_CHOICE_TEXT} characters.`));

/** A chosen variation as a cart request may send it: the stored shapes, with bounded texts and lists. */
const RequestedVariationSchema = z.union([
  z.extend(CartFoodVariationSchema, {
    name: choiceText,
    values: z.object({
      label: z
        .array(choiceText)
        .check(z.maxLength(MAX_CART_CHOICES, `A variation may not have more than ${MAX_CART_CHOICES} options.`)),
    }),
  }),
  z.extend(CartTypeVariationSchema, { type: choiceText }),
]);

/** POST /customer/cart/add. `price` may be sent but the server prices the line itself. */
export const AddToCartPayloadSchema = z.object({
  guest_id: z.optional(IdSchema),
  model: z._default(z.enum(['Item', 'ItemCampaign']), 'Item'),
  item_id: z.coerce
    .number({ message: 'The item id field is required.' })
    .check(z.int(), z.positive('The item id field is required.')),
  price: z.optional(z.coerce.number()),
  quantity: z.coerce
    .number({ message: 'The quantity field is required.' })
    .check(
      z.int('The quantity must be an integer.'),
      z.minimum(1, 'The quantity must be at least 1.'),
      z.maximum(MAX_CART_QUANTITY, `The quantity may not be greater than ${MAX_CART_QUANTITY}.`),
    ),
  variation: z._default(jsonArray(RequestedVariationSchema, 'variation'), []),
  add_on_ids: z._default(jsonArray(z.coerce.number().check(z.int(), z.positive()), 'add on ids'), []),
  add_on_qtys: z._default(
    jsonArray(
      z.coerce
        .number()
        .check(
          z.int(),
          z.minimum(0),
          z.maximum(MAX_CART_QUANTITY, `An add-on quantity may not be greater than ${MAX_CART_QUANTITY}.`),
        ),
      'add on qtys',
    ),
    [],
  ),
});
export type AddToCartPayload = z.input<typeof AddToCartPayloadSchema>;

/** A buy-now order's cart: the add payloads of its lines. */
export const BuyNowCartSchema = z
  .array(AddToCartPayloadSchema)
  .check(
    z.minLength(1, 'The cart field is required.'),
    z.maxLength(MAX_CART_LINES, `The cart may not have more than ${MAX_CART_LINES} items.`),
  );

/** POST /customer/cart/update (or POST with _method=put): the add payload plus cart_id. */
export const UpdateCartPayloadSchema = z.extend(AddToCartPayloadSchema, {
  cart_id: z.coerce
    .number({ message: 'The cart id field is required.' })
    .check(z.int(), z.positive('The cart id field is required.')),
});
export type UpdateCartPayload = z.input<typeof UpdateCartPayloadSchema>;

/** DELETE /customer/cart/remove-item?cart_id=&guest_id= */
export const RemoveCartItemQuerySchema = z.object({
  cart_id: z.coerce
    .number({ message: 'The cart id field is required.' })
    .check(z.int(), z.positive('The cart id field is required.')),
  guest_id: z.optional(IdSchema),
});

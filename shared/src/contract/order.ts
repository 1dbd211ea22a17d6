import { z } from '@storefront/shared/zod';
import { CartVariationSchema } from './cart';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { ItemSchema } from './item';
import { OfflinePaymentInfoSchema } from './offline-payment';
import { NewPasswordSchema } from './password';
import { PaginationMetaSchema } from './paginated';

/** The tracking timeline: pending (Order Placed), confirmed, picked_up (On the Way), delivered. */
export const ORDER_TIMELINE = ['pending', 'confirmed', 'picked_up', 'delivered'] as const;

export const ORDER_STATUSES = [
  ...ORDER_TIMELINE,
  'accepted',
  'processing',
  'handover',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'] as const;
export const ORDER_TYPES = ['delivery', 'take_away', 'parcel'] as const;
/** How far ahead an order may be scheduled: a week, the longest a store plans its stock and riders for. */
export const SCHEDULE_WINDOW_DAYS = 7;

/** A delivery address (the sender's for parcels) or a parcel's receiver, as the order holds it. */
export const OrderAddressSchema = z.object({
  contact_person_name: z.string().nullable(),
  contact_person_number: z.string().nullable(),
  contact_person_email: z.string().nullable().optional(),
  address_type: z.string().nullable().optional(),
  address: z.string().nullable(),
  latitude: NumericSchema.nullable(),
  longitude: NumericSchema.nullable(),
  floor: z.string().nullable().optional(),
  road: z.string().nullable().optional(),
  house: z.string().nullable().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** The order's delivery man with his current position. */
export const DeliveryManSchema = z.object({
  id: IdSchema,
  f_name: z.string(),
  l_name: z.string(),
  phone: z.string(),
  image_full_url: ImageUrlSchema,
  avg_rating: NumericSchema,
  rating_count: z.number().optional(),
  lat: NumericSchema,
  lng: NumericSchema,
});
export type DeliveryMan = z.infer<typeof DeliveryManSchema>;

export const OrderStoreSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable(),
  logo_full_url: ImageUrlSchema,
  cover_photo_full_url: ImageUrlSchema.optional(),
  latitude: NumericSchema,
  longitude: NumericSchema,
  delivery_time: z.string().nullable().optional(),
});

export const ParcelCategoryRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
});

/** An order as lists, tracking and the order dialogs read it. */
export const OrderSchema = z.object({
  id: IdSchema,
  user_id: IdSchema.nullable(),
  is_guest: z.boolean(),
  order_amount: NumericSchema,
  coupon_code: z.string().nullable(),
  coupon_discount_amount: NumericSchema,
  coupon_discount_title: z.string().nullable().optional(),
  /** The new-customer discount of a first order. */
  first_order_discount: NumericSchema.optional(),
  store_discount_amount: NumericSchema,
  total_tax_amount: NumericSchema,
  delivery_charge: NumericSchema,
  original_delivery_charge: NumericSchema.optional(),
  additional_charge: NumericSchema.optional(),
  dm_tips: NumericSchema,
  partially_paid_amount: NumericSchema.optional(),
  payment_status: z.string(),
  payment_method: z.string(),
  order_status: z.string(),
  order_type: z.string(),
  store_id: IdSchema.nullable(),
  zone_id: IdSchema,
  module_id: IdSchema,
  module_type: z.string(),
  distance: NumericSchema.optional(),
  delivery_address: OrderAddressSchema.nullable(),
  receiver_details: OrderAddressSchema.nullable(),
  parcel_category: ParcelCategoryRefSchema.nullable().optional(),
  charge_payer: z.string().nullable().optional(),
  schedule_at: z.string().nullable(),
  scheduled: FlagSchema,
  order_note: z.string().nullable().optional(),
  delivery_instruction: z.string().nullable().optional(),
  unavailable_item_note: z.string().nullable().optional(),
  cutlery: z.boolean().optional(),
  prescription_order: z.boolean(),
  order_attachment_full_url: z.array(z.string()),
  cancellation_reason: z.string().nullable(),
  canceled_by: z.string().nullable().optional(),
  details_count: z.number(),
  store: OrderStoreSchema.nullable(),
  delivery_man: DeliveryManSchema.nullable(),
  pending: z.string().nullable(),
  confirmed: z.string().nullable(),
  picked_up: z.string().nullable(),
  delivered: z.string().nullable(),
  canceled: z.string().nullable(),
  failed: z.string().nullable(),
  refunded: z.string().nullable().optional(),
  /** The proof of an offline payment, once submitted. */
  offline_payment: OfflinePaymentInfoSchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /customer/order/list (history) and /customer/order/running-orders. */
export const OrderListResponseSchema = PaginationMetaSchema.extend({
  orders: z.array(OrderSchema),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** GET /customer/order/track: the order with its delivery man's position. */
export const OrderTrackSchema = OrderSchema;

export const OrderAddOnSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: NumericSchema,
  quantity: z.number(),
});

/** One line of GET /customer/order/details: the item as ordered, unit price before the discount. */
export const OrderDetailLineSchema = z.object({
  id: IdSchema,
  order_id: IdSchema,
  item_id: IdSchema,
  item_details: ItemSchema,
  variation: z.array(CartVariationSchema),
  add_ons: z.array(OrderAddOnSchema),
  price: NumericSchema,
  quantity: z.number(),
  discount_on_item: NumericSchema,
  total_add_on_price: NumericSchema,
  tax_amount: NumericSchema,
  created_at: z.string(),
});
export const OrderDetailsSchema = z.array(OrderDetailLineSchema);
export type OrderDetailLine = z.infer<typeof OrderDetailLineSchema>;

/** POST /customer/order/place, /customer/order/prescription/place. `total_ammount` is spelled as the platform spells it. */
export const PlaceOrderResponseSchema = z.object({
  message: z.string(),
  order_id: IdSchema,
  total_ammount: NumericSchema,
  order_status: z.string().optional(),
  payment_status: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** GET /customer/order/cancellation-reasons?offset&limit&type */
export const CancellationReasonsResponseSchema = PaginationMetaSchema.partial().extend({
  total_size: NumericSchema,
  data: z.array(z.object({ id: IdSchema, reason: z.string() })),
});
export type CancellationReasonsResponse = z.infer<typeof CancellationReasonsResponseSchema>;

const id = (name: string) =>
  z.coerce
    .number({ message: `The ${name} field is required.` })
    .int()
    .positive(`The ${name} field is required.`);

/** PUT /customer/order/cancel (or POST with _method=put) */
export const CancelOrderPayloadSchema = z.object({
  order_id: id('order id'),
  reason: z.string().trim().max(255).optional(),
  guest_id: IdSchema.optional(),
});

/** PUT /customer/order/payment-method (or POST with _method=put): a failed digital payment to cash on delivery. */
export const SwitchPaymentPayloadSchema = z.object({
  order_id: id('order id'),
  guest_id: IdSchema.optional(),
});

/** GET /customer/order/payment-options?order_id=: what the owner of a failed order may switch to. */
export const OrderPaymentOptionsSchema = z.object({
  /** The order's zone and amount allow switching its failed payment to cash on delivery. */
  cash_on_delivery: z.boolean(),
});
export type OrderPaymentOptions = z.infer<typeof OrderPaymentOptionsSchema>;

/** Order placement (JSON, form or multipart; numbers may arrive as strings). */
export const PlaceOrderPayloadSchema = z.object({
  order_amount: z.coerce.number().max(1_000_000_000).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'The selected payment method is invalid.' }),
  order_type: z.enum(ORDER_TYPES, { message: 'The selected order type is invalid.' }),
  store_id: z.coerce.number().int().positive().optional(),
  distance: z.coerce.number().min(0).max(20_000).optional(),
  address: z.string().trim().max(500).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  address_type: z.string().trim().max(100).optional(),
  floor: z.string().max(100).optional(),
  road: z.string().max(100).optional(),
  house: z.string().max(100).optional(),
  contact_person_name: z.string().trim().max(100).optional(),
  contact_person_number: z.string().trim().max(30).optional(),
  contact_person_email: z.string().trim().max(255).optional(),
  dm_tips: z.coerce.number().min(0, 'The dm tips must be at least 0.').max(10000).default(0),
  coupon_code: z.string().trim().max(50).optional(),
  schedule_at: z.string().trim().max(40, 'The schedule at is not a valid date.').optional(),
  partial_payment: FlagSchema.optional(),
  cutlery: FlagSchema.optional(),
  order_note: z.string().max(1000).optional(),
  delivery_instruction: z.string().max(1000).optional(),
  unavailable_item_note: z.string().max(1000).optional(),
  parcel_category_id: z.coerce.number().int().positive().optional(),
  receiver_details: z.unknown().optional(),
  charge_payer: z.enum(['sender', 'receiver']).optional(),
  is_buy_now: FlagSchema.optional(),
  cart: z.unknown().optional(),
  guest_id: IdSchema.optional(),
  /** Guests: also create an account with the contact's name, phone and email and this password. */
  create_new_user: FlagSchema.optional(),
  password: NewPasswordSchema.optional(),
  /** A test card: 4000000000000002 declines, so the digital payment fails. */
  test_card: z.string().trim().max(30).optional(),
});
export type PlaceOrderPayload = z.input<typeof PlaceOrderPayloadSchema>;

/**
 * POST /customer/order/quote takes what placing would send (no payment needed) and answers the bill
 * placing it now would charge, computed by the same code; nothing is saved.
 */
export const OrderQuotePayloadSchema = PlaceOrderPayloadSchema.extend({
  payment_method: PlaceOrderPayloadSchema.shape.payment_method.default('cash_on_delivery'),
});
export type OrderQuotePayload = z.input<typeof OrderQuotePayloadSchema>;

export const OrderQuoteSchema = z.object({
  /** Items at their undiscounted price. */
  item_total: NumericSchema,
  add_on_total: NumericSchema,
  discount_on_items: NumericSchema,
  /** Items and add-ons less the item discounts. */
  subtotal: NumericSchema,
  coupon_discount: NumericSchema,
  coupon_title: z.string().nullable(),
  /** The new-customer discount, on a first order. */
  first_order_discount: NumericSchema.default(0),
  tax: NumericSchema,
  /** The charge for the distance and vehicle before any free delivery. */
  original_delivery_charge: NumericSchema,
  delivery_charge: NumericSchema,
  /** The business's service charge on every order. */
  additional_charge: NumericSchema,
  dm_tips: NumericSchema,
  total: NumericSchema,
  /** What the wallet pays of the total (the wallet method, or partial payment); the rest is due. */
  wallet_used: NumericSchema.default(0),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

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
  contact_person_name: z.nullable(z.string()),
  contact_person_number: z.nullable(z.string()),
  contact_person_email: z.optional(z.nullable(z.string())),
  address_type: z.optional(z.nullable(z.string())),
  address: z.nullable(z.string()),
  latitude: z.nullable(NumericSchema),
  longitude: z.nullable(NumericSchema),
  floor: z.optional(z.nullable(z.string())),
  road: z.optional(z.nullable(z.string())),
  house: z.optional(z.nullable(z.string())),
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
  rating_count: z.optional(z.number()),
  lat: NumericSchema,
  lng: NumericSchema,
});
export type DeliveryMan = z.infer<typeof DeliveryManSchema>;

export const OrderStoreSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  address: z.nullable(z.string()),
  logo_full_url: ImageUrlSchema,
  cover_photo_full_url: z.optional(ImageUrlSchema),
  latitude: NumericSchema,
  longitude: NumericSchema,
  delivery_time: z.optional(z.nullable(z.string())),
});

export const ParcelCategoryRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
});

/** An order as lists, tracking and the order dialogs read it. */
/**
 * The money of a cancelled paid order going back: to the customer's wallet at once, or to the
 * card through the payment provider (pending until the provider has made it).
 */
export const OrderRefundSchema = z.object({
  amount: NumericSchema,
  destination: z.enum(['wallet', 'card']),
  status: z.enum(['pending', 'succeeded']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** The customer's refund request of a delivered order, and where the shop's review of it stands. */
export const OrderRefundRequestSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  note: z.nullable(z.string()),
  image_count: z.number(),
  created_at: z.string(),
});
export type OrderRefundRequest = z.infer<typeof OrderRefundRequestSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  user_id: z.nullable(IdSchema),
  is_guest: z.boolean(),
  order_amount: NumericSchema,
  coupon_code: z.nullable(z.string()),
  coupon_discount_amount: NumericSchema,
  coupon_discount_title: z.optional(z.nullable(z.string())),
  /** The new-customer discount of a first order. */
  first_order_discount: z.optional(NumericSchema),
  store_discount_amount: NumericSchema,
  total_tax_amount: NumericSchema,
  delivery_charge: NumericSchema,
  original_delivery_charge: z.optional(NumericSchema),
  additional_charge: z.optional(NumericSchema),
  dm_tips: NumericSchema,
  partially_paid_amount: z.optional(NumericSchema),
  payment_status: z.string(),
  payment_method: z.string(),
  order_status: z.string(),
  order_type: z.string(),
  store_id: z.nullable(IdSchema),
  zone_id: IdSchema,
  module_id: IdSchema,
  module_type: z.string(),
  distance: z.optional(NumericSchema),
  delivery_address: z.nullable(OrderAddressSchema),
  receiver_details: z.nullable(OrderAddressSchema),
  parcel_category: z.optional(z.nullable(ParcelCategoryRefSchema)),
  charge_payer: z.optional(z.nullable(z.string())),
  schedule_at: z.nullable(z.string()),
  scheduled: FlagSchema,
  order_note: z.optional(z.nullable(z.string())),
  delivery_instruction: z.optional(z.nullable(z.string())),
  unavailable_item_note: z.optional(z.nullable(z.string())),
  cutlery: z.optional(z.boolean()),
  prescription_order: z.boolean(),
  order_attachment_full_url: z.array(z.string()),
  cancellation_reason: z.nullable(z.string()),
  canceled_by: z.optional(z.nullable(z.string())),
  details_count: z.number(),
  store: z.nullable(OrderStoreSchema),
  delivery_man: z.nullable(DeliveryManSchema),
  pending: z.nullable(z.string()),
  confirmed: z.nullable(z.string()),
  picked_up: z.nullable(z.string()),
  delivered: z.nullable(z.string()),
  canceled: z.nullable(z.string()),
  failed: z.nullable(z.string()),
  refunded: z.optional(z.nullable(z.string())),
  refund: z.optional(z.nullable(OrderRefundSchema)),
  refund_request: z.optional(z.nullable(OrderRefundRequestSchema)),
  /** The cashback credited to the wallet when the order was delivered (0 when none was due). */
  cashback_amount: z.optional(NumericSchema),
  /** The proof of an offline payment, once submitted. */
  offline_payment: z.optional(z.nullable(OfflinePaymentInfoSchema)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /customer/order/list (history) and /customer/order/running-orders. */
export const OrderListResponseSchema = z.extend(PaginationMetaSchema, {
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
  order_status: z.optional(z.string()),
  payment_status: z.optional(z.string()),
  /** A digital order's payment page at the provider: the browser goes there to pay. */
  payment_url: z.optional(z.string()),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** GET /customer/order/cancellation-reasons?offset&limit&type */
export const CancellationReasonsResponseSchema = z.extend(z.partial(PaginationMetaSchema), {
  total_size: NumericSchema,
  data: z.array(z.object({ id: IdSchema, reason: z.string() })),
});
export type CancellationReasonsResponse = z.infer<typeof CancellationReasonsResponseSchema>;

const id = (name: string) =>
  z.coerce
    .number({ message: `The ${name} field is required.` })
    .check(z.int(), z.positive(`The ${name} field is required.`));

/** PUT /customer/order/cancel (or POST with _method=put) */
export const CancelOrderPayloadSchema = z.object({
  order_id: id('order id'),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  guest_id: z.optional(IdSchema),
});

/** PUT /customer/order/payment-method (or POST with _method=put): a failed digital payment to cash on delivery. */
export const SwitchPaymentPayloadSchema = z.object({
  order_id: id('order id'),
  guest_id: z.optional(IdSchema),
});

/**
 * POST /customer/order/payment/retry (body as SwitchPaymentPayloadSchema): a new payment page at
 * the provider for the same order, whose online payment failed; the order waits for it again.
 */
export const PaymentPageSchema = z.object({ payment_url: z.string() });
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

/**
 * POST /customer/order/payment/leave (body as SwitchPaymentPayloadSchema): the customer left the
 * provider's page unpaid; it is ended there, and the order fails once the provider says so. The
 * order's payment state as it is after that.
 */
export const PaymentStateSchema = z.object({ order_status: z.string(), payment_status: z.string() });
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** GET /customer/order/payment-options?order_id=: what the owner of a failed order may switch to. */
export const OrderPaymentOptionsSchema = z.object({
  /** The order's zone and amount allow switching its failed payment to cash on delivery. */
  cash_on_delivery: z.boolean(),
});
export type OrderPaymentOptions = z.infer<typeof OrderPaymentOptionsSchema>;

/** Order placement (JSON, form or multipart; numbers may arrive as strings). */
export const PlaceOrderPayloadSchema = z.object({
  order_amount: z.optional(z.coerce.number().check(z.maximum(1_000_000_000))),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'The selected payment method is invalid.' }),
  order_type: z.enum(ORDER_TYPES, { message: 'The selected order type is invalid.' }),
  store_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  distance: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(20_000))),
  address: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  latitude: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
  address_type: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  floor: z.optional(z.string().check(z.maxLength(100))),
  road: z.optional(z.string().check(z.maxLength(100))),
  house: z.optional(z.string().check(z.maxLength(100))),
  contact_person_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  contact_person_number: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  contact_person_email: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  dm_tips: z._default(z.coerce.number().check(z.minimum(0, 'The dm tips must be at least 0.'), z.maximum(10000)), 0),
  coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  schedule_at: z.optional(z.string().check(z.trim(), z.maxLength(40, 'The schedule at is not a valid date.'))),
  partial_payment: z.optional(FlagSchema),
  cutlery: z.optional(FlagSchema),
  order_note: z.optional(z.string().check(z.maxLength(1000))),
  delivery_instruction: z.optional(z.string().check(z.maxLength(1000))),
  unavailable_item_note: z.optional(z.string().check(z.maxLength(1000))),
  parcel_category_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  receiver_details: z.optional(z.unknown()),
  charge_payer: z.optional(z.enum(['sender', 'receiver'])),
  is_buy_now: z.optional(FlagSchema),
  cart: z.optional(z.unknown()),
  guest_id: z.optional(IdSchema),
  /** Guests: also create an account with the contact's name, phone and email and this password. */
  create_new_user: z.optional(FlagSchema),
  password: z.optional(NewPasswordSchema),
  /** A test card: 4000000000000002 declines, so the digital payment fails. */
});
export type PlaceOrderPayload = z.input<typeof PlaceOrderPayloadSchema>;

/**
 * POST /customer/order/quote takes what placing would send (no payment needed) and answers the bill
 * placing it now would charge, computed by the same code; nothing is saved.
 */
export const OrderQuotePayloadSchema = z.extend(PlaceOrderPayloadSchema, {
  payment_method: z._default(PlaceOrderPayloadSchema.shape.payment_method, 'cash_on_delivery'),
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
  coupon_title: z.nullable(z.string()),
  /** The new-customer discount, on a first order. */
  first_order_discount: z._default(NumericSchema, 0),
  tax: NumericSchema,
  /** The charge for the distance and vehicle before any free delivery. */
  original_delivery_charge: NumericSchema,
  delivery_charge: NumericSchema,
  /** The business's service charge on every order. */
  additional_charge: NumericSchema,
  dm_tips: NumericSchema,
  total: NumericSchema,
  /** What the wallet pays of the total (the wallet method, or partial payment); the rest is due. */
  wallet_used: z._default(NumericSchema, 0),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

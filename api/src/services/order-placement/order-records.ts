// Writing a placed order: the row's defaults, its lifecycle fields, the save with stock/wallet/cart, the reply.
import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { InsufficientBalanceError, moveWallet } from '../../db/queries/account';
import { deleteCartRows, ownerLockKey, type CartOwner, type CartRow } from '../../db/queries/carts';
import { holdLocks } from '../../db/queries/locks';
import {
  customerLockKeys,
  customerOrderCount,
  deliveryMenOfZone,
  insertAttachments,
  insertOrder,
  updateOrder,
  type CouponRow,
  type CustomerKey,
} from '../../db/queries/orders';
import type { Database } from '../../db/schema';
import { addFlashSold, moveStock, OutOfStockError } from '../../db/queries/stock';
import type { AppContext } from '../../lib/context';
import { contactEmailOf, markOrderPaymentFailed } from '../../db/queries/payments';
import { httpError } from '../../lib/errors';
import type { UploadedImage } from '../../lib/uploads';
import { OUT_OF_STOCK, VARIATION_OUT_OF_STOCK } from '../cart-pricing';
import { checkCouponLimits } from '../coupons';
import { startOrderPayment } from '../payments/order-payments';
import {
  ORDER_PLACED_MESSAGE,
  WALLET_SHORT_MESSAGE,
  type PaymentOutcome,
  type PlaceOrderResponse,
} from './placement-rules';
import { round2 } from '../../lib/money';

type NewOrder = Insertable<Database['orders']>;

/** More to write with the order, in its transaction (a guest's new account): all or nothing is saved. */
export type WithOrder = (trx: Kysely<Database>, orderId: number) => Promise<void>;

/**
 * A concurrent order took the last units or the wallet balance this one was checked against: the
 * same refusal as the check before, and the transaction has rolled back.
 */
function refusal(error: unknown): never {
  if (error instanceof OutOfStockError) {
    throw error.variationType !== null && error.left <= 0
      ? httpError(403, 'variation_stock_out', VARIATION_OUT_OF_STOCK)
      : httpError(403, 'stock_out', OUT_OF_STOCK);
  }
  if (error instanceof InsufficientBalanceError) throw httpError(403, 'payment_method', WALLET_SHORT_MESSAGE);
  throw error;
}

/** What the order was checked against before its transaction, checked again inside it under the customer's lock. */
export interface OrderLimits {
  customer: CustomerKey;
  coupon: CouponRow | null;
  /** Whether the bill took the new-customer discount: only a first order may. */
  firstOrderDiscount: boolean;
}

export const FIRST_ORDER_DISCOUNT_MESSAGE = 'The new-customer discount is for the first order only.';
export const CART_CHANGED_MESSAGE =
  'Your cart changed while the order was being placed. Please check it and try again.';

/**
 * Holds the customer's (and a capped coupon's) locks and checks the per-customer limits again, so
 * of concurrent orders only as many as the limits allow are written, whichever instance takes them.
 */
async function confirmLimits(trx: Kysely<Database>, limits: OrderLimits): Promise<void> {
  const { customer, coupon } = limits;
  await holdLocks(trx, [
    ...customerLockKeys(customer),
    ...(coupon?.total_limit != null ? [`coupon:${coupon.code}`] : []),
  ]);
  if (coupon) await checkCouponLimits(trx, coupon, customer);
  if (limits.firstOrderDiscount && (await customerOrderCount(trx, customer)) > 0) {
    throw httpError(403, 'first_order_discount', FIRST_ORDER_DISCOUNT_MESSAGE);
  }
}

/**
 * Takes the cart lines the order was priced from: all of them, or the order is refused (another
 * order took them, or the customer changed the cart meanwhile).
 */
async function takeCartLines(trx: Kysely<Database>, owner: CartOwner, ids: number[]): Promise<CartRow[]> {
  const taken = await deleteCartRows(trx, owner, ids);
  if (taken.length === 0) throw httpError(403, 'cart', 'Your cart is empty.');
  if (taken.length !== ids.length) throw httpError(409, 'cart', CART_CHANGED_MESSAGE);
  return taken;
}

/** An online order keeps the lines it took until its payment settles (back in the cart if cancelled unpaid). */
const heldCart = (order: NewOrder, taken: CartRow[]): string | null =>
  order.payment_method === 'digital_payment' && taken.length > 0
    ? JSON.stringify(taken.map(({ id: _id, ...line }) => line))
    : null;

/** Writes the order with its lines, takes the stock and the wallet share and the cart lines: all or nothing. */
export async function saveOrder(
  ctx: AppContext,
  owner: CartOwner,
  order: NewOrder,
  details: Omit<Insertable<Database['order_details']>, 'order_id'>[],
  extra: {
    stock: { item_id: number; quantity: number; variationType: string | null }[];
    /** Flash-sale units sold by this order. */
    flashSold?: { id: number; quantity: number }[];
    /** The stored cart's lines the order was priced from; null for a buy-now or parcel order. */
    cartLineIds: number[] | null;
    attachments?: UploadedImage[];
    withOrder?: WithOrder;
    limits?: OrderLimits;
  },
): Promise<number> {
  const men = await deliveryMenOfZone(ctx.db, order.zone_id);
  const now = ctx.now();
  const saving = ctx.db.transaction().execute(async (trx) => {
    if (extra.limits) await confirmLimits(trx, extra.limits);
    else await holdLocks(trx, [ownerLockKey(owner)]);
    const taken = extra.cartLineIds ? await takeCartLines(trx, owner, extra.cartLineIds) : [];
    const id = await insertOrder(trx, { ...order, held_cart: heldCart(order, taken) }, details);
    const man = men.length > 0 ? men[id % men.length] : undefined;
    if (man && order.order_type !== 'take_away') await updateOrder(trx, id, { delivery_man_id: man.id });
    await moveStock(trx, extra.stock, -1);
    await addFlashSold(trx, extra.flashSold ?? []);
    if (owner.type === 'user' && (order.wallet_paid ?? 0) > 0) {
      await moveWallet(
        trx,
        owner.id,
        {
          credit: 0,
          debit: order.wallet_paid ?? 0,
          type: order.payment_method === 'wallet' ? 'order_place' : 'partial_payment',
          reference: String(id),
          transactionId: crypto.randomUUID(),
        },
        now,
      );
    }
    if (extra.attachments) await insertAttachments(trx, id, extra.attachments);
    if (extra.withOrder) await extra.withOrder(trx, id);
    return id;
  });
  return saving.catch(refusal);
}

/** A new order row: every column at its default, then the given fields. */
export function baseOrder(
  now: Date,
  owner: CartOwner,
  fields: Partial<NewOrder> & Pick<NewOrder, 'module_id' | 'zone_id' | 'order_type' | 'payment_method'>,
): NewOrder {
  const stamp = now.toISOString();
  return {
    owner_type: owner.type,
    owner_id: owner.id,
    store_id: null,
    order_status: 'pending',
    payment_status: 'unpaid',
    order_amount: 0,
    item_total: 0,
    discount_on_items: 0,
    coupon_code: null,
    coupon_discount_amount: 0,
    coupon_discount_title: null,
    first_order_discount: 0,
    delivery_charge: 0,
    original_delivery_charge: 0,
    additional_charge: 0,
    dm_tips: 0,
    total_tax_amount: 0,
    wallet_paid: 0,
    distance: 0,
    delivery_address: null,
    receiver_details: null,
    parcel_category_id: null,
    charge_payer: null,
    schedule_at: null,
    scheduled: 0,
    order_note: null,
    delivery_instruction: null,
    unavailable_item_note: null,
    cutlery: 0,
    prescription_order: 0,
    delivery_man_id: null,
    lifecycle_started_at: stamp,
    cancellation_reason: null,
    canceled_by: null,
    review_reminder_dismissed: 0,
    pending: stamp,
    confirmed: null,
    picked_up: null,
    delivered: null,
    canceled: null,
    failed: null,
    refunded: null,
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

/** Status, payment and schedule columns: a failed payment never starts the order's clock. */
export const lifecycleFields = (outcome: PaymentOutcome, now: Date, schedule: Date | null) => ({
  order_status: outcome.order_status,
  payment_status: outcome.payment_status,
  wallet_paid: outcome.wallet_paid,
  lifecycle_started_at: outcome.awaitingPayment ? null : (schedule ?? now).toISOString(),
  failed: null,
  schedule_at: schedule ? schedule.toISOString() : null,
  scheduled: schedule ? 1 : 0,
});

/**
 * The reply to a placed order; one paid online carries its payment page. When the provider cannot
 * make one, the order fails as a declined payment would (the customer may then switch to cash).
 */
export async function placedReply(
  ctx: AppContext,
  orderId: number,
  total: number,
  outcome: PaymentOutcome,
): Promise<PlaceOrderResponse> {
  const reply = {
    message: ORDER_PLACED_MESSAGE,
    order_id: orderId,
    total_ammount: total,
    order_status: outcome.order_status,
    payment_status: outcome.payment_status,
  };
  if (!outcome.awaitingPayment || !ctx.payments) return reply;
  const email = await contactEmailOf(ctx.db, orderId);
  try {
    const amountDue = round2(total - outcome.wallet_paid);
    const url = await startOrderPayment(ctx, ctx.payments, { id: orderId, attempt: 1, amountDue, email });
    return { ...reply, payment_url: url };
  } catch (error) {
    ctx.log.error(error, 'payment page not made');
    await markOrderPaymentFailed(ctx.db, orderId, ctx.now().toISOString());
    return { ...reply, order_status: 'failed', payment_status: 'failed' };
  }
}

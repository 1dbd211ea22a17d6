// The rules every order placement applies: settings, payment method and outcome, schedule, item hours, stock.
import type { z } from 'zod';
import type { Wire } from '@storefront/shared/contract/common';
import {
  SCHEDULE_WINDOW_DAYS,
  type PlaceOrderPayloadSchema,
  type PlaceOrderResponseSchema,
} from '@storefront/shared/contract/order';
import type { CartOwner } from '../../db/queries/carts';
import { getSetting, type ZoneRow } from '../../db/queries/catalogue';
import type { BusinessSettings } from '../../db/business-settings';
import type { AppContext } from '../../lib/context';
import { forbidden, httpError, notFound } from '../../lib/errors';
import type { Point } from '../../lib/geo';
import { businessInstant } from '../../lib/time';
import { checkLimits } from '../cart-pricing';
import { availableAt } from '../special-prices';
import type { Line } from './order-lines';
import { round2 } from '../../lib/money';

export type PlaceOrderPayload = z.output<typeof PlaceOrderPayloadSchema>;
export type PlaceOrderResponse = Wire<typeof PlaceOrderResponseSchema>;

export const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method';
export const COD_UNAVAILABLE_MESSAGE = 'Cash on delivery is not available in this zone.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image.';
export const WALLET_SHORT_MESSAGE = 'Insufficient balance in your wallet.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available yet. Please choose another payment method.';

/** Digital payment needs a payment provider (services/payments): without one it is refused (503). */
export const paymentUnavailable = (message = PAYMENT_UNAVAILABLE_MESSAGE) =>
  httpError(503, 'payment_unavailable', message);

export const zoneRing = (z: ZoneRow): Point[] => JSON.parse(z.coordinates) as Point[];
export const required = (code: string, message: string) => httpError(422, code, message);

export async function businessSettings(ctx: AppContext): Promise<BusinessSettings> {
  const s = await getSetting<BusinessSettings>(ctx.db, 'business');
  if (!s) throw notFound('Configuration not found.');
  return s;
}

/** The business settings, once a guest is known to be allowed to check out. */
export async function checkoutSettings(ctx: AppContext, owner: CartOwner): Promise<BusinessSettings> {
  const settings = await businessSettings(ctx);
  if (owner.type === 'guest' && settings.guest_checkout_status !== 1) {
    throw forbidden('guest_id', 'Guest checkout is not available.');
  }
  return settings;
}

/** Payment rules of the zone: the method must be on there, and cash on delivery has a ceiling. */
export function checkPayment(
  method: string,
  zone: ZoneRow,
  settings: BusinessSettings,
  amountDue: number,
  owner: CartOwner,
): void {
  if (method === 'cash_on_delivery') {
    if (zone.cash_on_delivery !== 1 || !settings.cash_on_delivery) {
      throw httpError(403, 'payment_method', COD_UNAVAILABLE_MESSAGE);
    }
    if (zone.max_cod_order_amount !== null && amountDue > zone.max_cod_order_amount) {
      throw httpError(403, 'payment_method', COD_LIMIT_MESSAGE);
    }
  } else if (method === 'digital_payment') {
    if (zone.digital_payment !== 1 || !settings.digital_payment) {
      throw httpError(403, 'payment_method', 'Digital payment is not available in this zone.');
    }
  } else if (method === 'offline_payment') {
    if (zone.offline_payment !== 1 || settings.offline_payment_status !== 1) {
      throw httpError(403, 'payment_method', 'Offline payment is not available in this zone.');
    }
  } else if (method === 'wallet' && owner.type !== 'user') {
    throw httpError(403, 'payment_method', 'Sign in to pay with your wallet.');
  }
}

/**
 * The instant a schedule_at names: one with a zone or offset as written; the platform's plain
 * 'YYYY-MM-DD HH:mm:ss' is a wall-clock time of the business zone, not of the server's.
 */
export function scheduleInstant(text: string): Date {
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  return plain ? businessInstant(plain[1]!, plain[2]) : new Date(text);
}

export const SCHEDULE_TOO_FAR_MESSAGE = `The schedule at must be within ${SCHEDULE_WINDOW_DAYS} days from now.`;
export const STORE_CLOSED_AT_SCHEDULE_MESSAGE =
  'The store is closed at the scheduled time. Choose a time within its opening hours.';

/** The order's schedule, or null for an order wanted now (a minute in the past still counts as now). */
export function scheduleOf(body: PlaceOrderPayload, now: Date): Date | null {
  if (!body.schedule_at) return null;
  const at = scheduleInstant(body.schedule_at);
  if (Number.isNaN(at.getTime())) throw required('schedule_at', 'The schedule at is not a valid date.');
  if (at.getTime() < now.getTime() - 60_000) throw required('schedule_at', 'The schedule at must be a date after now.');
  if (at.getTime() > now.getTime() + SCHEDULE_WINDOW_DAYS * 86_400_000) {
    throw required('schedule_at', SCHEDULE_TOO_FAR_MESSAGE);
  }
  return at.getTime() <= now.getTime() ? null : at;
}

/** Items (and campaign items) are ordered for a time within their daily hours: now, or the schedule. */
export function checkAvailability(lines: Line[], at: Date): void {
  for (const { item, campaign } of lines) {
    const window = campaign
      ? { starts: campaign.start_time, ends: campaign.end_time }
      : { starts: item.available_time_starts, ends: item.available_time_ends };
    if (!availableAt(window, at)) {
      throw forbidden(
        'item_unavailable',
        `${item.name} is available from ${window.starts.slice(0, 5)} to ${window.ends.slice(0, 5)}. Schedule the order for then.`,
      );
    }
  }
}

const variationTypeOf = (line: Line): string | null =>
  line.request.variation.find((v): v is { type: string } => 'type' in v)?.type ?? null;

/** Stock and per-order limits across every line of the order, from totals per item and per variation. */
export function checkStock(lines: Line[], moduleType: string): void {
  const byItem = new Map<number, number>();
  const byVariation = new Map<string, number>();
  const variationKey = (line: Line, type: string) => JSON.stringify([line.item.id, type]);
  for (const line of lines) {
    const type = variationTypeOf(line);
    byItem.set(line.item.id, (byItem.get(line.item.id) ?? 0) + line.request.quantity);
    if (type !== null) {
      const key = variationKey(line, type);
      byVariation.set(key, (byVariation.get(key) ?? 0) + line.request.quantity);
    }
  }
  for (const line of lines) {
    const variationType = variationTypeOf(line);
    const { quantity } = line.request;
    const otherQuantity = (byItem.get(line.item.id) ?? 0) - quantity;
    const otherVariation =
      variationType === null ? 0 : (byVariation.get(variationKey(line, variationType)) ?? 0) - quantity;
    const error = checkLimits(line.item, moduleType, { quantity, variationType }, otherQuantity, otherVariation);
    if (error) throw error;
  }
}

export interface PaymentOutcome {
  payment_status: string;
  order_status: string;
  wallet_paid: number;
  /** Paid online: the order waits, off the clock, for the provider's word (services/payments). */
  awaitingPayment?: boolean;
}

/** What the wallet pays of an order: all of it with the wallet method, its balance when paying partly. */
export function walletShare(body: PlaceOrderPayload, owner: CartOwner, total: number, walletBalance: number): number {
  if (owner.type !== 'user') return 0;
  if (body.payment_method === 'wallet') return walletBalance >= total ? total : 0;
  return body.partial_payment === 1 && walletBalance > 0 && walletBalance < total ? walletBalance : 0;
}

function paymentOutcome(
  body: PlaceOrderPayload,
  owner: CartOwner,
  total: number,
  walletBalance: number,
): PaymentOutcome {
  if (body.payment_method === 'wallet') {
    if (walletBalance < total) throw httpError(403, 'payment_method', WALLET_SHORT_MESSAGE);
    return { payment_status: 'paid', order_status: 'pending', wallet_paid: total };
  }
  const walletPaid = walletShare(body, owner, total, walletBalance);
  return {
    payment_status: walletPaid > 0 ? 'partially_paid' : 'unpaid',
    order_status: 'pending',
    wallet_paid: walletPaid,
    // Paid on the provider's page: the order waits for its signed word (services/payments).
    ...(body.payment_method === 'digital_payment' ? { awaitingPayment: true } : {}),
  };
}

export async function walletBalanceOf(ctx: AppContext, owner: CartOwner): Promise<number> {
  if (owner.type !== 'user') return 0;
  const row = await ctx.db.selectFrom('users').select('wallet_balance').where('id', '=', owner.id).executeTakeFirst();
  return row?.wallet_balance ?? 0;
}

/** How the order's total is paid; the zone's rules apply to what the wallet leaves to pay. */
export async function decidePayment(
  ctx: AppContext,
  owner: CartOwner,
  body: PlaceOrderPayload,
  total: number,
  zone: ZoneRow,
  settings: BusinessSettings,
): Promise<PaymentOutcome> {
  if (body.payment_method === 'digital_payment' && !ctx.payments) throw paymentUnavailable();
  const wallet = await walletBalanceOf(ctx, owner);
  const outcome = paymentOutcome(body, owner, total, wallet);
  checkPayment(body.payment_method, zone, settings, round2(total - outcome.wallet_paid), owner);
  return outcome;
}

import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import { AddToCartPayloadSchema, type CartVariation } from '../../../shared/src/contract/cart';
import type { Wire } from '../../../shared/src/contract/common';
import {
  CancelOrderPayloadSchema,
  PlaceOrderPayloadSchema,
  SwitchPaymentPayloadSchema,
  type CancellationReasonsResponseSchema,
  type OrderListResponseSchema,
  type PlaceOrderResponseSchema,
} from '../../../shared/src/contract/order';
import { ReceiverDetailsSchema } from '../../../shared/src/contract/parcel';
import { moveWallet } from '../db/queries/account';
import { cartRows, type CartOwner } from '../db/queries/carts';
import {
  addOnsByIds,
  getSetting,
  getStoreByIdOrSlug,
  itemsByIds,
  listModuleZones,
  listZones,
  schedulesByStoreIds,
  type ItemRow,
  type ModuleRow,
  type StoreRow,
  type ZoneRow,
} from '../db/queries/catalogue';
import {
  cancellationReasons,
  deliveryMenOfZone,
  insertAttachments,
  insertOrder,
  moveStock,
  orderDetails,
  ownedOrder,
  ownerOrders,
  updateOrder,
  type CouponRow,
  type OrderRow,
} from '../db/queries/orders';
import type { Database } from '../db/schema';
import type { BusinessSettings } from '../db/seed/settings';
import { findUserByEmail, findUserByPhone } from '../db/queries/users';
import { resolveOwner } from '../lib/auth';
import { hashPassword, sha256 } from '../lib/security';
import { settleLoyalty } from '../services/loyalty';
import type { AppContext } from '../lib/context';
import { forbidden, httpError, notFound, validationError } from '../lib/errors';
import { distanceMeters, pointInPolygon, type Point } from '../lib/geo';
import { requireModule } from '../lib/module';
import { bodyOf, pageOf, parseOr422, queryOf } from '../lib/request';
import { isOpenNow, storeDiscountPercent } from '../serializers/catalogue';
import { serializeOrderDetails, serializeOrders } from '../serializers/orders';
import { checkLimits, type SpecialPrice } from '../services/cart-pricing';
import {
  availableAt,
  campaignPrice,
  campaignRunning,
  flashPrices,
  getItemCampaign,
  type ItemCampaignRow,
} from '../services/special-prices';
import { CAMPAIGN_OVER_MESSAGE } from './cart';
import { canonicalPhone, samePhone } from '../lib/phone';
import { businessInstant } from '../lib/time';
import { usableCoupon } from '../services/coupons';
import { HISTORY_STATUSES, orderState } from '../services/order-lifecycle';
import { distanceCharge, priceOrder, type PricedOrder } from '../services/order-pricing';

type OrderListResponse = Wire<typeof OrderListResponseSchema>;
type PlaceOrderResponse = Wire<typeof PlaceOrderResponseSchema>;
type CancellationReasonsResponse = Wire<typeof CancellationReasonsResponseSchema>;
type PlaceOrderPayload = z.output<typeof PlaceOrderPayloadSchema>;

export const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method';
export const COD_UNAVAILABLE_MESSAGE = 'Cash on delivery is not available in this zone.';
export const PAYMENT_SWITCHED_MESSAGE = 'Payment info updated.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image.';
/** A test card that always declines. */
export const DECLINED_TEST_CARD = '4000000000000002';

const round2 = (n: number) => Math.round(n * 100) / 100;
const ring = (z: ZoneRow): Point[] => JSON.parse(z.coordinates) as Point[];
const required = (code: string, message: string) => httpError(422, code, message);

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

async function businessSettings(ctx: AppContext): Promise<BusinessSettings> {
  const s = await getSetting<BusinessSettings>(ctx.db, 'business');
  if (!s) throw notFound('Configuration not found.');
  return s;
}

/** Payment rules of the zone: the method must be on there, and cash on delivery has a ceiling. */
function checkPayment(
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

interface Contact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
}

/** The contact for the order: a guest must give it; a customer's defaults to the profile. */
async function contactOf(ctx: AppContext, owner: CartOwner, body: PlaceOrderPayload): Promise<Contact> {
  if (owner.type === 'guest') {
    if (!body.contact_person_name) throw required('contact_person_name', 'The contact person name field is required.');
    if (!body.contact_person_number) {
      throw required('contact_person_number', 'The contact person number field is required.');
    }
    return {
      contact_person_name: body.contact_person_name,
      contact_person_number: canonicalPhone(body.contact_person_number),
      contact_person_email: body.contact_person_email ?? null,
    };
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
  return {
    contact_person_name: body.contact_person_name || [user.f_name, user.l_name].filter(Boolean).join(' '),
    contact_person_number: canonicalPhone(body.contact_person_number || user.phone || ''),
    contact_person_email: body.contact_person_email ?? user.email,
  };
}

function destinationOf(body: PlaceOrderPayload): Point {
  if (!body.address) throw required('address', 'The address field is required.');
  if (body.latitude === undefined) throw required('latitude', 'The latitude field is required.');
  if (body.longitude === undefined) throw required('longitude', 'The longitude field is required.');
  return { lat: body.latitude, lng: body.longitude };
}

/**
 * The instant a schedule_at names: one with a zone or offset as written; the platform's plain
 * 'YYYY-MM-DD HH:mm:ss' is a wall-clock time of the business zone, not of the server's.
 */
function scheduleInstant(text: string): Date {
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  return plain ? businessInstant(plain[1]!, plain[2]) : new Date(text);
}

function scheduleOf(body: PlaceOrderPayload, now: Date): Date | null {
  if (!body.schedule_at) return null;
  const at = scheduleInstant(body.schedule_at);
  if (Number.isNaN(at.getTime())) throw required('schedule_at', 'The schedule at is not a valid date.');
  if (at.getTime() < now.getTime() - 60_000) throw required('schedule_at', 'The schedule at must be a date after now.');
  return at.getTime() <= now.getTime() ? null : at;
}

interface Line {
  item: ItemRow;
  request: { variation: CartVariation[]; add_on_ids: number[]; add_on_qtys: number[]; quantity: number };
  campaign: ItemCampaignRow | null;
  special?: SpecialPrice;
  flashSaleItemId?: number;
}

/** The lines to order: the stored cart of the module, or the buy-now cart in the body. */
async function linesOf(ctx: AppContext, owner: CartOwner, module: ModuleRow, body: PlaceOrderPayload): Promise<Line[]> {
  let requests: (Line['request'] & { item_id: number; campaign_id: number | null })[];
  if (body.is_buy_now === 1) {
    const raw = typeof body.cart === 'string' ? parseJson<unknown>(body.cart, null) : body.cart;
    const parsed = z.array(AddToCartPayloadSchema).min(1, 'The cart field is required.').safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    requests = [];
    for (const r of parsed.data) {
      // A campaign item is named by its campaign id (model ItemCampaign).
      const campaign = r.model === 'ItemCampaign' ? await getItemCampaign(ctx.db, r.item_id) : undefined;
      if (r.model === 'ItemCampaign' && !campaign) throw notFound('Campaign item not found.', 'item_id');
      requests.push({ ...r, item_id: campaign ? campaign.item_id : r.item_id, campaign_id: campaign?.id ?? null });
    }
  } else {
    requests = (await cartRows(ctx.db, owner, module.id)).map((r) => ({
      campaign_id: r.campaign_id,
      item_id: r.item_id,
      quantity: r.quantity,
      variation: parseJson<CartVariation[]>(r.variation, []),
      add_on_ids: parseJson<number[]>(r.add_on_ids, []),
      add_on_qtys: parseJson<number[]>(r.add_on_qtys, []),
    }));
  }
  if (requests.length === 0) throw httpError(403, 'cart', 'Your cart is empty.');
  const items = await itemsByIds(
    ctx.db,
    requests.map((r) => r.item_id),
  );
  const campaignIds = requests.flatMap((r) => (r.campaign_id === null ? [] : [r.campaign_id]));
  const campaigns =
    campaignIds.length === 0
      ? []
      : await ctx.db.selectFrom('item_campaigns').selectAll().where('id', 'in', campaignIds).execute();
  const flash = await flashPrices(
    ctx.db,
    requests.filter((r) => r.campaign_id === null).map((r) => r.item_id),
    ctx.now(),
  );
  return requests.map((r) => {
    const item = items.find((i) => i.id === r.item_id && i.status === 1);
    if (!item) throw notFound('Item not found.', 'item_id');
    const campaign = campaigns.find((c) => c.id === r.campaign_id) ?? null;
    if (r.campaign_id !== null) {
      if (!campaign || !campaignRunning(campaign, ctx.now())) throw forbidden('item_id', CAMPAIGN_OVER_MESSAGE);
      return { item, request: r, campaign, special: campaignPrice(campaign) };
    }
    const sale = flash.get(item.id);
    // The flash price holds while the sale has stock for the whole line.
    return sale && sale.available >= r.quantity
      ? { item, request: r, campaign: null, special: sale.special, flashSaleItemId: sale.id }
      : { item, request: r, campaign: null };
  });
}

/** Items (and campaign items) outside their daily hours cannot be ordered now; a scheduled order can. */
function checkAvailability(lines: Line[], now: Date): void {
  for (const { item, campaign } of lines) {
    const window = campaign
      ? { starts: campaign.start_time, ends: campaign.end_time }
      : { starts: item.available_time_starts, ends: item.available_time_ends };
    if (!availableAt(window, now)) {
      throw forbidden(
        'item_unavailable',
        `${item.name} is available from ${window.starts.slice(0, 5)} to ${window.ends.slice(0, 5)}. Schedule the order for then.`,
      );
    }
  }
}

/** Stock and per-order limits across every line of the order. */
function checkStock(lines: Line[], moduleType: string): void {
  lines.forEach((line, i) => {
    const variationType = line.request.variation.find((v): v is { type: string } => 'type' in v)?.type ?? null;
    const others = lines.filter((l, j) => j !== i && l.item.id === line.item.id);
    const otherQuantity = others.reduce((s, l) => s + l.request.quantity, 0);
    const otherVariation = others
      .filter((l) => l.request.variation.some((v) => 'type' in v && v.type === variationType))
      .reduce((s, l) => s + l.request.quantity, 0);
    const error = checkLimits(
      line.item,
      moduleType,
      { quantity: line.request.quantity, variationType },
      otherQuantity,
      otherVariation,
    );
    if (error) throw error;
  });
}

interface PaymentOutcome {
  payment_status: string;
  order_status: string;
  wallet_paid: number;
  failed: boolean;
}

function paymentOutcome(
  ctx: AppContext,
  body: PlaceOrderPayload,
  owner: CartOwner,
  total: number,
  walletBalance: number,
): PaymentOutcome {
  const method = body.payment_method;
  if (method === 'wallet') {
    if (walletBalance < total) throw httpError(403, 'payment_method', 'Insufficient balance in your wallet.');
    return { payment_status: 'paid', order_status: 'pending', wallet_paid: total, failed: false };
  }
  const partial = body.partial_payment === 1 && owner.type === 'user' && walletBalance > 0 && walletBalance < total;
  const walletPaid = partial ? walletBalance : 0;
  if (method === 'digital_payment') {
    const failed = ctx.env.paymentFail || body.test_card?.replace(/\s+/g, '') === DECLINED_TEST_CARD;
    if (failed) return { payment_status: 'failed', order_status: 'failed', wallet_paid: 0, failed: true };
    return { payment_status: 'paid', order_status: 'pending', wallet_paid: walletPaid, failed: false };
  }
  return {
    payment_status: partial ? 'partially_paid' : 'unpaid',
    order_status: 'pending',
    wallet_paid: walletPaid,
    failed: false,
  };
}

async function walletBalanceOf(ctx: AppContext, owner: CartOwner): Promise<number> {
  if (owner.type !== 'user') return 0;
  const row = await ctx.db.selectFrom('users').select('wallet_balance').where('id', '=', owner.id).executeTakeFirst();
  return row?.wallet_balance ?? 0;
}

/** Writes the order with its lines, takes the stock and the wallet share, clears the cart. */
async function saveOrder(
  ctx: AppContext,
  owner: CartOwner,
  order: Insertable<Database['orders']>,
  details: Omit<Insertable<Database['order_details']>, 'order_id'>[],
  extra: {
    stock: { item_id: number; quantity: number; variationType: string | null }[];
    /** Flash-sale units sold by this order. */
    flashSold?: { id: number; quantity: number }[];
    clearCartModule: number | null;
    attachments?: { file_name: string; mime: string; data: Buffer }[];
  },
): Promise<number> {
  const men = await deliveryMenOfZone(ctx.db, order.zone_id);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const id = await insertOrder(trx, order, details);
    const man = men.length > 0 ? men[id % men.length] : undefined;
    if (man && order.order_type !== 'take_away') await updateOrder(trx, id, { delivery_man_id: man.id });
    await moveStock(trx, extra.stock, -1);
    for (const f of extra.flashSold ?? []) {
      await trx
        .updateTable('flash_sale_items')
        .set((eb) => ({ sold: eb('sold', '+', f.quantity) }))
        .where('id', '=', f.id)
        .execute();
    }
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
    if (extra.clearCartModule !== null) {
      await trx
        .deleteFrom('carts')
        .where('owner_type', '=', owner.type)
        .where('owner_id', '=', owner.id)
        .where('module_id', '=', extra.clearCartModule)
        .execute();
    }
    if (extra.attachments) await insertAttachments(trx, id, extra.attachments);
    return id;
  });
}

function baseOrder(
  now: Date,
  owner: CartOwner,
  fields: Partial<Insertable<Database['orders']>> &
    Pick<Insertable<Database['orders']>, 'module_id' | 'zone_id' | 'order_type' | 'payment_method'>,
): Insertable<Database['orders']> {
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

const addressJson = (body: PlaceOrderPayload, contact: Contact) =>
  JSON.stringify({
    ...contact,
    address_type: body.address_type ?? 'home',
    address: body.address ?? null,
    latitude: body.latitude === undefined ? null : String(body.latitude),
    longitude: body.longitude === undefined ? null : String(body.longitude),
    floor: body.floor ?? null,
    road: body.road ?? null,
    house: body.house ?? null,
  });

interface StoreContext {
  store: StoreRow;
  zone: ZoneRow;
  settings: BusinessSettings;
  contact: Contact;
  distanceKm: number;
  schedule: Date | null;
}

/** Store, zone, contact, distance and schedule checks shared by cart and prescription orders. */
async function storeContext(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
): Promise<StoreContext> {
  const settings = await businessSettings(ctx);
  if (owner.type === 'guest' && settings.guest_checkout_status !== 1) {
    throw forbidden('guest_id', 'Guest checkout is not available.');
  }
  if (body.store_id === undefined) throw required('store_id', 'The store id field is required.');
  const store = await getStoreByIdOrSlug(ctx.db, String(body.store_id));
  if (!store) throw notFound('Store not found.', 'store_id');
  if (store.module_id !== module.id) throw forbidden('store_id', 'This store does not belong to the selected module.');
  const contact = await contactOf(ctx, owner, body);
  const zone = (await listZones(ctx.db)).find((z) => z.id === store.zone_id);
  if (!zone) throw notFound('Zone not found.', 'zone_id');
  let distanceKm = 0;
  if (body.order_type === 'delivery') {
    if (store.delivery !== 1) throw forbidden('order_type', 'This store does not deliver.');
    const point = destinationOf(body);
    if (!pointInPolygon(point, ring(zone))) {
      throw forbidden('coordinates', 'Sorry, the store does not deliver to this address.');
    }
    distanceKm = distanceMeters({ lat: store.latitude, lng: store.longitude }, point) / 1000;
  } else if (body.order_type === 'take_away' && store.take_away !== 1) {
    throw forbidden('order_type', 'This store does not offer take away.');
  }
  const now = ctx.now();
  const schedule = scheduleOf(body, now);
  if (schedule && (store.schedule_order !== 1 || !settings.schedule_order)) {
    throw forbidden('schedule_at', 'This store does not take scheduled orders.');
  }
  if (!schedule && !isOpenNow(await schedulesByStoreIds(ctx.db, [store.id]), now)) {
    throw forbidden('store_id', 'The store is closed now. Schedule the order for later.');
  }
  return { store, zone, settings, contact, distanceKm, schedule };
}

const chargesOf = (zone: ZoneRow, settings: BusinessSettings) => ({
  perKm: settings.per_km_shipping_charge,
  minimum: settings.minimum_shipping_charge,
  maximum: zone.maximum_shipping_charge,
  increasedPercent: zone.increased_delivery_fee_status === 1 ? zone.increased_delivery_fee : 0,
  freeDeliveryOver: settings.free_delivery_over > 0 ? settings.free_delivery_over : null,
});

const lifecycleFields = (outcome: PaymentOutcome, now: Date, schedule: Date | null) => ({
  order_status: outcome.order_status,
  payment_status: outcome.payment_status,
  wallet_paid: outcome.wallet_paid,
  lifecycle_started_at: outcome.failed ? null : (schedule ?? now).toISOString(),
  failed: outcome.failed ? now.toISOString() : null,
  schedule_at: schedule ? schedule.toISOString() : null,
  scheduled: schedule ? 1 : 0,
});

async function placeStoreOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
  attachments?: { file_name: string; mime: string; data: Buffer }[],
): Promise<PlaceOrderResponse> {
  const sc = await storeContext(ctx, owner, module, body);
  const { store, zone, settings } = sc;
  if (attachments && store.prescription_order !== 1) {
    throw forbidden('store_id', 'This store does not take prescription orders.');
  }
  const lines = await linesOf(ctx, owner, module, body);
  if (lines.some((l) => l.item.store_id !== store.id)) {
    throw forbidden('cart', 'Your cart holds items from another store.');
  }
  // Items that need a prescription are sold only against one, bought from the cart or directly.
  if (!attachments && store.prescription_order === 1 && lines.some((l) => l.item.is_prescription_required === 1)) {
    throw required('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE);
  }
  checkStock(lines, module.module_type);
  if (!sc.schedule) checkAvailability(lines, ctx.now());
  let coupon: CouponRow | null = null;
  if (body.coupon_code) {
    coupon = await usableCoupon(ctx, owner, body.coupon_code, { moduleId: module.id, storeId: store.id });
  }
  const addOns = await addOnsByIds(ctx.db, [...new Set(lines.flatMap((l) => l.request.add_on_ids))]);
  const now = ctx.now();
  const priced: PricedOrder = priceOrder({
    lines,
    addOns: new Map(addOns.filter((a) => a.store_id === store.id).map((a) => [a.id, a])),
    storePercent: storeDiscountPercent(store, now),
    store,
    orderType: body.order_type === 'take_away' ? 'take_away' : 'delivery',
    distanceKm: sc.distanceKm,
    charges: chargesOf(zone, settings),
    coupon,
    additionalCharge: settings.additional_charge_status === 1 ? settings.additional_charge : 0,
    dmTips: body.order_type === 'take_away' ? 0 : body.dm_tips,
  });
  if (priced.subtotal < store.minimum_order) {
    throw forbidden('order_amount', `You need to order at least ${store.minimum_order}`);
  }
  const wallet = await walletBalanceOf(ctx, owner);
  const outcome = paymentOutcome(ctx, body, owner, priced.total, wallet);
  checkPayment(body.payment_method, zone, settings, round2(priced.total - outcome.wallet_paid), owner);

  const order = baseOrder(now, owner, {
    module_id: module.id,
    store_id: store.id,
    zone_id: zone.id,
    order_type: body.order_type,
    payment_method: body.payment_method,
    order_amount: priced.total,
    item_total: priced.itemTotal,
    discount_on_items: priced.discountOnItems,
    coupon_code: coupon?.code ?? null,
    coupon_discount_amount: priced.couponDiscount,
    coupon_discount_title: priced.couponTitle,
    delivery_charge: priced.deliveryCharge,
    original_delivery_charge: priced.originalDeliveryCharge,
    additional_charge: priced.additionalCharge,
    dm_tips: priced.dmTips,
    total_tax_amount: priced.tax,
    distance: round2(sc.distanceKm),
    delivery_address: addressJson(body, sc.contact),
    order_note: body.order_note ?? null,
    delivery_instruction: body.delivery_instruction ?? null,
    unavailable_item_note: body.unavailable_item_note ?? null,
    cutlery: body.cutlery ?? 0,
    prescription_order: attachments ? 1 : 0,
    ...lifecycleFields(outcome, now, sc.schedule),
  });
  const stamp = now.toISOString();
  const id = await saveOrder(
    ctx,
    owner,
    order,
    priced.lines.map((l, i) => ({
      item_id: l.item.id,
      item_details: JSON.stringify({ name: l.item.name, image: l.item.image, price: l.item.price }),
      variation: JSON.stringify(l.variation),
      add_ons: JSON.stringify(l.addOns),
      price: l.unitBase,
      quantity: l.quantity,
      discount_on_item: l.discountOnItem,
      total_add_on_price: l.addOnTotal,
      tax_amount: l.taxAmount,
      created_at: stamp,
      campaign_id: lines[i]?.campaign?.id ?? null,
    })),
    {
      flashSold: lines.flatMap((l) =>
        l.flashSaleItemId === undefined ? [] : [{ id: l.flashSaleItemId, quantity: l.request.quantity }],
      ),
      stock: priced.lines.map((l) => ({
        item_id: l.item.id,
        quantity: l.quantity,
        variationType: l.variation.find((v): v is { type: string } => 'type' in v)?.type ?? null,
      })),
      clearCartModule: body.is_buy_now === 1 ? null : module.id,
      ...(attachments ? { attachments } : {}),
    },
  );
  return {
    message: ORDER_PLACED_MESSAGE,
    order_id: id,
    total_ammount: priced.total,
    order_status: outcome.order_status,
    payment_status: outcome.payment_status,
  };
}

async function placeParcelOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
): Promise<PlaceOrderResponse> {
  const settings = await businessSettings(ctx);
  if (owner.type === 'guest' && settings.guest_checkout_status !== 1) {
    throw forbidden('guest_id', 'Guest checkout is not available.');
  }
  if (module.module_type !== 'parcel') throw forbidden('order_type', 'Parcel orders belong to the parcel module.');
  if (body.parcel_category_id === undefined) {
    throw required('parcel_category_id', 'The parcel category id field is required.');
  }
  const category = await ctx.db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('id', '=', body.parcel_category_id)
    .where('module_id', '=', module.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!category) throw notFound('Parcel category not found.', 'parcel_category_id');
  if (body.receiver_details === undefined)
    throw required('receiver_details', 'The receiver details field is required.');
  const rawReceiver =
    typeof body.receiver_details === 'string' ? parseJson<unknown>(body.receiver_details, null) : body.receiver_details;
  const receiverResult = ReceiverDetailsSchema.safeParse(rawReceiver ?? {});
  if (!receiverResult.success) {
    const err = validationError(receiverResult.error);
    throw httpError(
      422,
      `receiver_details.${err.errors[0]?.code ?? 'body'}`,
      err.errors[0]?.message ?? 'Invalid receiver.',
    );
  }
  const receiver = receiverResult.data;
  if (!body.charge_payer) throw required('charge_payer', 'The charge payer field is required.');
  const sender = destinationOf(body);
  const contact = await contactOf(ctx, owner, body);
  const [zones, links] = await Promise.all([listZones(ctx.db), listModuleZones(ctx.db)]);
  const served = zones.filter((z) => links.some((l) => l.zone_id === z.id && l.module_id === module.id));
  const senderZone = served.find((z) => pointInPolygon(sender, ring(z)));
  const receiverPoint = { lat: receiver.latitude, lng: receiver.longitude };
  if (!senderZone || !served.some((z) => pointInPolygon(receiverPoint, ring(z)))) {
    throw forbidden('coordinates', 'Service not available in this area');
  }
  if (body.charge_payer === 'receiver' && body.payment_method !== 'cash_on_delivery') {
    throw forbidden('payment_method', 'When the receiver pays, the payment is cash on delivery.');
  }
  const now = ctx.now();
  const schedule = scheduleOf(body, now);
  const km = distanceMeters(sender, receiverPoint) / 1000;
  const charge = distanceCharge(km, {
    perKm: category.parcel_per_km_shipping_charge ?? settings.parcel_per_km_shipping_charge,
    minimum: category.parcel_minimum_shipping_charge ?? settings.parcel_minimum_shipping_charge,
    maximum: null,
    increasedPercent: senderZone.increased_delivery_fee_status === 1 ? senderZone.increased_delivery_fee : 0,
  });
  const additional = settings.additional_charge_status === 1 ? settings.additional_charge : 0;
  const total = round2(charge + body.dm_tips + additional);
  const wallet = await walletBalanceOf(ctx, owner);
  const outcome = paymentOutcome(ctx, body, owner, total, wallet);
  checkPayment(body.payment_method, senderZone, settings, round2(total - outcome.wallet_paid), owner);
  const order = baseOrder(now, owner, {
    module_id: module.id,
    zone_id: senderZone.id,
    order_type: 'parcel',
    payment_method: body.payment_method,
    order_amount: total,
    delivery_charge: charge,
    original_delivery_charge: charge,
    additional_charge: additional,
    dm_tips: body.dm_tips,
    distance: round2(km),
    delivery_address: addressJson(body, contact),
    receiver_details: JSON.stringify({
      ...receiver,
      latitude: String(receiver.latitude),
      longitude: String(receiver.longitude),
    }),
    parcel_category_id: category.id,
    charge_payer: body.charge_payer,
    order_note: body.order_note ?? null,
    delivery_instruction: body.delivery_instruction ?? null,
    ...lifecycleFields(outcome, now, schedule),
  });
  const id = await saveOrder(ctx, owner, order, [], { stock: [], clearCartModule: null });
  return {
    message: ORDER_PLACED_MESSAGE,
    order_id: id,
    total_ammount: total,
    order_status: outcome.order_status,
    payment_status: outcome.payment_status,
  };
}

const IMAGE_SIGNATURES: [string, string, (b: Buffer) => boolean][] = [
  ['image/png', 'png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', 'jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', 'gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    'webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

/** Whether a multipart form carries order attachments (a cart order with a prescription). */
const hasAttachments = (body: Record<string, unknown>) =>
  body['order_attachment[]'] !== undefined || body.order_attachment !== undefined;

/** The text fields of a body (a multipart form's files left out). */
const textFieldsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => !Buffer.isBuffer(v) && !Array.isArray(v)));

/** The uploaded images of a multipart form (at most 3; PNG, JPEG, GIF or WebP by content). */
function attachmentsOf(body: Record<string, unknown>): { file_name: string; mime: string; data: Buffer }[] {
  const raw = body['order_attachment[]'] ?? body.order_attachment;
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as unknown[];
  if (files.length === 0) throw required('order_attachment', 'The order attachment field is required.');
  if (files.length > 3) throw required('order_attachment', 'You can upload at most 3 images at a time.');
  return files.map((f) => {
    if (!Buffer.isBuffer(f)) throw required('order_attachment', 'The order attachment must be an image.');
    const kind = IMAGE_SIGNATURES.find(([, , test]) => test(f));
    if (!kind) throw required('order_attachment', 'The order attachment must be an image.');
    return { file_name: `${crypto.randomBytes(16).toString('hex')}.${kind[1]}`, mime: kind[0], data: f };
  });
}

async function placePrescriptionOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  rawBody: Record<string, unknown>,
): Promise<PlaceOrderResponse> {
  const body = parseOr422(PlaceOrderPayloadSchema, {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    ...textFieldsOf(rawBody),
  });
  const sc = await storeContext(ctx, owner, module, body);
  if (sc.store.prescription_order !== 1) {
    throw forbidden('store_id', 'This store does not take prescription orders.');
  }
  const attachments = attachmentsOf(rawBody);
  const now = ctx.now();
  const deliveryCharge =
    body.order_type === 'delivery'
      ? sc.store.free_delivery === 1
        ? 0
        : distanceCharge(sc.distanceKm, chargesOf(sc.zone, sc.settings))
      : 0;
  const additional = sc.settings.additional_charge_status === 1 ? sc.settings.additional_charge : 0;
  const tips = body.order_type === 'take_away' ? 0 : body.dm_tips;
  const total = round2(deliveryCharge + tips + additional);
  const wallet = await walletBalanceOf(ctx, owner);
  const outcome = paymentOutcome(ctx, body, owner, total, wallet);
  checkPayment(body.payment_method, sc.zone, sc.settings, round2(total - outcome.wallet_paid), owner);
  const order = baseOrder(now, owner, {
    module_id: module.id,
    store_id: sc.store.id,
    zone_id: sc.zone.id,
    order_type: body.order_type,
    payment_method: body.payment_method,
    order_amount: total,
    delivery_charge: deliveryCharge,
    original_delivery_charge: deliveryCharge,
    additional_charge: additional,
    dm_tips: tips,
    distance: round2(sc.distanceKm),
    delivery_address: addressJson(body, sc.contact),
    order_note: body.order_note ?? null,
    prescription_order: 1,
    ...lifecycleFields(outcome, now, sc.schedule),
  });
  const id = await saveOrder(ctx, owner, order, [], { stock: [], clearCartModule: null, attachments });
  return {
    message: ORDER_PLACED_MESSAGE,
    order_id: id,
    total_ammount: total,
    order_status: outcome.order_status,
    payment_status: outcome.payment_status,
  };
}

interface NewAccount {
  f_name: string;
  l_name: string | null;
  phone: string;
  email: string | null;
  password_hash: string;
}

/** Checks a guest's create_new_user request before the order is placed: password, phone, email free. */
async function newAccountOf(ctx: AppContext, body: PlaceOrderPayload): Promise<NewAccount> {
  if (!body.password) throw required('password', 'The password field is required.');
  const phone = body.contact_person_number?.trim();
  if (!phone) throw required('contact_person_number', 'The contact person number field is required.');
  const email = body.contact_person_email?.trim().toLowerCase() || null;
  if (email && !z.string().email().safeParse(email).success) {
    throw required('contact_person_email', 'The contact person email must be a valid email address.');
  }
  if (await findUserByPhone(ctx.db, phone))
    throw forbidden('contact_person_number', 'The phone has already been taken.');
  if (email && (await findUserByEmail(ctx.db, email))) {
    throw forbidden('contact_person_email', 'The email has already been taken.');
  }
  const [f_name = '', ...rest] = (body.contact_person_name ?? '').trim().split(/\s+/);
  return { f_name, l_name: rest.join(' ') || null, phone, email, password_hash: await hashPassword(body.password) };
}

/** Creates the guest's account and moves the order to it (the guest keeps reaching the order). */
async function createAccountFor(ctx: AppContext, guest: CartOwner, orderId: number, a: NewAccount): Promise<void> {
  const stamp = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        ...a,
        image: null,
        ref_code: sha256(`${a.phone}:${stamp}`).slice(0, 10).toUpperCase(),
        wallet_balance: 0,
        loyalty_point: 0,
        is_phone_verified: 0,
        is_email_verified: 0,
        status: 1,
        login_medium: 'manual',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ owner_type: 'user', owner_id: user.id, guest_id: guest.id })
      .where('id', '=', orderId)
      .execute();
  });
}

const OrderIdQuery = z.object({
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .int()
    .positive('The order id field is required.'),
});

/** The owner's order, 404 for anyone else's (never its data). */
async function ownOrder(ctx: AppContext, owner: CartOwner, orderId: number): Promise<OrderRow> {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw notFound('Order not found', 'order');
  return order;
}

/** Orders: placement (cart, parcel, prescription), lists, details, tracking, cancel, payment switch. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/customer/order/place', async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    const raw = bodyOf(req);
    // A cart holding prescription items arrives as a multipart form with the prescription images.
    const attachments = hasAttachments(raw) ? attachmentsOf(raw) : undefined;
    const body = parseOr422(PlaceOrderPayloadSchema, attachments ? textFieldsOf(raw) : raw);
    const account = owner.type === 'guest' && body.create_new_user === 1 ? await newAccountOf(ctx, body) : null;
    if (body.order_type !== 'parcel' && module.module_type === 'parcel') {
      throw forbidden('order_type', 'Parcel module orders are parcel orders.');
    }
    const reply =
      body.order_type === 'parcel'
        ? await placeParcelOrder(ctx, owner, module, body)
        : await placeStoreOrder(ctx, owner, module, body, attachments);
    if (account) await createAccountFor(ctx, owner, Number(reply.order_id), account);
    return reply;
  });

  app.post('/customer/order/prescription/place', async (req): Promise<PlaceOrderResponse> => {
    const owner = await resolveOwner(req, ctx);
    const module = await requireModule(req, ctx);
    return placePrescriptionOrder(ctx, owner, module, bodyOf(req));
  });

  const list = (history: boolean) => async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    if (owner.type === 'user') await settleLoyalty(ctx, owner.id);
    const page = pageOf(queryOf(req), 10);
    const now = ctx.now();
    const rows = (await ownerOrders(ctx.db, owner)).filter(
      (o) => HISTORY_STATUSES.has(orderState(o, now, ctx.env.orderClockSeconds).status) === history,
    );
    const slice = rows.slice((page.offset - 1) * page.limit, page.offset * page.limit);
    const reply: OrderListResponse = {
      total_size: rows.length,
      limit: page.limit,
      offset: page.offset,
      orders: await serializeOrders(ctx, slice),
    };
    return reply;
  };
  app.get('/customer/order/list', list(true));
  app.get('/customer/order/running-orders', list(false));

  app.get('/customer/order/details', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const { order_id } = parseOr422(OrderIdQuery, queryOf(req));
    await ownOrder(ctx, owner, order_id);
    return serializeOrderDetails(ctx, order_id);
  });

  app.get('/customer/order/track', async (req) => {
    const owner = await resolveOwner(req, ctx);
    const q = queryOf(req);
    const { order_id } = parseOr422(OrderIdQuery, q);
    const order = await ownOrder(ctx, owner, order_id);
    if (owner.type === 'guest') {
      const contact = String(q.contact_number ?? '').trim();
      if (!contact) throw required('contact_number', 'The contact number field is required.');
      const stored = parseJson<{ contact_person_number?: string; contact_person_email?: string | null }>(
        order.delivery_address ?? '{}',
        {},
      );
      const matches = contact.includes('@')
        ? (stored.contact_person_email ?? '').toLowerCase() === contact.toLowerCase()
        : Boolean(stored.contact_person_number) && samePhone(stored.contact_person_number ?? '', contact);
      if (!matches) throw notFound('Order not found', 'order');
    }
    const [wire] = await serializeOrders(ctx, [order]);
    return wire;
  });

  app.get('/customer/order/cancellation-reasons', async (req): Promise<CancellationReasonsResponse> => {
    const q = queryOf(req);
    const page = pageOf(q, 10);
    const type = typeof q.type === 'string' && q.type ? q.type : undefined;
    const rows = await cancellationReasons(ctx.db, type);
    return {
      total_size: rows.length,
      limit: page.limit,
      offset: page.offset,
      data: rows.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    };
  });

  const cancel = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(CancelOrderPayloadSchema, { ...queryOf(req), ...bodyOf(req) });
    const order = await ownOrder(ctx, owner, body.order_id);
    const now = ctx.now();
    const state = orderState(order, now, ctx.env.orderClockSeconds);
    if (state.status !== 'pending' && state.status !== 'failed') {
      throw forbidden('order', 'You can not cancel after confirm');
    }
    const lines = await orderDetails(ctx.db, order.id);
    await ctx.db.transaction().execute(async (trx) => {
      await updateOrder(trx, order.id, {
        order_status: 'canceled',
        canceled: now.toISOString(),
        cancellation_reason: body.reason || 'Canceled by customer',
        canceled_by: 'customer',
        lifecycle_started_at: null,
        payment_status:
          order.payment_status === 'paid' && order.payment_method !== 'wallet' ? 'refunded' : order.payment_status,
        refunded: order.payment_status === 'paid' ? now.toISOString() : null,
        updated_at: now.toISOString(),
      });
      await moveStock(
        trx,
        lines.map((l) => ({
          item_id: l.item_id,
          quantity: l.quantity,
          variationType:
            parseJson<CartVariation[]>(l.variation, []).find((v): v is { type: string } => 'type' in v)?.type ?? null,
        })),
        1,
      );
      if (order.owner_type === 'user' && order.wallet_paid > 0) {
        await moveWallet(
          trx,
          order.owner_id,
          {
            credit: order.wallet_paid,
            debit: 0,
            type: 'order_refund',
            reference: String(order.id),
            transactionId: crypto.randomUUID(),
          },
          now,
        );
      }
    });
    return { message: 'Order canceled successfully' };
  };
  app.put('/customer/order/cancel', cancel);
  app.post('/customer/order/cancel', cancel);

  const switchPayment = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(SwitchPaymentPayloadSchema, { ...queryOf(req), ...bodyOf(req) });
    const order = await ownOrder(ctx, owner, body.order_id);
    if (order.payment_status !== 'failed' || order.order_status !== 'failed') {
      throw forbidden('order', 'Only an order whose payment failed can switch to cash on delivery.');
    }
    const zone = (await listZones(ctx.db)).find((z) => z.id === order.zone_id);
    if (!zone) throw notFound('Zone not found.', 'zone_id');
    checkPayment('cash_on_delivery', zone, await businessSettings(ctx), order.order_amount, owner);
    const now = ctx.now().toISOString();
    await updateOrder(ctx.db, order.id, {
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      order_status: 'pending',
      failed: null,
      pending: now,
      lifecycle_started_at: now,
      updated_at: now,
    });
    return { message: PAYMENT_SWITCHED_MESSAGE };
  };
  app.put('/customer/order/payment-method', switchPayment);
  app.post('/customer/order/payment-method', switchPayment);

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

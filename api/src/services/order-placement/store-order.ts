// Placing an order from a store: the store, zone and schedule checks, then the priced cart lines.
import type { CartOwner } from '../../db/queries/carts';
import {
  addOnsByIds,
  getStoreByIdOrSlug,
  listZones,
  schedulesByStoreIds,
  type ModuleRow,
  type StoreRow,
  type ZoneRow,
} from '../../db/queries/catalogue';
import type { CouponRow } from '../../db/queries/orders';
import { vehicleExtraCharge } from '../../db/queries/vehicles';
import type { BusinessSettings } from '../../db/business-settings';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { distanceMeters, pointInPolygon } from '../../lib/geo';
import { canonicalEmail } from '../../lib/identity';
import type { UploadedImage } from '../../lib/uploads';
import { isOpenNow, storeDiscountPercent } from '../../serializers/catalogue';
import { customerKeyOf, usableCoupon } from '../coupons';
import { firstOrderDiscountOf } from '../new-customer-discount';
import { priceOrder, type PricedOrder } from '../order-pricing';
import { addressJson, contactColumns, contactOf, customerKeyFor, destinationOf } from './order-contact';
import { linesOf, type Line } from './order-lines';
import { baseOrder, lifecycleFields, placedReply, saveOrder, type WithOrder } from './order-records';
import {
  checkAvailability,
  checkoutSettings,
  checkStock,
  decidePayment,
  PRESCRIPTION_REQUIRED_MESSAGE,
  required,
  scheduleOf,
  STORE_CLOSED_AT_SCHEDULE_MESSAGE,
  zoneRing,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
} from './placement-rules';
import { moneyOf, round2 } from '../../lib/money';
import { closedNowMessage, isSlotStart, slotMinutesOf, STORE_SLOT_MESSAGE, takesScheduledOrders } from '../store-hours';

export interface StoreContext {
  store: StoreRow;
  zone: ZoneRow;
  settings: BusinessSettings;
  distanceKm: number;
  schedule: Date | null;
}

/** Store, zone, distance and schedule checks shared by cart and prescription orders. */
export async function storeContext(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
): Promise<StoreContext> {
  const settings = await checkoutSettings(ctx, owner);
  if (body.store_id === undefined) throw required('store_id', 'The store id field is required.');
  const store = await getStoreByIdOrSlug(ctx.db, String(body.store_id));
  if (!store) throw notFound('Store not found.', 'store_id');
  if (store.module_id !== module.id) throw forbidden('store_id', 'This store does not belong to the selected module.');
  const zone = (await listZones(ctx.db)).find((z) => z.id === store.zone_id);
  if (!zone) throw notFound('Zone not found.', 'zone_id');
  let distanceKm = 0;
  if (body.order_type === 'delivery') {
    if (store.delivery !== 1) throw forbidden('order_type', 'This store does not deliver.');
    const point = destinationOf(body);
    if (!pointInPolygon(point, zoneRing(zone))) {
      throw forbidden('coordinates', 'Sorry, the store does not deliver to this address.');
    }
    distanceKm = distanceMeters({ lat: store.latitude, lng: store.longitude }, point) / 1000;
  } else if (body.order_type === 'take_away' && store.take_away !== 1) {
    throw forbidden('order_type', 'This store does not offer take away.');
  }
  const now = ctx.now();
  const schedule = scheduleOf(body, now);
  const hours = await schedulesByStoreIds(ctx.db, [store.id]);
  const scheduled = takesScheduledOrders(store, settings, hours);
  if (schedule) {
    if (!scheduled) throw forbidden('schedule_at', 'This store does not take scheduled orders.');
    if (!isOpenNow(hours, schedule)) throw required('schedule_at', STORE_CLOSED_AT_SCHEDULE_MESSAGE);
    // The quote and the placement take the same times the slots route offers, and no other.
    if (!isSlotStart(hours, schedule, now, slotMinutesOf(settings))) throw required('schedule_at', STORE_SLOT_MESSAGE);
  } else if (!isOpenNow(hours, now)) {
    throw forbidden('store_id', closedNowMessage(hours, now, scheduled));
  }
  return { store, zone, settings, distanceKm, schedule };
}

/** The delivery charge rules of a store's zone. */
export const chargesOf = (zone: ZoneRow, settings: BusinessSettings) => ({
  perKm: settings.per_km_shipping_charge,
  minimum: settings.minimum_shipping_charge,
  maximum: zone.maximum_shipping_charge,
  increasedPercent: zone.increased_delivery_fee_status === 1 ? zone.increased_delivery_fee : 0,
  freeDeliveryOver: settings.free_delivery_over > 0 ? settings.free_delivery_over : null,
});

/** What a store order costs: its context, lines, coupon and bill, after every check but payment. */
export interface PricedStoreOrder {
  sc: StoreContext;
  lines: Line[];
  coupon: CouponRow | null;
  priced: PricedOrder;
}

/**
 * Prices a store order (the cart or buy-now) as placing it would: the same checks and the same
 * pricing, so a quote and the placed order cannot disagree.
 */
export async function priceStoreOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
  attachments?: UploadedImage[],
): Promise<PricedStoreOrder> {
  const sc = await storeContext(ctx, owner, module, body);
  const { store, zone, settings } = sc;
  if (attachments && store.prescription_order !== 1) {
    throw forbidden('store_id', 'This store does not take prescription orders.');
  }
  const lines = await linesOf(ctx, owner, module, body);
  if (lines.some((l) => l.item.store_id !== store.id)) {
    throw forbidden('cart', 'Your cart holds items from another store.');
  }
  checkStock(lines, module.module_type);
  checkAvailability(lines, sc.schedule ?? ctx.now());
  let coupon: CouponRow | null = null;
  if (body.coupon_code) {
    coupon = await usableCoupon(ctx, customerKeyFor(owner, body), body.coupon_code, {
      moduleId: module.id,
      storeId: store.id,
    });
  }
  const addOns = await addOnsByIds(ctx.db, [...new Set(lines.flatMap((l) => l.request.add_on_ids))]);
  const priced = priceOrder({
    lines,
    addOns: new Map(addOns.filter((a) => a.store_id === store.id).map((a) => [a.id, a])),
    storePercent: storeDiscountPercent(store, ctx.now()),
    store,
    orderType: body.order_type === 'take_away' ? 'take_away' : 'delivery',
    distanceKm: sc.distanceKm,
    charges: chargesOf(zone, settings),
    vehicleExtraCharge: body.order_type === 'delivery' ? await vehicleExtraCharge(ctx.db, sc.distanceKm) : 0,
    coupon,
    firstOrder: await firstOrderDiscountOf(ctx, owner, settings),
    additionalCharge: settings.additional_charge_status === 1 ? settings.additional_charge : 0,
    dmTips: body.order_type === 'take_away' ? 0 : body.dm_tips,
    money: moneyOf(settings),
  });
  if (priced.subtotal < store.minimum_order) {
    throw forbidden('order_amount', `You need to order at least ${store.minimum_order}`);
  }
  return { sc, lines, coupon, priced };
}

/** A store order from the cart (or buy-now), with prescription images when the form carries them. */
export async function placeStoreOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  body: PlaceOrderPayload,
  attachments?: UploadedImage[],
  withOrder?: WithOrder,
): Promise<PlaceOrderResponse> {
  const { sc, lines, coupon, priced } = await priceStoreOrder(ctx, owner, module, body, attachments);
  const { store, zone, settings } = sc;
  const contact = await contactOf(ctx, owner, body);
  // Items that need a prescription are sold only against one, bought from the cart or directly.
  if (!attachments && store.prescription_order === 1 && lines.some((l) => l.item.is_prescription_required === 1)) {
    throw required('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE);
  }
  const now = ctx.now();
  const outcome = await decidePayment(ctx, owner, body, priced.total, zone, settings);

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
    first_order_discount: priced.firstOrderDiscount,
    delivery_charge: priced.deliveryCharge,
    original_delivery_charge: priced.originalDeliveryCharge,
    additional_charge: priced.additionalCharge,
    dm_tips: priced.dmTips,
    total_tax_amount: priced.tax,
    distance: round2(sc.distanceKm),
    delivery_address: addressJson(body, contact),
    ...contactColumns(contact),
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
      // A scheduled order takes its stock when placed, like an order for now: what was promised is
      // held for the customer (at most the scheduling window), and cancelling puts it back.
      stock: priced.lines.map((l) => ({
        item_id: l.item.id,
        quantity: l.quantity,
        variationType: l.variation.find((v): v is { type: string } => 'type' in v)?.type ?? null,
      })),
      cartLineIds: body.is_buy_now === 1 ? null : lines.map((l) => l.cartId ?? 0),
      ...(attachments ? { attachments } : {}),
      withOrder,
      limits: {
        customer: customerKeyOf(owner, {
          phone: contact.contact_person_number,
          email: contact.contact_person_email && canonicalEmail(contact.contact_person_email),
        }),
        coupon,
        firstOrderDiscount: priced.firstOrderDiscount > 0,
      },
    },
  );
  return placedReply(ctx, id, priced.total, outcome);
}

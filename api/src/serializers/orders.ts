import type { Wire } from '@storefront/shared/contract/common';
import type { OrderAddressSchema, OrderDetailLineSchema, OrderSchema } from '@storefront/shared/contract/order';
import { itemsByIds, listModules, storesByIds } from '../db/queries/catalogue';
import { attachmentsOf, deliveryMenByIds, detailCounts, orderDetails, type OrderRow } from '../db/queries/orders';
import { refundsOfOrders } from '../db/queries/payment-refunds';
import { refundRequestsOfOrders } from '../db/queries/refunds';
import { parseJson } from '../lib/json';
import type { AppContext } from '../lib/context';
import { imageUrl } from '../lib/images';
import { linkSigner } from '../lib/signed-links';
import { deliveryManPosition, orderState } from '../services/order-lifecycle';
import { serializeItems } from './catalogue';

export type Order = Wire<typeof OrderSchema>;
type OrderAddress = Wire<typeof OrderAddressSchema>;
type OrderDetailLine = Wire<typeof OrderDetailLineSchema>;

const json = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** An address as stored on the order, read defensively (numbers as strings or numbers). */
function addressOf(text: string | null): OrderAddress | null {
  const a = json<Record<string, unknown> | null>(text, null);
  if (!a) return null;
  const str = (v: unknown) => (v === undefined || v === null ? null : String(v));
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
  return {
    contact_person_name: str(a.contact_person_name),
    contact_person_number: str(a.contact_person_number),
    contact_person_email: str(a.contact_person_email),
    address_type: str(a.address_type),
    address: str(a.address),
    latitude: num(a.latitude),
    longitude: num(a.longitude),
    floor: str(a.floor),
    road: str(a.road),
    house: str(a.house),
  };
}

/** A prescription image's link: private, so signed for whoever may read the order, and short-lived. */
export const attachmentUrl = (ctx: AppContext, fileName: string, sign: (file: string) => string) =>
  `${ctx.env.publicUrl}/uploads/order/${fileName}?${sign(fileName)}`;

/** Orders in the wire shape, with their status and delivery man position as of now. */
export async function serializeOrders(ctx: AppContext, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.flatMap((r) => (r.store_id === null ? [] : [r.store_id])))];
  const dmIds = [...new Set(rows.flatMap((r) => (r.delivery_man_id === null ? [] : [r.delivery_man_id])))];
  const parcelIds = [...new Set(rows.flatMap((r) => (r.parcel_category_id === null ? [] : [r.parcel_category_id])))];
  const [stores, men, modules, counts, attachments, parcels, offline, methods, refunds, requests] = await Promise.all([
    storesByIds(ctx.db, storeIds),
    deliveryMenByIds(ctx.db, dmIds),
    listModules(ctx.db),
    detailCounts(ctx.db, ids),
    attachmentsOf(ctx.db, ids),
    parcelIds.length === 0
      ? Promise.resolve([])
      : ctx.db.selectFrom('parcel_categories').selectAll().where('id', 'in', parcelIds).execute(),
    ids.length === 0
      ? Promise.resolve([])
      : ctx.db.selectFrom('offline_payments').selectAll().where('order_id', 'in', ids).execute(),
    ctx.db.selectFrom('offline_payment_methods').select(['id', 'method_name']).execute(),
    refundsOfOrders(ctx.db, ids),
    refundRequestsOfOrders(ctx.db, ids),
  ]);
  const now = ctx.now();
  const sign = await linkSigner(ctx.db, now);
  const url = ctx.env.publicUrl;
  return rows.map((o): Order => {
    const state = orderState(o, now, ctx.env.orderClockSeconds);
    const store = stores.find((s) => s.id === o.store_id) ?? null;
    const delivery = addressOf(o.delivery_address);
    const receiver = addressOf(o.receiver_details);
    const parcel = parcels.find((p) => p.id === o.parcel_category_id);
    const origin =
      o.order_type === 'parcel'
        ? delivery && delivery.latitude !== null && delivery.longitude !== null
          ? { lat: Number(delivery.latitude), lng: Number(delivery.longitude) }
          : null
        : store
          ? { lat: store.latitude, lng: store.longitude }
          : null;
    const target = o.order_type === 'parcel' ? receiver : delivery;
    const destination =
      target && target.latitude !== null && target.longitude !== null
        ? { lat: Number(target.latitude), lng: Number(target.longitude) }
        : origin;
    const man = men.find((m) => m.id === o.delivery_man_id);
    const position = man && origin && destination ? deliveryManPosition(state, origin, destination) : null;
    return {
      id: o.id,
      user_id: o.owner_type === 'user' ? o.owner_id : null,
      is_guest: o.owner_type === 'guest',
      order_amount: o.order_amount,
      coupon_code: o.coupon_code,
      coupon_discount_amount: o.coupon_discount_amount,
      coupon_discount_title: o.coupon_discount_title,
      first_order_discount: o.first_order_discount,
      store_discount_amount: o.discount_on_items,
      total_tax_amount: o.total_tax_amount,
      delivery_charge: o.delivery_charge,
      original_delivery_charge: o.original_delivery_charge,
      additional_charge: o.additional_charge,
      dm_tips: o.dm_tips,
      partially_paid_amount: o.wallet_paid,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      order_status: state.status,
      order_type: o.order_type,
      store_id: o.store_id,
      zone_id: o.zone_id,
      module_id: o.module_id,
      module_type: modules.find((m) => m.id === o.module_id)?.module_type ?? '',
      distance: o.distance,
      delivery_address: delivery,
      receiver_details: receiver,
      parcel_category: parcel
        ? {
            id: parcel.id,
            name: parcel.name,
            description: parcel.description,
            image_full_url: imageUrl(url, 'parcel', parcel.image),
          }
        : null,
      charge_payer: o.charge_payer,
      schedule_at: o.schedule_at,
      scheduled: o.scheduled,
      order_note: o.order_note,
      delivery_instruction: o.delivery_instruction,
      unavailable_item_note: o.unavailable_item_note,
      cutlery: o.cutlery === 1,
      prescription_order: o.prescription_order === 1,
      order_attachment_full_url: attachments
        .filter((a) => a.order_id === o.id)
        .map((a) => attachmentUrl(ctx, a.file_name, sign)),
      cancellation_reason: o.cancellation_reason,
      canceled_by: o.canceled_by,
      details_count: Number(counts.find((c) => c.order_id === o.id)?.n ?? 0),
      store: store
        ? {
            id: store.id,
            name: store.name,
            slug: store.slug,
            phone: store.phone,
            address: store.address,
            logo_full_url: imageUrl(url, 'store', store.logo),
            cover_photo_full_url: imageUrl(url, 'store-cover', store.cover_photo),
            latitude: store.latitude,
            longitude: store.longitude,
            delivery_time: store.delivery_time,
          }
        : null,
      delivery_man:
        man && position
          ? {
              id: man.id,
              f_name: man.f_name,
              l_name: man.l_name,
              phone: man.phone,
              image_full_url: imageUrl(url, 'delivery-man', man.image),
              avg_rating: man.avg_rating,
              rating_count: man.rating_count,
              lat: position.lat,
              lng: position.lng,
            }
          : null,
      pending: state.pending,
      confirmed: state.confirmed,
      picked_up: state.picked_up,
      delivered: state.delivered,
      canceled: o.canceled,
      failed: o.failed,
      refunded: o.refunded,
      refund: refundOf(o.id),
      refund_request: refundRequestOf(o.id),
      cashback_amount: o.cashback_amount,
      offline_payment: offlineOf(o.id),
      created_at: o.created_at,
      updated_at: o.updated_at,
    };
  });

  function refundOf(orderId: number): Order['refund'] {
    const r = refunds.find((x) => x.order_id === orderId);
    if (!r) return null;
    return {
      amount: r.amount,
      destination: r.destination === 'wallet' ? 'wallet' : 'card',
      status: r.status,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  }

  function refundRequestOf(orderId: number): Order['refund_request'] {
    const r = requests.find((x) => x.order_id === orderId);
    if (!r) return null;
    const status = (['pending', 'approved', 'rejected'] as const).find((x) => x === r.status) ?? 'pending';
    return {
      status,
      reason: r.reason,
      note: r.note,
      image_count: parseJson<string[]>(r.images, []).length,
      created_at: r.created_at,
    };
  }

  function offlineOf(orderId: number): Order['offline_payment'] {
    const p = offline.find((x) => x.order_id === orderId);
    if (!p) return null;
    const status = (['pending', 'verified', 'denied'] as const).find((x) => x === p.status) ?? 'pending';
    return {
      method_id: p.method_id,
      method_name: methods.find((m) => m.id === p.method_id)?.method_name ?? '',
      payment_info: JSON.parse(p.payment_info) as Record<string, string>,
      customer_note: p.customer_note,
      status,
    };
  }
}

/** The lines of an order: the current item (name and price as ordered) with what was chosen. */
export async function serializeOrderDetails(ctx: AppContext, orderId: number): Promise<OrderDetailLine[]> {
  const rows = await orderDetails(ctx.db, orderId);
  const items = await serializeItems(ctx, await itemsByIds(ctx.db, [...new Set(rows.map((r) => r.item_id))]));
  return rows.flatMap((r): OrderDetailLine[] => {
    const item = items.find((i) => Number(i.id) === r.item_id);
    if (!item) return [];
    const snapshot = json<{ name?: string; price?: number }>(r.item_details, {});
    return [
      {
        id: r.id,
        order_id: r.order_id,
        item_id: r.item_id,
        item_details: { ...item, name: snapshot.name ?? item.name, price: snapshot.price ?? item.price },
        variation: json(r.variation, []),
        add_ons: json(r.add_ons, []),
        price: r.price,
        quantity: r.quantity,
        discount_on_item: r.discount_on_item,
        total_add_on_price: r.total_add_on_price,
        tax_amount: r.tax_amount,
        created_at: r.created_at,
      },
    ];
  });
}

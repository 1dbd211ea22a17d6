import type { ItemRow, StoreRow } from '../db/queries/catalogue';
import { isOpenNow } from '../serializers/catalogue';
import { bearer, FIXED_NOW, type TestApp } from './helpers';

export const HOME = { lat: 23.7925, lng: 90.4078 }; // Gulshan Avenue, zone 1

/** How many orders the database holds: a refused placement leaves it as it was. */
export async function orderCount(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n);
}

/** An open store of the module and zone without a store-wide discount, and a plain item of it. */
export async function storeAndItem(
  t: TestApp,
  moduleId: number,
  zoneId: number,
  pick: (i: ItemRow) => boolean = () => true,
): Promise<{ store: StoreRow; item: ItemRow }> {
  const db = t.app.ctx.db;
  const stores = await db
    .selectFrom('stores')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('zone_id', '=', zoneId)
    .where('discount', 'is', null)
    .orderBy('id')
    .execute();
  for (const store of stores) {
    const schedules = await db.selectFrom('store_schedules').selectAll().where('store_id', '=', store.id).execute();
    if (!isOpenNow(schedules, FIXED_NOW)) continue;
    const item = (
      await db.selectFrom('items').selectAll().where('store_id', '=', store.id).orderBy('id').execute()
    ).find(
      (i) =>
        i.variations === '[]' &&
        i.food_variations === '[]' &&
        i.discount === 0 &&
        i.maximum_cart_quantity === null &&
        (i.stock === null || i.stock >= 20) &&
        i.available_time_starts === '00:00:00' &&
        i.price >= store.minimum_order &&
        pick(i),
    );
    if (item) return { store, item };
  }
  throw new Error('no seeded store matches');
}

export type Owner = { token?: string; guestId?: number };
export const auth = (o: Owner) => (o.token ? bearer(o.token) : {});

export const addToCart = (
  t: TestApp,
  o: Owner,
  item: { id: number; module_id: number },
  quantity: number,
  extra: Record<string, unknown> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...auth(o), moduleId: String(item.module_id) },
    payload: {
      guest_id: o.guestId,
      item_id: item.id,
      quantity,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      ...extra,
    },
  });

export const place = (t: TestApp, o: Owner, moduleId: number, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { ...auth(o), moduleId: String(moduleId) },
    payload: { guest_id: o.guestId, ...payload },
  });

export const delivery = (store: StoreRow, to = HOME) => ({
  store_id: store.id,
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
  latitude: to.lat,
  longitude: to.lng,
  distance: 1,
});

/** A parcel's receiver in Dhanmondi, in zone 2. */
export const PARCEL_RECEIVER = {
  contact_person_name: 'Nusrat Jahan',
  contact_person_number: '+8801811000222',
  address: 'Road 27, Dhanmondi',
  latitude: 23.7561,
  longitude: 90.3746,
};

/** A cash-on-delivery parcel from Gulshan Avenue to `receiver`, the sender paying. */
export const parcelOrder = (receiver = PARCEL_RECEIVER) => ({
  order_type: 'parcel',
  payment_method: 'cash_on_delivery',
  parcel_category_id: 2,
  charge_payer: 'sender',
  address: 'Gulshan Avenue',
  latitude: HOME.lat,
  longitude: HOME.lng,
  receiver_details: JSON.stringify(receiver),
  order_amount: 1,
});

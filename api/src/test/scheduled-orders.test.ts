// A closed store says when it opens and offers its own slots; a scheduled order is quoted and placed
// for one of them, at the bill the quote showed, and for no other time.
import { OrderQuoteSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { StoreDetailsSchema, StoreListResponseSchema } from '@storefront/shared/contract/store';
import { StoreScheduleSlotsSchema } from '@storefront/shared/contract/schedule-slots';
import type { StoreRow } from '../db/queries/catalogue';
import { businessInstant } from '../lib/time';
import { STORE_CLOSED_AT_SCHEDULE_MESSAGE } from '../services/order-placement/placement-rules';
import { NO_OPENING_HOURS_MESSAGE, STORE_SLOT_MESSAGE } from '../services/store-hours';
import { changeBusinessSettings, errorMessages, newCustomer, parse } from './helpers';
import {
  addedToCart,
  auth,
  delivery,
  orderCount,
  orderTestApp,
  place,
  storeAndItem,
  trackOrder,
  type Owner,
} from './order-helpers';

const t = orderTestApp();
const db = () => t.app.ctx.db;
const GROCERY = 1;
// Wednesday 4 June 2025 in Dhaka.
const at = (time: string, date = '2025-06-04') => businessInstant(date, time);

/** A grocery store open 09:00 to 22:30 every day, taking scheduled orders, with a customer's cart there. */
async function dayStoreWithCart(scheduleOrder = 1) {
  const { store, item } = await storeAndItem(
    t,
    GROCERY,
    1,
    (i) => i.stock !== null && i.available_time_ends >= '23:00',
  );
  await db().updateTable('stores').set({ schedule_order: scheduleOrder }).where('id', '=', store.id).execute();
  await setHours(store, '09:00:00', '22:30:00');
  const me = await newCustomer(t);
  await addedToCart(t, me, item, 1);
  return { store, item, me };
}

async function setHours(store: StoreRow, opening: string | null, closing = '') {
  await db().deleteFrom('store_schedules').where('store_id', '=', store.id).execute();
  if (!opening) return;
  await db()
    .insertInto('store_schedules')
    .values(
      Array.from({ length: 7 }, (_, day) => ({
        store_id: store.id,
        day,
        opening_time: opening,
        closing_time: closing,
      })),
    )
    .execute();
}

const details = async (store: StoreRow) =>
  parse(StoreDetailsSchema, (await t.request({ method: 'GET', url: `/api/v1/stores/details/${store.id}` })).body);
const slotsOf = async (store: StoreRow) =>
  parse(
    StoreScheduleSlotsSchema,
    (await t.request({ method: 'GET', url: `/api/v1/stores/schedule-slots/${store.slug}` })).body,
  );
const quote = (me: Owner, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: { ...auth(me), moduleId: String(GROCERY) },
    payload,
  });

describe('a closed store says when it next opens', () => {
  test('in its details and its listing, as an instant; null while it is open', async () => {
    const { store } = await dayStoreWithCart();
    t.setNow(at('07:00'));
    expect(await details(store)).toMatchObject({ open: 0, next_opening_at: at('09:00').toISOString() });
    const listed = parse(
      StoreListResponseSchema,
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/stores/get-stores/all?offset=1&limit=50',
          headers: { moduleId: String(GROCERY), zoneid: '[1]' },
        })
      ).body,
    ).stores.find((s) => s.id === store.id);
    expect(listed?.next_opening_at).toBe(at('09:00').toISOString());
    // After its hours, the next morning's opening.
    t.setNow(at('23:00'));
    expect((await details(store)).next_opening_at).toBe(at('09:00', '2025-06-05').toISOString());
    t.setNow(at('12:00'));
    expect(await details(store)).toMatchObject({ open: 1, next_opening_at: null });
  });

  test('an order for now is refused with when it opens, and whether it may be scheduled', async () => {
    const { store, me } = await dayStoreWithCart(0);
    t.setNow(at('07:00'));
    const refused = await quote(me, delivery(store));
    expect(refused.status).toBe(403);
    expect(errorMessages(refused.body)).toEqual([
      'The store is closed now (it opens 9:00 AM) and takes no scheduled orders. Order once it is open.',
    ]);
    await db().updateTable('stores').set({ schedule_order: 1 }).where('id', '=', store.id).execute();
    expect(errorMessages((await place(t, me, GROCERY, delivery(store))).body)).toEqual([
      'The store is closed now (it opens 9:00 AM). Schedule the order for one of its times.',
    ]);
  });
});

describe("the store's own slots", () => {
  test('start at its opening, one slot length apart, after now', async () => {
    const { store } = await dayStoreWithCart();
    t.setNow(at('07:00'));
    const reply = await slotsOf(store);
    expect(reply).toMatchObject({ store_id: store.id, schedule_order: true, slot_minutes: 30 });
    expect(reply.slots[0]).toEqual({
      schedule_at: '2025-06-04 09:00:00',
      start: at('09:00').toISOString(),
      end: at('09:30').toISOString(),
    });
    expect(reply.slots[1]?.schedule_at).toBe('2025-06-04 09:30:00');
    // A week ahead at most: the last is the evening before the window closes.
    expect(reply.slots.at(-1)?.schedule_at).toBe('2025-06-10 22:00:00');
  });

  test("follow the business's slot length", async () => {
    const { store } = await dayStoreWithCart();
    await changeBusinessSettings(t, (s) => {
      s.schedule_order_slot_duration = 45;
    });
    try {
      t.setNow(at('07:00'));
      const reply = await slotsOf(store);
      expect(reply.slot_minutes).toBe(45);
      expect(reply.slots.slice(0, 2).map((slot) => slot.schedule_at)).toEqual([
        '2025-06-04 09:00:00',
        '2025-06-04 09:45:00',
      ]);
    } finally {
      await changeBusinessSettings(t, (s) => {
        s.schedule_order_slot_duration = 30;
      });
    }
  });

  test('are none where the store takes no scheduled orders', async () => {
    const { store } = await dayStoreWithCart(0);
    expect(await slotsOf(store)).toMatchObject({ schedule_order: false, slots: [] });
    expect((await details(store)).schedule_order).toBe(false);
  });
});

describe('a scheduled order at a store closed now', () => {
  test('is quoted for its slot, and placed at the quoted bill', async () => {
    const { store, me } = await dayStoreWithCart();
    t.setNow(at('07:00'));
    const [slot] = (await slotsOf(store)).slots;
    const order = { ...delivery(store), schedule_at: slot!.schedule_at, dm_tips: 20 };
    const quoted = await quote(me, order);
    expect(quoted.status).toBe(200);
    const bill = parse(OrderQuoteSchema, quoted.body);
    expect(bill.total).toBeGreaterThan(0);
    const placed = await place(t, me, GROCERY, order);
    expect(placed.status).toBe(200);
    const reply = parse(PlaceOrderResponseSchema, placed.body);
    expect(reply.total_ammount).toBe(bill.total);
    const tracked = await trackOrder(t, me, reply.order_id);
    expect(tracked.order_amount).toBe(bill.total);
    expect(tracked.schedule_at).toBe(slot!.start);
  });

  test('is refused for a time that is not one of its slots, by the quote and the placement alike', async () => {
    const { store, me } = await dayStoreWithCart();
    t.setNow(at('07:00'));
    const before = await orderCount(t);
    for (const send of [
      (p: Record<string, unknown>) => quote(me, p),
      (p: Record<string, unknown>) => place(t, me, GROCERY, p),
    ]) {
      const between = await send({ ...delivery(store), schedule_at: '2025-06-04 09:10:00' });
      expect(between.status).toBe(422);
      expect(errorMessages(between.body)).toEqual([STORE_SLOT_MESSAGE]);
      const closed = await send({ ...delivery(store), schedule_at: '2025-06-05 03:00:00' });
      expect(errorMessages(closed.body)).toEqual([STORE_CLOSED_AT_SCHEDULE_MESSAGE]);
    }
    expect(await orderCount(t)).toBe(before);
  });
});

describe('a store without opening hours', () => {
  test('is closed, never says when it opens, and takes no order, scheduled or not', async () => {
    const { store, me } = await dayStoreWithCart();
    await setHours(store, null);
    expect(await details(store)).toMatchObject({
      open: 0,
      next_opening_at: null,
      schedule_order: false,
      schedules: [],
    });
    expect(await slotsOf(store)).toMatchObject({ schedule_order: false, slots: [] });
    const now = await place(t, me, GROCERY, delivery(store));
    expect(now.status).toBe(403);
    expect(errorMessages(now.body)).toEqual([NO_OPENING_HOURS_MESSAGE]);
    const later = await place(t, me, GROCERY, { ...delivery(store), schedule_at: '2025-06-05 12:00:00' });
    expect(errorMessages(later.body)).toEqual(['This store does not take scheduled orders.']);
  });
});

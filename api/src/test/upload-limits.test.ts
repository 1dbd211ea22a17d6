import { delivery, HOME, orderCount, orderForm as form, storeAndItem, addToCart } from './order-helpers';
import { bearer, createTestApp, errorCodes, newCustomer, type TestApp } from './helpers';
import { PNG_1PX } from './image-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { paymentFail: false } });
});
afterAll(async () => {
  await t.app.close();
});

const TOO_LARGE = new Uint8Array(2 * 1024 * 1024 + 10);
TOO_LARGE.set(PNG_1PX);

/** A customer with a pharmacy item in the cart, and the placement's delivery fields. */
async function pharmacyCart() {
  const me = await newCustomer(t);
  const { store, item } = await storeAndItem(t, 3, 1);
  await addToCart(t, me, item, 1);
  const post = (url: string, payload: FormData) =>
    t.request({ method: 'POST', url, headers: { ...bearer(me.token), moduleId: '3' }, payload });
  return { post, fields: { ...delivery(store), order_amount: 1 }, store };
}

describe('an upload limit on an order with prescription images names order_attachment', () => {
  test('a cart order with too many images', async () => {
    const { post, fields } = await pharmacyCart();
    const before = await orderCount(t);
    const res = await post('/api/v1/customer/order/place', form(fields, 4));
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['order_attachment']);
    expect(await orderCount(t)).toBe(before);
  });

  test('a cart order with an image over 2 MB', async () => {
    const { post, fields } = await pharmacyCart();
    const before = await orderCount(t);
    const res = await post('/api/v1/customer/order/place?source=cart', form(fields, 1, TOO_LARGE));
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['order_attachment']);
    expect(await orderCount(t)).toBe(before);
  });

  test('a prescription order with too many images or one over 2 MB', async () => {
    const { post, store } = await pharmacyCart();
    const fields = { store_id: store.id, address: 'Gulshan Avenue', latitude: HOME.lat, longitude: HOME.lng };
    const url = '/api/v1/customer/order/prescription/place';
    for (const payload of [form(fields, 4), form(fields, 1, TOO_LARGE)]) {
      const res = await post(url, payload);
      expect(res.status).toBe(422);
      expect(errorCodes(res.body)).toEqual(['order_attachment']);
    }
  });
});

// POST /customer/order/prescription/place: an order of prescription images only.
import { PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { errorCodes, newCustomer, parse } from '../../test/helpers';
import { PNG_1PX } from '../../test/image-fixtures';
import { HOME, orderCount, orderForm, orderTestApp, place, storeAndItem, trackOrder } from '../../test/order-helpers';

const t = orderTestApp();

describe('parcel and prescription orders', () => {
  test('a prescription order takes up to three images', async () => {
    const me = await newCustomer(t);
    const { store } = await storeAndItem(t, 3, 1);
    const form = (files: number, content: Uint8Array<ArrayBuffer> = PNG_1PX) =>
      orderForm(
        {
          store_id: store.id,
          address: 'Gulshan Avenue',
          latitude: HOME.lat,
          longitude: HOME.lng,
          order_note: 'Please bring the receipt',
        },
        files,
        content,
      );
    const post = (payload: FormData) => place(t, me, 3, payload, '/api/v1/customer/order/prescription/place');
    const before = await orderCount(t);
    expect((await post(form(0))).status).toBe(422);
    expect((await post(form(1, Buffer.from('not an image')))).status).toBe(422);
    const tooMany = await post(form(4));
    expect(tooMany.status).toBe(422);
    expect(errorCodes(tooMany.body)).toEqual(['order_attachment']);
    expect(await orderCount(t)).toBe(before);
    const res = await post(form(2));
    const placed = parse(PlaceOrderResponseSchema, res.body);
    const order = await trackOrder(t, me, placed.order_id);
    expect(order.prescription_order).toBe(true);
    expect(order.order_attachment_full_url).toHaveLength(2);
    // The link is signed for whoever may read the order.
    const link = new URL(order.order_attachment_full_url[0] ?? '');
    const img = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });
});

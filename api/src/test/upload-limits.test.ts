import http from 'node:http';
import { delivery, HOME, orderCount, orderForm as form, storeAndItem, addToCart } from './order-helpers';
import { bearer, createTestApp, errorCodes, newCustomer, type TestApp } from './helpers';
import { PNG_1PX } from './image-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

describe('the other upload routes keep their own limits and messages', () => {
  const images = (fields: Record<string, string>, count: number, bytes: Uint8Array<ArrayBuffer> = PNG_1PX) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    for (let i = 0; i < count; i++) f.append('image[]', new Blob([bytes], { type: 'image/png' }), `photo${i}.png`);
    return f;
  };
  const post = (url: string, token: string, payload: FormData) =>
    t.request({ method: 'POST', url, headers: bearer(token), payload });

  test('a chat message or refund request with 4 images, or one over 2 MB, names image', async () => {
    const me = await newCustomer(t);
    const message = { receiver_type: 'admin', receiver_id: '0', message: 'Look' };
    const refund = { order_id: '1', customer_reason: 'Damaged' };
    for (const [url, fields] of [
      ['/api/v1/customer/message/send', message],
      ['/api/v1/customer/order/refund-request', refund],
    ] as const) {
      const many = await post(url, me.token, images(fields, 4));
      expect(many.status).toBe(422);
      expect(many.body).toEqual({ errors: [{ code: 'image', message: 'You can upload at most 3 images at a time.' }] });
      const large = await post(url, me.token, images(fields, 1, TOO_LARGE));
      expect(large.status).toBe(422);
      expect(large.body).toEqual({ errors: [{ code: 'image', message: 'The image may not be greater than 2 MB.' }] });
    }
  });

  test('a form field over its size is refused with 413, never cut short and kept', async () => {
    const me = await newCustomer(t);
    const res = await post('/api/v1/customer/message/send', me.token, images({ message: 'x'.repeat(70 * 1024) }, 0));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ code: 'body', message: 'A form field may not be larger than 64 KB.' }] });
  });

  test('a form sent in chunks, without a length, is counted as it arrives: 413 past the route’s size', async () => {
    const me = await newCustomer(t);
    const boundary = 'chunked-form';
    const part = (i: number) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="note${i}"\r\n\r\n${'x'.repeat(60 * 1024)}\r\n`;
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/customer/update-profile',
          headers: { ...bearer(me.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (reply) => {
          let body = '';
          reply.on('data', (chunk: Buffer) => (body += chunk.toString()));
          reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // 15 fields of 60 KB and a photo of 1.9 MB: each within its bound, together past the form's 2.5 MB.
      for (let i = 0; i < 15; i++) req.write(part(i));
      req.write(`--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="me.png"\r\n\r\n`);
      req.write(Buffer.alloc(1.9 * 1024 * 1024));
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ code: 'body', message: 'The form may not be larger than 2.5 MB.' }],
    });
  });
});

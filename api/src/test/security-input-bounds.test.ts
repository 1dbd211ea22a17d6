import { INPUT_BOUNDS } from '../lib/input-bounds';
import { createTestApp, type TestApp } from './helpers';

describe('security: every request has bounds, whatever route it reaches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses an over-long string in a body the route would otherwise accept, with the 422 shape', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: `${'a'.repeat(INPUT_BOUNDS.stringLength)}@example.com` },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [
        { code: 'email', message: `The email may not be greater than ${INPUT_BOUNDS.stringLength} characters.` },
      ],
    });
  });

  it('refuses a list longer than any real request, before the route walks it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      payload: { cart: Array.from({ length: 8000 }, (_, i) => ({ item_id: i + 1, quantity: 1 })) },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: [{ code: 'cart' }] });
  });

  it('refuses a huge number in a body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { item_id: 1, quantity: 2 ** 53 - 1, guest_id: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: [{ code: 'quantity', message: 'The quantity is out of range.' }] });
  });
});

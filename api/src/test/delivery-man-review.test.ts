import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { OrderSchema } from '@storefront/shared/contract/order';
import { REVIEW_SUBMITTED_MESSAGE } from '@storefront/shared/contract/review';
import { DEMO_EMAIL } from '../db/seed';
import { bearer, createTestApp, errorCodes, newCustomer, type TestApp, signInDemo } from './helpers';

let t: TestApp;
let demo: string;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t);
  const user = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  demoId = user.id;
});
afterAll(async () => {
  await t.app.close();
});

const review = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/delivery-man/reviews/submit', headers: bearer(token), payload });

const demoOrder = (status: string) =>
  t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', demoId)
    .where('order_status', '=', status)
    .where('delivery_man_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const manOf = (id: number) =>
  t.app.ctx.db.selectFrom('delivery_men').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

test('the delivery man of a delivered order is reviewed once; his rating follows', async () => {
  const order = await demoOrder('delivered');
  const manId = order.delivery_man_id!;
  const before = await manOf(manId);

  // The order's track reply names the delivery man the page reviews.
  const track = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/track?order_id=${order.id}`,
    headers: bearer(demo),
  });
  expect(OrderSchema.parse(track.body).delivery_man?.id).toBe(manId);

  expect((await review(demo, { delivery_man_id: manId, order_id: order.id, rating: 9 })).status).toBe(422);
  const missing = await review(demo, { order_id: order.id, rating: 4 });
  expect(errorCodes(missing.body)).toEqual(['delivery_man_id']);
  const stranger = await newCustomer(t);
  expect((await review(stranger.token, { delivery_man_id: manId, order_id: order.id, rating: 5 })).status).toBe(404);
  const wrongMan = await review(demo, { delivery_man_id: manId + 1, order_id: order.id, rating: 5 });
  expect(wrongMan.status).toBe(403);
  expect(errorCodes(wrongMan.body)).toEqual(['delivery_man_id']);

  const ok = await review(demo, {
    delivery_man_id: manId,
    order_id: order.id,
    rating: 2,
    comment: ' Late but polite ',
  });
  expect(ok.status).toBe(200);
  expect(MessageResponseSchema.parse(ok.body).message).toBe(REVIEW_SUBMITTED_MESSAGE);
  const stored = await t.app.ctx.db
    .selectFrom('delivery_man_reviews')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ delivery_man_id: manId, user_id: demoId, rating: 2, comment: 'Late but polite' });
  const after = await manOf(manId);
  expect(after.rating_count).toBe(before.rating_count + 1);
  expect(after.avg_rating).toBeCloseTo((before.avg_rating * before.rating_count + 2) / (before.rating_count + 1), 2);

  const again = await review(demo, { delivery_man_id: manId, order_id: order.id, rating: 5 });
  expect(again.status).toBe(403);
  expect(errorCodes(again.body)).toEqual(['review']);
});

test('an order not yet delivered cannot have its delivery man reviewed', async () => {
  const order = await demoOrder('picked_up');
  const res = await review(demo, { delivery_man_id: order.delivery_man_id, order_id: order.id, rating: 4 });
  expect(res.status).toBe(403);
  expect(errorCodes(res.body)).toEqual(['order']);
});

test('a review needs a token', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/delivery-man/reviews/submit',
    payload: { delivery_man_id: 1, order_id: 1, rating: 4 },
  });
  expect(res.status).toBe(401);
});

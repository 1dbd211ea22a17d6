import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { getSetting } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';
import { newCustomerDiscount } from '../services/new-customer-discount';
import { FIXED_NOW, bearer, createTestApp, newCustomer, type TestApp, signInDemo } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
afterEach(() => t.setNow(FIXED_NOW));

const info = async (token: string) =>
  CustomerInfoSchema.parse(
    (await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) })).body,
  );

async function setDiscount(patch: Partial<BusinessSettings>) {
  const settings = await getSetting<BusinessSettings>(t.app.ctx.db, 'business');
  await t.app.ctx.db
    .updateTable('settings')
    .set({ value: JSON.stringify({ ...settings, ...patch }) })
    .where('key', '=', 'business')
    .execute();
}

test('a new customer without orders is offered the first-order discount from the configuration', async () => {
  const { token } = await newCustomer(t);
  expect(await info(token)).toMatchObject({
    order_count: 0,
    is_valid_for_discount: true,
    discount_amount: 10,
    discount_amount_type: 'percentage',
    validity: '7 days',
  });
  // Past the 7 days of validity it is gone.
  t.setNow(new Date(FIXED_NOW.getTime() + 8 * 86_400_000));
  const later = await info(token);
  expect(later.is_valid_for_discount).toBe(false);
  expect(later.discount_amount).toBeUndefined();
});

test('a customer with orders is not offered it', async () => {
  const demo = await info(await signInDemo(t));
  expect(demo.order_count).toBeGreaterThan(0);
  expect(demo.is_valid_for_discount).toBe(false);
});

test('the configuration turns it off, and sets its amount, type and validity', async () => {
  const { token } = await newCustomer(t);
  await setDiscount({ new_customer_discount_status: 0 });
  expect((await info(token)).is_valid_for_discount).toBe(false);
  await setDiscount({
    new_customer_discount_status: 1,
    new_customer_discount_amount: 50,
    new_customer_discount_amount_type: 'amount',
    new_customer_discount_amount_validity: 1,
    new_customer_discount_validity_type: 'month',
  });
  expect(await info(token)).toMatchObject({
    is_valid_for_discount: true,
    discount_amount: 50,
    discount_amount_type: 'amount',
    validity: '1 month',
  });
});

test('validity counts days, months or years from the sign-up', () => {
  const settings = {
    new_customer_discount_status: 1,
    new_customer_discount_amount: 10,
    new_customer_discount_amount_type: 'percentage',
    new_customer_discount_amount_validity: 2,
    new_customer_discount_validity_type: 'year',
  } as BusinessSettings;
  const joined = '2025-01-10T00:00:00.000Z';
  expect(newCustomerDiscount(settings, 0, joined, new Date('2027-01-09T00:00:00.000Z'))).toMatchObject({
    is_valid_for_discount: true,
    validity: '2 years',
  });
  expect(newCustomerDiscount(settings, 0, joined, new Date('2027-01-11T00:00:00.000Z')).is_valid_for_discount).toBe(
    false,
  );
  expect(newCustomerDiscount(settings, 1, joined, new Date('2025-01-11T00:00:00.000Z')).is_valid_for_discount).toBe(
    false,
  );
});

import { expect, test, type Page } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { apiNow, withApiClockAt } from '../support/clock';
import { chooseModule, moduleOfType } from '../support/pages';
import { typeInto } from '../support/typing';
import {
  addToCartOf,
  api,
  continueAsGuest,
  customerWithAnOrder,
  GULSHAN,
  openHome,
  orderableItem,
  saveGuestContact,
} from './cart-helpers';

const CHECKOUT_DRAFT = 'storefront.draft.checkout';
const PARCEL_DRAFT = 'storefront.draft.parcel';

/** Everything the page keeps in browser storage, as one text. */
const allStored = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)))
      .join('\n'),
  );

const sessionItem = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

test('a guest’s contact and tip survive a reload of checkout; placing the order drops the draft', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  await openHome(page, 'grocery');
  await page
    .getByRole('button', { name: `Add ${item.name} to cart` })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await continueAsGuest(page);

  await saveGuestContact(page, { name: 'Shirin Sultana', phone: '1711889900', email: 'shirin@example.com' });
  await page.getByRole('radio', { name: 'Custom' }).check();
  await typeInto(page.getByLabel('Tip amount'), '25');
  // The new-account password is typed but never kept.
  await page.getByLabel('Create an account with this order').check();
  await typeInto(page.getByLabel('Password for your account'), 'shirin-pass-1');
  await expect.poll(() => sessionItem(page, CHECKOUT_DRAFT)).toContain('"tip":25');
  expect(await allStored(page)).not.toContain('shirin-pass-1');

  await page.reload();
  const card = page.getByTestId('guest-contact');
  await expect(card).toContainText('Shirin Sultana');
  await expect(card).toContainText('shirin@example.com');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByLabel('Tip amount')).toHaveValue('25');
  await expect(page.getByLabel('Create an account with this order')).not.toBeChecked();
  expect(await allStored(page)).not.toContain('shirin-pass-1');

  const placing = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/customer/order/place'),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placing).postDataJSON()).toMatchObject({ contact_person_name: 'Shirin Sultana', dm_tips: 25 });
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  expect(await sessionItem(page, CHECKOUT_DRAFT)).toBeNull();
});

test('a customer’s coupon and tip survive a reload of checkout (the coupon is applied again); placing drops the draft', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const { token } = await signUpCustomer('Farhana', 'Yasmin');
  await api('customer/address/add', {
    method: 'POST',
    token,
    body: {
      address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
      contact_person_name: 'Farhana Yasmin',
      contact_person_number: '+8801711000444',
      address_type: 'home',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });
  // GROC10 needs ৳300 of items: the cart's unit price is after the item's discount.
  await addToCartOf(token, item, grocery.id);
  const lines = await api<{ id: number; price: number }[]>('customer/cart/list', { token, moduleId: grocery.id });
  const quantity = Math.ceil(300 / lines[0]!.price);
  test.skip(
    quantity > Math.min((item.stock ?? 99) - 1, item.maximum_cart_quantity ?? 99),
    'the item cannot reach the coupon minimum',
  );
  if (quantity > 1) {
    await api('customer/cart/update', {
      method: 'POST',
      token,
      moduleId: grocery.id,
      body: {
        cart_id: lines[0]!.id,
        model: 'Item',
        item_id: item.id,
        price: lines[0]!.price,
        quantity,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
  }
  await openHome(page, 'grocery', { token });
  await page.goto('/checkout?page=cart');

  await typeInto(page.getByLabel('Coupon code'), 'GROC10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText('GROC10');
  await page.getByRole('radio', { name: 'Custom' }).check();
  await typeInto(page.getByLabel('Tip amount'), '30');
  await expect.poll(() => sessionItem(page, CHECKOUT_DRAFT)).toContain('"tip":30');

  const applying = page.waitForRequest((request) => request.url().includes('/coupon/apply?code=GROC10'));
  await page.reload();
  await applying;
  await expect(page.getByTestId('applied-coupon')).toContainText('GROC10');
  await expect(page.getByLabel('Tip amount')).toHaveValue('30');
  await expect(page.getByTestId('selected-address')).toContainText('Gulshan Avenue');

  const placing = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/customer/order/place'),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placing).postDataJSON()).toMatchObject({ coupon_code: 'GROC10', dm_tips: 30 });
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  expect(await sessionItem(page, CHECKOUT_DRAFT)).toBeNull();
});

test('the parcel form keeps its category and what was typed across a reload, a back and a forward', async ({
  page,
}) => {
  await page.addInitScript((spot) => {
    if (localStorage.getItem('location')) return;
    localStorage.setItem('location', 'Gulshan Avenue');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
    localStorage.setItem('zoneid', '[1]');
  }, GULSHAN);
  const parcel = await moduleOfType('parcel');
  await page.goto('/');
  await chooseModule(page, parcel.module_name);
  await page.getByRole('button', { name: 'Small Package', exact: true }).click();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);

  await typeInto(page.getByLabel('Sender Name'), 'Sam Sender');
  await typeInto(page.getByLabel('Sender Phone'), '1711111111');
  await typeInto(page.getByLabel('Contact Person Email'), 'sam@example.com');
  await typeInto(page.getByLabel('Receiver Name'), 'Rita Receiver');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PARCEL_DRAFT)).toContain('Rita Receiver');

  const expectTyped = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel delivery info' })).toBeVisible();
    await expect(page.getByText('Sending:')).toContainText('Small Package');
    await expect(page.getByLabel('Sender Name')).toHaveValue('Sam Sender');
    await expect(page.getByLabel('Sender Phone')).toHaveValue(/1711.?111111$/);
    await expect(page.getByLabel('Contact Person Email')).toHaveValue('sam@example.com');
    await expect(page.getByLabel('Receiver Name')).toHaveValue('Rita Receiver');
    await expect(page.getByTestId('sender-address')).toHaveText('Gulshan Avenue');
  };
  await page.reload();
  await expectTyped();

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Small Package', exact: true })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);
  await expectTyped();
});

test('a sent review shows as sent after a reload, with no second form', async ({ page }) => {
  const { token, orderId, item } = await customerWithAnOrder('Nabila', 'Rahman');
  await signInWith(page, token);
  // An hour later on the API's clock the order is delivered and can be reviewed.
  await withApiClockAt(new Date((await apiNow()).getTime() + 3600_000), async () => {
    await page.goto(`/rate-and-review/${orderId}`);
    const card = page.getByRole('region', { name: `Review ${item.name}` });
    await card.getByText('★').nth(4).click();
    await typeInto(card.getByLabel('Comment (optional)'), 'Fresh and well packed.');
    await card.getByRole('button', { name: 'Submit Review' }).click();
    await expect(card.getByText('Thank you for your review.')).toBeVisible();

    await page.reload();
    await expect(card.getByRole('status')).toHaveText('Thank you for your review.');
    await expect(card.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    await expect(card.getByLabel('Comment (optional)')).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { apiNow, withApiClockAt } from '../support/clock';
import { moduleOfType } from '../support/pages';
import {
  api,
  continueAsGuest,
  customerWithAnOrder,
  GULSHAN,
  openHome,
  takeAwayItem,
  saveGuestContact,
} from './cart-helpers';

// The API moves an order one step every ORDER_CLOCK_SECONDS (30 s in the e2e environment):
// pending → confirmed after 30 s, picked up after 60 s. The order page polls every 10 s.
const ORDER_STEP_MS = 30_000;

const SENDER = { name: 'Sadia Sender', phone: '+8801911000444', address: 'Gulshan Avenue' };
const RECEIVER = { name: 'Nusrat Jahan', phone: '+8801811000222', address: 'Road 27, Dhanmondi' };

/** A parcel of documents from Gulshan to Dhanmondi, the sender paying, placed through the API. */
async function placeParcel(token: string): Promise<number> {
  const parcel = await moduleOfType('parcel');
  const { order_id } = await api<{ order_id: number }>('customer/order/place', {
    method: 'POST',
    token,
    moduleId: parcel.id,
    body: {
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: 1,
      charge_payer: 'sender',
      address: SENDER.address,
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
      contact_person_name: SENDER.name,
      contact_person_number: SENDER.phone,
      receiver_details: {
        contact_person_name: RECEIVER.name,
        contact_person_number: RECEIVER.phone,
        address: RECEIVER.address,
        latitude: 23.7561,
        longitude: 90.3746,
      },
      order_amount: 1,
    },
  });
  return order_id;
}

const addButton = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name} to cart` }).first();

test('an open order’s page follows it: once confirmed it reads Confirmed and offers no Cancel', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, orderId } = await customerWithAnOrder('Mim', 'Akter');
  const placedAt = await apiNow();

  await signInWith(page, token);
  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Pending', { ignoreCase: true });
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  // The store confirms it: the API's clock moves past the first step (not past the second).
  await withApiClockAt(new Date(placedAt.getTime() + ORDER_STEP_MS + 10_000), async () => {
    await expect(status).toHaveText('Confirmed', { ignoreCase: true, timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Track Order' })).toBeVisible();
  });
});

test('after a guest’s checkout, Track Order opens with the order id and phone filled in and the order shown', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await takeAwayItem(grocery.id);
  await openHome(page, 'grocery');
  await addButton(page, item.name).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await continueAsGuest(page);
  await page.getByLabel('Take Away').check();
  await saveGuestContact(page, { name: 'Nadia Islam', phone: '1711556688', email: 'nadia@example.com' });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = /order_id=(\d+)/.exec(page.url())![1]!;
  const dialog = page.getByRole('dialog', { name: 'Thank you for your order' });
  await dialog.getByRole('button', { name: 'Track Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}&phone=`));
  await expect(page.getByLabel('Order ID')).toHaveValue(orderId);
  await expect(page.getByLabel('Phone or email')).toHaveValue(/1711556688$/);
  const tracking = page.getByRole('dialog', { name: 'Order Tracking' });
  await expect(tracking.getByText(`Order ID #${orderId}`)).toBeVisible();
  // The header names the step the timeline marks.
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Order Placed');
  await expect(tracking.getByRole('list', { name: 'Order status' }).locator('li[aria-current="step"]')).toContainText(
    'Order Placed',
  );
  await expect(page.getByText('Need a contact number')).toHaveCount(0);
});

test('previous orders come newest first by date, whatever their numbers', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signUpCustomer('Rumana', 'Karim');
  const now = await apiNow();
  // Numbers follow placing; these dates do not: the second placed is the oldest.
  const twoHoursAgo = await withApiClockAt(new Date(now.getTime() - 2 * 3_600_000), () => placeParcel(token));
  const fiveHoursAgo = await withApiClockAt(new Date(now.getTime() - 5 * 3_600_000), () => placeParcel(token));
  const justNow = await placeParcel(token);
  await api('customer/order/cancel', { method: 'PUT', token, body: { order_id: justNow, reason: 'Changed my mind' } });

  await signInWith(page, token);
  await page.goto('/profile?page=my-orders');
  await page.getByRole('button', { name: 'Previous' }).click();
  const past = page.getByRole('list', { name: 'Past orders' });
  await expect(past.getByRole('button')).toHaveText([
    new RegExp(`Order #${justNow}(?!\\d)`),
    new RegExp(`Order #${twoHoursAgo}(?!\\d)`),
    new RegExp(`Order #${fiveHoursAgo}(?!\\d)`),
  ]);
});

test('a parcel order lists by what was sent and its route, and its page shows sender, receiver and charge', async ({
  page,
}) => {
  const { token } = await signUpCustomer('Sadia', 'Sender');
  const orderId = await placeParcel(token);

  await signInWith(page, token);
  await page.goto('/profile?page=my-orders');
  const row = page
    .getByRole('list', { name: 'Running orders' })
    .getByRole('button', { name: `Order #${orderId}, pending` });
  await expect(row).toContainText(`Documents Parcel · ${SENDER.address} → ${RECEIVER.address}`);
  await expect(row).not.toContainText('items');
  await row.click();

  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByTestId('parcel-category')).toHaveText('Documents');
  await expect(page.getByTestId('parcel-payer')).toHaveText('Sender pays');
  const sender = page.getByRole('region', { name: 'Sender' });
  for (const text of [SENDER.name, SENDER.phone, SENDER.address]) await expect(sender).toContainText(text);
  const receiver = page.getByRole('region', { name: 'Receiver' });
  for (const text of [RECEIVER.name, RECEIVER.phone, RECEIVER.address]) await expect(receiver).toContainText(text);
  await expect(page.getByTestId('bill-delivery')).toHaveText(/৳\s?[1-9]/);
  await expect(page.getByTestId('bill-total')).not.toHaveText('৳0.00');
  await expect(page.getByText('Subtotal')).toHaveCount(0);
  await expect(page.getByTestId('bill-items')).toHaveCount(0);
});

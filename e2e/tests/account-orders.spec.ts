import { expect, test, type Page } from '@playwright/test';
import { typeInto } from '../support/typing';
import { api, demoToken, signInWith } from '../support/account';
import { apiNow, setApiClock, withApiClockAt } from '../support/clock';

async function signIn(page: Page) {
  // These flows are about orders: the review prompt has its own test.
  await signInWith(page, await demoToken());
}

/** A guest's parcel order, placed through the API: it starts pending and moves on the API's clock. */
async function placeGuestParcel(phone: string) {
  const guest = (await (await fetch(api('auth/guest/request'), { method: 'POST' })).json()) as { guest_id: number };
  const placed = await fetch(api('customer/order/place'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', moduleId: '5' },
    body: JSON.stringify({
      guest_id: guest.guest_id,
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: 2,
      charge_payer: 'sender',
      address: 'Gulshan Avenue',
      latitude: 23.7925,
      longitude: 90.4078,
      contact_person_name: 'Guest Sender',
      contact_person_number: phone,
      receiver_details: {
        contact_person_name: 'Nusrat Jahan',
        contact_person_number: '+8801811000222',
        address: 'Road 27, Dhanmondi',
        latitude: 23.7561,
        longitude: 90.3746,
      },
      order_amount: 1,
    }),
  });
  expect(placed.status).toBe(200);
  const { order_id } = (await placed.json()) as { order_id: number };
  return { guestId: guest.guest_id, orderId: order_id };
}

test('a signed-in customer sees running and past orders, opens one and tracks it', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?page=my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const running = page.getByRole('list', { name: 'Running orders' });
  await expect(running.getByRole('button', { name: /, picked up$/ })).toBeVisible();
  await expect(running.getByRole('button', { name: /, confirmed$/ })).toBeVisible();
  await expect(running.getByRole('button', { name: /, pending$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  const past = page.getByRole('list', { name: 'Past orders' });
  await expect(past.getByRole('button', { name: /, delivered$/ }).first()).toBeVisible();
  await expect(past.getByRole('button', { name: /, canceled$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Running' }).click();
  await running.getByRole('button', { name: /, picked up$/ }).click();
  await expect(page).toHaveURL(/orderId=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('picked up');
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();

  await page.getByRole('button', { name: 'Track Order' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order Tracking' });
  await expect(drawer.getByText(/^Order ID #\d+$/)).toBeVisible();
  const steps = drawer.getByRole('list', { name: 'Order status' });
  await expect(steps.getByRole('listitem')).toHaveText([/Order Placed/, /Order Confirmed/, /On the Way/, /Delivered/]);
  await expect(steps.locator('li[aria-current="step"]')).toContainText('On the Way');
  const map = drawer.getByRole('application', { name: 'Map' });
  await expect(map.getByText('Store', { exact: true })).toBeVisible();
  await expect(map.getByText('Destination', { exact: true })).toBeVisible();
  await expect(map.getByText('Delivery man', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Sender' })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Receiver' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Open directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  await page.screenshot({ path: 'test-results/account-tracking.png' });
});

test('a customer cancels a pending order with a reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/my-orders');
  const pending = page
    .getByRole('list', { name: 'Running orders' })
    .getByRole('button', { name: /, pending$/ })
    .first();
  const label = (await pending.getAttribute('aria-label'))!;
  await pending.click();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  const reasons = dialog.getByRole('radio');
  await expect(reasons.first()).toBeVisible();
  await reasons.first().check();
  await page.screenshot({ path: 'test-results/account-cancel.png' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Order canceled successfully')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('canceled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
  // Back on the list, the running orders are as they are now: the cancelled one has left them.
  await page.getByRole('button', { name: 'Back to orders' }).first().click();
  await expect(page.getByRole('group', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toBeHidden();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('button', { name: label.replace(/pending$/, 'canceled') })).toBeVisible();
});

test('a deep link to an order, opened signed out, comes back to that order after signing in', async ({ page }) => {
  // Answer the review reminder with none at the network edge: this flow is about the return.
  await page.route('**/api/v1/customer/review-reminder', (route) => route.fulfill({ json: { order_id: null } }));
  await page.goto('/profile?orderId=100001&page=my-orders');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?return_to=/);
  await typeInto(page.getByLabel('Email or phone'), 'demo@storefront.test');
  await typeInto(page.getByLabel('Password', { exact: true }), 'demo12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\?orderId=100001&page=my-orders$/);
  await expect(page.getByRole('heading', { name: 'Order #100001' })).toBeVisible();
});

test('arriving from checkout with an orderId opens that order', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?orderId=100001&page=my-orders&from=checkout');
  await expect(page.getByRole('heading', { name: 'Order #100001' })).toBeVisible();
  await page.goto('/profile?orderId=999999&page=my-orders');
  await expect(page.getByText('Order not found')).toBeVisible();
});

test('a guest tracks an order by id and phone', async ({ page }) => {
  const { guestId, orderId: order_id } = await placeGuestParcel('+8801911000111');
  await page.addInitScript((id) => localStorage.setItem('guest_id', String(id)), guestId);

  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Need a order id')).toBeVisible();
  await typeInto(page.getByLabel('Order ID'), String(order_id));
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Need a contact number')).toBeVisible();
  await typeInto(page.getByLabel('Phone or email'), '01911000999');
  await page.getByRole('button', { name: 'Track Order' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order Tracking' });
  await expect(drawer.getByText('Order not found')).toBeVisible();
  await drawer.getByRole('button', { name: /close/i }).click();

  // The local form of the number the order was placed with (+8801911000111) finds it.
  await typeInto(page.getByLabel('Phone or email'), '01911000111');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(drawer.getByText(`Order ID #${order_id}`)).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Receiver' })).toContainText('Nusrat Jahan');
  await expect(drawer.getByRole('list', { name: 'Order status' }).locator('li[aria-current="step"]')).toContainText(
    'Order Placed',
  );
});

test('a tracked order advances on the API clock to Delivered, and the drawer stops polling', async ({ page }) => {
  // The API moves an order one step every ORDER_CLOCK_SECONDS (30 s, its default): the test moves the
  // API's clock past each step, and the page's clock past the drawer's 10 s polling period.
  const ORDER_STEP_MS = 30_000;
  const POLL_MS = 10_000;
  const phone = '+8801911000333';
  const { guestId, orderId } = await placeGuestParcel(phone);
  const placedAt = await apiNow();
  await page.clock.install();
  await page.addInitScript((id) => localStorage.setItem('guest_id', String(id)), guestId);
  const tracked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/customer/order/track')) tracked.push(Date.now());
  });
  const nextPoll = () => page.waitForRequest((request) => request.url().includes('/api/v1/customer/order/track'));

  await page.goto('/track-order');
  await typeInto(page.getByLabel('Order ID'), String(orderId));
  await typeInto(page.getByLabel('Phone or email'), phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order Tracking' });
  await expect(drawer.getByText(`Order ID #${orderId}`)).toBeVisible();
  const steps = drawer.getByRole('list', { name: 'Order status' });
  const current = steps.locator('li[aria-current="step"]');
  await expect(current).toContainText('Order Placed');
  const map = drawer.getByRole('application', { name: 'Map' });
  await expect(map.getByText('Pick-up', { exact: true })).toBeVisible();
  await expect(map.getByText('Destination', { exact: true })).toBeVisible();
  await expect(map.getByTestId('map-route')).toBeVisible();

  /** Moves the API's clock into the order's `step`-th step, then the page's past one poll: the drawer asks again. */
  const pastStep = async (step: number) => {
    await setApiClock(new Date(placedAt.getTime() + step * ORDER_STEP_MS + 5_000));
    const poll = nextPoll();
    await page.clock.runFor(POLL_MS);
    await poll;
  };
  await withApiClockAt(placedAt, async () => {
    await pastStep(1);
    await expect(current).toContainText('Order Confirmed');
    await expect(map.getByText('Delivery man', { exact: true })).toBeVisible();
    await pastStep(2);
    await expect(current).toContainText('On the Way');
    await page.screenshot({ path: 'test-results/account-tracking-on-the-way.png' });
    await pastStep(3);
    await expect(current).toContainText('Delivered');
    await expect(steps.locator('li[data-done="true"]')).toHaveCount(4);
    await expect(drawer.getByTestId('tracking-status')).toHaveText('Delivered');
  });

  const polls = tracked.length;
  expect(polls).toBeGreaterThanOrEqual(4);
  // Delivered: no more re-fetches in two polling periods and a half of the page's time (each
  // period above brought one), nor in the second of real time that gives a request to be seen.
  await page.clock.runFor(2.5 * POLL_MS);
  await page.waitForTimeout(1_000);
  expect(tracked.length).toBe(polls);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a guest tracks an order from a fresh browser by its id and the phone it was placed with', async ({ page }) => {
    // Placed by another browser: this one has a guest id of its own, which owns nothing.
    const { orderId } = await placeGuestParcel('+8801911000555');
    await page.goto('/track-order');
    await typeInto(page.getByLabel('Order ID'), String(orderId));
    await typeInto(page.getByLabel('Phone or email'), '01911000555');
    await page.getByRole('button', { name: 'Track Order' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Order Tracking' });
    await expect(drawer.getByText(`Order ID #${orderId}`)).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Receiver' })).toContainText('Nusrat Jahan');
  });
});

// Place Order is one order per attempt, on a phone: a double tap sends one request, and when the
// answer is lost on the way back (the connection drops after the API placed it) the customer's
// second tap sends the same Idempotency-Key and is answered with the first order.
import { expect, test, type Page } from '@playwright/test';
import { customerAtCheckout as atCheckout } from './checkout-start';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The Place Order requests the page sends, with their keys. */
function placeRequests(page: Page) {
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/customer/order/place') {
      keys.push(request.headers()['idempotency-key'] ?? null);
    }
  });
  return keys;
}

test('a double tap on Place Order places one order', async ({ page }) => {
  const { orders } = await atCheckout(page, 'Sabina', 'Yasmin');
  const keys = placeRequests(page);

  // Two taps on the button's spot in quick succession, the second before the first is answered.
  const place = page.getByRole('button', { name: 'Place Order' });
  await place.scrollIntoViewIfNeeded();
  const box = await place.boundingBox();
  if (!box) throw new Error('Place Order has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)]);

  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(await orders()).toBe(1);
});

test('an answer lost on the way back: the second tap gets the first order, not a second one', async ({ page }) => {
  const { orders } = await atCheckout(page, 'Kamal', 'Uddin');
  const keys = placeRequests(page);
  let lost = false;
  // The network edge: the first placement reaches the API, then its answer never reaches the page.
  await page.route('**/api/v1/customer/order/place', async (route) => {
    // The browser's CORS preflight passes; the placement itself is the one whose answer is lost.
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.getByRole('button', { name: 'Place Order' }).tap();
  await expect.poll(orders).toBe(1);
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await page.getByRole('button', { name: 'Place Order' }).tap();

  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orders()).toBe(1);
});

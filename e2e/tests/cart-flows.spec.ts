import { expect, test, type Page } from '@playwright/test';
import { typeInto } from '../support/typing';
import { moduleOfType } from '../support/pages';
import {
  addToCartOf,
  api,
  cardOf,
  cartButton,
  clearCartOf,
  continueAsGuest,
  drawer,
  itemOfStore,
  itemsOfModule,
  openHome,
  orderableItem,
  plain,
  popularItems,
  PRESCRIPTION_PNG,
  prescriptionCheckout,
  prescriptionItem,
  searchFor,
  seededItem,
  signInDemo,
  takeAwayItem,
  saveGuestContact,
} from './cart-helpers';
import { declineAndLeave, FAILED_PAGE_URL } from '../support/payments';

const addButton = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name} to cart` }).first();
const stepperOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('group', { name: `Quantity of ${name}` })
    .first();

/** The total the success view shows, as a number. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Total: /).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

async function switchModule(page: Page, type: string) {
  const module = await moduleOfType(type);
  await page.evaluate((value) => localStorage.setItem('module', JSON.stringify(value)), module);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeVisible();
  return module;
}

const NADIA = { name: 'Nadia Islam', phone: '1711556677', email: 'nadia@example.com' };

test('a signed-in customer: both limits, another store’s item, a reload, and a food item with options', async ({
  page,
}) => {
  const token = await signInDemo();
  await clearCartOf(token);
  const grocery = await moduleOfType('grocery');
  const groceryItems = (await popularItems(grocery.id)).filter(plain);
  const limited = groceryItems.find((c) => c.maximum_cart_quantity && (c.stock ?? 99) > c.maximum_cart_quantity)!;
  const other = groceryItems.find((c) => c.store_id !== limited.store_id)!;
  await openHome(page, 'grocery', { token });

  // A simple item, stepped into its maximum: 'Out of Limits'.
  await addButton(page, limited.name).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const stepper = stepperOf(page, limited.name);
  for (let quantity = 2; quantity <= limited.maximum_cart_quantity!; quantity += 1) {
    await stepper.getByRole('button', { name: `Increase quantity of ${limited.name}` }).click();
    await expect(stepper.locator('output')).toHaveText(String(quantity));
  }
  await stepper.getByRole('button', { name: `Increase quantity of ${limited.name}` }).click();
  await expect(page.getByText('Out of Limits')).toBeVisible();
  await expect(stepper.locator('output')).toHaveText(String(limited.maximum_cart_quantity));

  // Another store's item asks to clear the cart first.
  await addButton(page, other.name).click();
  const confirm = page.getByRole('dialog', { name: 'Clear cart?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart is the server's: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await expect(drawer(page).getByText(other.name)).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Close' }).click();

  // Stock: 'Out of Stock' in the pharmacy.
  const pharmacy = await moduleOfType('pharmacy');
  // A nearly sold-out item of any pharmacy, found by search as a customer would.
  const scarce = seededItem(
    await itemsOfModule(pharmacy.id),
    (c) => plain(c) && c.stock !== null && c.stock > 0 && c.stock < 4 && (c.maximum_cart_quantity ?? 99) > c.stock,
  );
  await switchModule(page, 'pharmacy');
  await searchFor(page, scarce.name);
  await cardOf(page, scarce)
    .getByRole('button', { name: `Add ${scarce.name} to cart` })
    .click();
  const scarceStepper = stepperOf(page, scarce.name);
  for (let quantity = 2; quantity <= scarce.stock!; quantity += 1) {
    await scarceStepper.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).click();
    await expect(scarceStepper.locator('output')).toHaveText(String(quantity));
  }
  await scarceStepper.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).click();
  await expect(page.getByText('Out of Stock')).toBeVisible();

  // A food item with a required group, a multi group and an add-on.
  const food = await moduleOfType('food');
  const burger = (await popularItems(food.id)).find(
    (item) =>
      item.food_variations.some((group) => group.required === 'on') &&
      item.food_variations.some((group) => group.type === 'multi') &&
      item.add_ons.length > 0 &&
      item.available_time_starts !== '07:00',
  )!;
  const required = burger.food_variations.find((group) => group.required === 'on')!;
  const multi = burger.food_variations.find((group) => group.type === 'multi')!;
  await switchModule(page, 'food');
  await addButton(page, burger.name).click();
  const view = page.getByRole('dialog', { name: burger.name });
  await view.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Variation ${required.name} can not remain without selection.`)).toBeVisible();
  await view.getByRole('radio', { name: required.values[0]!.label }).click();
  await view.getByRole('checkbox', { name: multi.values[0]!.label }).click();
  await view.getByRole('checkbox', { name: burger.add_ons[0]!.name }).check();
  await view.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.reload();
  await cartButton(page).click();
  const line = drawer(page).getByTestId('cart-line');
  await expect(line).toContainText(`${required.name}: ${required.values[0]!.label}`);
  await expect(line).toContainText(burger.add_ons[0]!.name);
  await clearCartOf(token);
});

test('a guest checks out for take-away and gets the order dialog with the server’s status', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await takeAwayItem(grocery.id);
  await openHome(page, 'grocery');
  await addButton(page, item.name).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await continueAsGuest(page);

  await page.getByLabel('Take Away').check();
  // Take-away: no tips, and the contact card carries no address.
  await expect(page.getByText('Delivery Man Tips')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter your contact info')).toBeVisible();
  await saveGuestContact(page, NADIA);
  await expect(page.getByTestId('guest-contact')).not.toContainText('Gulshan');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = /order_id=(\d+)/.exec(page.url())![1]!;
  const dialog = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('guest-order-facts')).toContainText(`#${orderId}`);
  await expect(dialog.getByTestId('guest-order-facts')).toContainText('Pending');
  await expect(dialog.getByTestId('guest-order-facts')).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  await dialog.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}&phone=`));
});

test('a guest’s digital payment fails and is switched to cash on delivery; another fails and is cancelled', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  await openHome(page, 'grocery');
  for (const answer of ['Switch to Cash On Delivery', 'Cancel Order'] as const) {
    await addButton(page, item.name).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await continueAsGuest(page);
    // A placed order clears the checkout's draft: each order is given its contact.
    await saveGuestContact(page, { ...NADIA, house: '12' });
    await page.getByLabel('Digital Payment').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await declineAndLeave(page);
    await expect(page).toHaveURL(FAILED_PAGE_URL);
    const dialog = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: answer }).click();
    await expect(
      page.getByText(answer === 'Cancel Order' ? 'Order canceled successfully' : 'Payment info updated.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // Switched, the order is settled and its lines are gone; cancelled unpaid, they are back in the cart.
    await expect(page.getByTestId('cart-count')).toHaveText(answer === 'Cancel Order' ? '1' : '0');
  }
});

test('a pharmacy order with a prescription image: up to three at a time, placed as a multipart form', async ({
  page,
}) => {
  const { pharmacy, token } = await prescriptionCheckout(page);
  await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();
  await expect(page.getByTestId('selected-address')).toBeVisible();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please upload your prescription image.')).toBeVisible();

  const files = ['a', 'b', 'c', 'd'].map((name) => ({
    name: `prescription-${name}.png`,
    mimeType: 'image/png',
    buffer: PRESCRIPTION_PNG,
  }));
  await page.getByLabel('Upload prescription').setInputFiles(files);
  await expect(page.getByText('You can upload at most 3 images at a time.')).toBeVisible();
  const thumbs = page.getByRole('list', { name: 'Prescription images' }).getByRole('listitem');
  await expect(thumbs).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove prescription 3' }).click();
  await expect(thumbs).toHaveCount(2);

  const placing = page.waitForRequest('**/api/v1/customer/order/place');
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placing).headers()['content-type']).toContain('multipart/form-data');
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const order = await api<{ prescription_order: boolean; order_attachment_full_url: string[]; order_amount: number }>(
    `customer/order/track?order_id=${orderId}`,
    { token, moduleId: pharmacy.id },
  );
  expect(order.prescription_order).toBe(true);
  expect(order.order_attachment_full_url).toHaveLength(2);
  // The total shown is the server's.
  expect(await shownTotal(page)).toBeCloseTo(order.order_amount, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a guest orders with only a prescription at a pharmacy: the spec’s multipart prescription form', async ({
  page,
}) => {
  const pharmacy = await moduleOfType('pharmacy');
  const { store_id: storeId } = await prescriptionItem(pharmacy.id);
  await openHome(page, 'pharmacy');
  // The pharmacy's page links to an order of prescription images alone.
  await page.goto(`/store/${storeId}?module_id=${pharmacy.id}`);
  await page.getByRole('link', { name: 'Order with a prescription' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?page=prescription&store_id=${storeId}$`));
  await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();
  await expect(page.getByTestId('prescription-summary')).toContainText('Prescription order at');
  await saveGuestContact(page, NADIA);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please upload your prescription image.')).toBeVisible();
  await page
    .getByLabel('Upload prescription')
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PRESCRIPTION_PNG });
  await typeInto(page.getByLabel('Additional Note'), 'Generic medicines are fine');

  const placing = page.waitForRequest('**/api/v1/customer/order/prescription/place');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const request = await placing;
  expect(request.headers()['content-type']).toContain('multipart/form-data');
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(dialog.getByTestId('guest-order-facts')).toContainText('Pending');

  // The order the guest tracks is a prescription order with the image and the note.
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const { guestId, contact } = await page.evaluate(() => ({
    guestId: localStorage.getItem('guest_id') ?? '',
    // The checkout's draft is gone once the order is placed; the placed order's record keeps the number.
    contact: (JSON.parse(sessionStorage.getItem('checkout-last-order') ?? '{}') as { contactNumber?: string })
      .contactNumber,
  }));
  const order = await api<{ prescription_order: boolean; order_attachment_full_url: string[]; order_note: string }>(
    `customer/order/track?order_id=${orderId}&guest_id=${encodeURIComponent(guestId.replace(/"/g, ''))}&contact_number=${encodeURIComponent(contact ?? '')}`,
    { moduleId: pharmacy.id },
  );
  expect(order).toMatchObject({ prescription_order: true, order_note: 'Generic medicines are fine' });
  expect(order.order_attachment_full_url).toHaveLength(1);
});

test('a signed-in customer applies a coupon, tips, schedules and pays offline; leaving checkout drops the offline info', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const token = await signInDemo();
  await clearCartOf(token);
  const item = await itemOfStore(grocery.id, (store) => Boolean(store.schedule_order));
  await addToCartOf(token, item, grocery.id);
  await openHome(page, 'grocery', { token });
  await page.goto('/checkout?page=cart');

  // Below the coupon's minimum purchase (GROC10: ৳300) the coupon is refused.
  const couponField = page.getByLabel('Coupon code');
  if (item.price < 300) {
    await typeInto(couponField, 'GROC10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^To apply this coupon, total item amount should be minimum/)).toBeVisible();
    const lines = await api<{ id: number; price: number }[]>('customer/cart/list', { token, moduleId: grocery.id });
    // The cart's unit price is after the item's discount.
    const quantity = Math.ceil(300 / lines[0]!.price);
    test.skip(
      quantity > Math.min((item.stock ?? 99) - 1, item.maximum_cart_quantity ?? 99),
      'the item cannot reach the coupon minimum',
    );
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
    await page.reload();
  }
  await typeInto(couponField, 'GROC10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied successfully.')).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toContainText('GROC10');

  await page.getByRole('radio', { name: 'Custom' }).check();
  await typeInto(page.getByLabel('Tip amount'), '25');
  await expect(page.getByText('Delivery man tip', { exact: true })).toBeVisible();

  // Offline payment: the methods come from the API; the form checks its required inputs.
  await page.getByLabel('Offline Payment').check();
  await page.getByLabel('bKash').check();
  await expect(page.getByText('01700-000111')).toBeVisible();
  await page.getByRole('button', { name: 'Save payment info' }).click();
  await expect(page.getByText('Sender Number is required')).toBeVisible();
  await typeInto(page.getByLabel('Sender Number'), '01711000000');
  await typeInto(page.getByLabel('Transaction Id'), 'TX12345');
  await page.getByRole('button', { name: 'Save payment info' }).click();
  await expect(page.getByText('Payment info updated.')).toBeVisible();

  // Leaving checkout drops the offline info (never a draft); the coupon and tip stay.
  await page.goto('/home');
  await page.goto('/checkout?page=cart');
  await page.getByLabel('Offline Payment').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fill in the payment information first.')).toBeVisible();
  await page.getByLabel('bKash').check();
  await expect(page.getByLabel('Transaction Id')).toHaveValue('');
  await typeInto(page.getByLabel('Sender Number'), '01711000000');
  await typeInto(page.getByLabel('Transaction Id'), 'TX12345');
  await page.getByRole('button', { name: 'Save payment info' }).click();
  await expect(page.getByText('Payment info updated.')).toBeVisible();
  // The coupon and the tip are the checkout's draft: they came back with the page.
  await expect(page.getByTestId('applied-coupon')).toContainText('GROC10');
  await expect(page.getByLabel('Tip amount')).toHaveValue('25');
  // Scheduled for the store's first slot tomorrow, Dhaka time, on the API's business day (not the machine's).
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Tomorrow' });
  await expect(page.getByRole('combobox', { name: 'Time slot' })).toHaveValue(/ \d{2}:\d{2}:00$/);

  // The whole bill is on the page before Place Order, with the coupon and the tip typed above.
  await expect(page.getByTestId('bill-coupon')).toHaveText(/^−/);
  await expect(page.getByTestId('bill-tip')).toContainText('25.00');
  await expect(page.getByTestId('bill')).toHaveAttribute('aria-busy', 'false');
  const billTotal = Number((await page.getByTestId('bill-total').innerText()).replace(/[^\d.]/g, ''));

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const order = await api<{
    coupon_code: string | null;
    dm_tips: number;
    payment_method: string;
    order_amount: number;
    schedule_at: string | null;
    offline_payment: { method_name: string; payment_info: Record<string, string> } | null;
  }>(`customer/order/track?order_id=${orderId}`, { token, moduleId: grocery.id });
  expect(order).toMatchObject({ coupon_code: 'GROC10', dm_tips: 25, payment_method: 'offline_payment' });
  expect(order.offline_payment).toMatchObject({ method_name: 'bKash', payment_info: { transaction_id: 'TX12345' } });
  expect(order.schedule_at).not.toBeNull();
  expect(await shownTotal(page)).toBeCloseTo(order.order_amount, 2);
  // What the page showed is what the order charges, to the cent.
  expect(billTotal).toBe(order.order_amount);
});

test('a signed-in customer pays with the wallet and saves the house to the address; guests get no wallet', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const token = await signInDemo();
  await clearCartOf(token);
  const item = await itemOfStore(
    grocery.id,
    () => true,
    (candidate) => candidate.price <= 100,
  );
  await addToCartOf(token, item, grocery.id);
  await openHome(page, 'grocery', { token });
  await page.goto('/checkout?page=cart');
  const wallet = page.getByRole('radio', { name: /^Wallet/ });
  await expect(wallet).toBeVisible();
  await wallet.check();
  // 'Save this Address' keeps the house typed here on the saved address.
  await typeInto(page.getByLabel('House', { exact: true }), '7B');
  await page.getByLabel('Save this Address').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const order = await api<{ payment_method: string; payment_status: string; order_amount: number }>(
    `customer/order/track?order_id=${orderId}`,
    { token, moduleId: grocery.id },
  );
  expect(order).toMatchObject({ payment_method: 'wallet', payment_status: 'paid' });
  const { addresses } = await api<{ addresses: { address_type: string; house: string | null }[] }>(
    'customer/address/list',
    { token },
  );
  expect(addresses.find((address) => address.address_type === 'home')?.house).toBe('7B');
  expect(await shownTotal(page)).toBeCloseTo(order.order_amount, 2);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/home');
  await addButton(page, item.name).click();
  await continueAsGuest(page);
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Wallet/ })).toHaveCount(0);
});

test('a signed-in customer checks out for take-away: no address, no tip', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const token = await signInDemo();
  await clearCartOf(token);
  const item = await takeAwayItem(grocery.id);
  await addToCartOf(token, item, grocery.id);
  await openHome(page, 'grocery', { token });
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toBeVisible();
  await page.getByLabel('Take Away').check();
  await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toHaveCount(0);
  await expect(page.getByText('Delivery Man Tips')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const order = await api<{ order_type: string; dm_tips: number; order_amount: number }>(
    `customer/order/track?order_id=${orderId}`,
    { token, moduleId: grocery.id },
  );
  expect(order).toMatchObject({ order_type: 'take_away', dm_tips: 0 });
  expect(await shownTotal(page)).toBeCloseTo(order.order_amount, 2);
});

import { expect, test, type Page } from '@playwright/test';
import { typeInto } from '../support/typing';
import { moduleOfType } from '../support/pages';
import { dismissReviewPrompts } from '../support/review-reminders';
import {
  addToCartAs,
  api,
  cartButton,
  clearCartOf,
  continueAsGuest,
  drawer,
  guestIdOf,
  openHome,
  orderableItem,
  PRESCRIPTION_PNG,
  prescriptionItem,
  runningCampaignItem,
  signInDemo,
} from './cart-helpers';

// Item and campaign hours are the platform's (Dhaka) hours, as the API reads them.
test.use({ timezoneId: 'Asia/Dhaka' });

/** Opens the drawer and the quick view of the line holding `name`. */
async function openLine(page: Page, name: string) {
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name, exact: true }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toBeVisible();
  return view;
}

test('a guest enters a new delivery address (validation first) and places a prescription cart with an image', async ({
  page,
}) => {
  const pharmacy = await moduleOfType('pharmacy');
  const item = await prescriptionItem(pharmacy.id);
  await openHome(page, 'pharmacy');
  await addToCartAs({ guestId: await guestIdOf(page) }, item, pharmacy.id);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await continueAsGuest(page);
  await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();

  await page.getByRole('button', { name: 'Enter a new delivery address' }).click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByText('Label As')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeVisible();
  // The address text fills in from the resolved place first; clearing it before then would race.
  await expect(form.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Address', { exact: true }).clear();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Phone Number is required')).toBeVisible();
  await typeInto(form.getByLabel('Address', { exact: true }), 'House 7, Road 90, Gulshan 2, Dhaka');
  await typeInto(form.getByLabel('Contact person name'), 'Nadia Islam');
  await typeInto(form.getByLabel('Contact person number'), '1711556677');
  await typeInto(form.getByLabel('Email'), 'nadia@example.com');
  await typeInto(form.getByLabel('Floor'), '4');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('guest-contact')).toContainText('Nadia Islam');
  await expect(page.getByTestId('guest-contact')).toContainText('Floor 4, House 7, Road 90, Gulshan 2, Dhaka');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please upload your prescription image.')).toBeVisible();
  await page
    .getByLabel('Upload prescription')
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PRESCRIPTION_PNG });
  const placing = page.waitForRequest('**/api/v1/customer/order/place');
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placing).headers()['content-type']).toContain('multipart/form-data');
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();

  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const guestId = await guestIdOf(page);
  const order = await api<{
    prescription_order: boolean;
    order_attachment_full_url: string[];
    delivery_address: { address: string; floor?: string | null; contact_person_name: string } | null;
  }>(
    `customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent('+8801711556677')}`,
    {
      moduleId: pharmacy.id,
    },
  );
  expect(order.prescription_order).toBe(true);
  expect(order.order_attachment_full_url).toHaveLength(1);
  expect(order.delivery_address).toMatchObject({
    address: 'House 7, Road 90, Gulshan 2, Dhaka',
    floor: '4',
    contact_person_name: 'Nadia Islam',
  });
});

test('Buy now from a cart line checks the one item out on /checkout?page=buy_now and leaves the cart', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await addToCartAs({ token }, item, grocery.id);
  await openHome(page, 'grocery', { token });
  const view = await openLine(page, item.name);
  await expect(view.getByRole('button', { name: 'Update to cart' })).toBeVisible();
  await view.getByRole('button', { name: 'Increase quantity of ' + item.name }).click();
  await view.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`${item.name} × 2`);

  const placing = page.waitForRequest('**/api/v1/customer/order/place');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sent = (await placing).postDataJSON() as { is_buy_now: number; cart: { item_id: number; quantity: number }[] };
  expect(sent.is_buy_now).toBe(1);
  expect(sent.cart).toEqual([expect.objectContaining({ item_id: item.id, quantity: 2 })]);
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  // A direct order leaves the cart as it was.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test("a campaign item's Order Now needs a sign-in, then checks out on /checkout?page=campaign", async ({ page }) => {
  const { campaign, moduleType } = await runningCampaignItem();
  const module = await moduleOfType(moduleType);
  await openHome(page, moduleType);
  await addToCartAs({ guestId: await guestIdOf(page) }, campaign, module.id, 'ItemCampaign');
  await page.reload();
  let view = await openLine(page, campaign.name);
  // A campaign item shows only Order Now.
  await expect(view.getByRole('button', { name: 'Order Now' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/checkout/);

  const token = await signInDemo();
  await clearCartOf(token);
  await addToCartAs({ token }, campaign, module.id, 'ItemCampaign');
  await dismissReviewPrompts(page);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/home');
  view = await openLine(page, campaign.name);
  await view.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);
  const placing = page.waitForRequest('**/api/v1/customer/order/place');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sent = (await placing).postDataJSON() as { cart: { model: string; item_id: number }[] };
  expect(sent.cart).toEqual([expect.objectContaining({ model: 'ItemCampaign', item_id: campaign.id })]);
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import { cartButton, clearCartOf, drawer, openHome, orderableItem, signInDemo } from './cart-helpers';
import { typeInto } from '../support/typing';
import { declineAndLeave, FAILED_PAGE_URL } from '../support/payments';

async function addAndCheckout(page: Page, itemName: string) {
  await page.getByRole('button', { name: `Add ${itemName} to cart` }).click();
  // The count, not the toast: a second 'Item added to cart' within seconds is one toast (de-duplicated).
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
}

test('a guest checks out with contact info and places an order priced by the server', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  await openHome(page, 'grocery');
  await addAndCheckout(page, item.name);
  await page
    .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
    .getByRole('button', { name: 'Guest' })
    .click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByTestId('guest-contact')).toContainText('No Contact Info Added');
  // Coupons take a sign-in: a guest is told so, with a way back here.
  const promo = page.getByRole('region', { name: 'Promo code' });
  await expect(promo).toContainText('Have a coupon? Sign in to apply it.');
  await expect(promo.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /return_to=%2Fcheckout/);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter your contact info')).toBeVisible();

  await page.getByRole('button', { name: 'Edit contact info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact information' });
  await typeInto(dialog.getByLabel('Contact Person Name'), 'Rumi Akter');
  // Typed key by key in the local form, trunk 0 and all, as a guest on a phone would.
  const phone = dialog.getByLabel('Contact Person Number');
  await phone.pressSequentially('01711223344');
  await expect(phone).toHaveValue('01711223344');
  await typeInto(dialog.getByLabel('Contact Person Email'), 'rumi@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('guest-contact')).toContainText('Rumi Akter');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toContainText('Order ID #');
  await expect(page.getByText(/^Total: /)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a signed-in customer checks out with a saved address and a new one (validation first)', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await openHome(page, 'grocery', { token });
  await addAndCheckout(page, item.name);
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toBeVisible();
  await expect(page.getByTestId('selected-address')).toContainText('Home');

  await page.getByRole('button', { name: 'View Saved Address' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved Addresses' });
  // Only addresses in the store's zone are listed (the Office is in another zone).
  await expect(saved.getByRole('radio')).toHaveCount(1);
  await saved.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('New location has been set.')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByText('Label As')).toBeVisible();
  // The address text fills in from the resolved place first; clearing it before then would race.
  await expect(form.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Address', { exact: true }).clear();
  await form.getByLabel('Contact person name').clear();
  await form.getByLabel('Contact person number').clear();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Phone Number is required')).toBeVisible();
  await form.getByLabel('Other').check();
  await typeInto(form.getByLabel('Label Name(Optional)'), 'Gym');
  await typeInto(form.getByLabel('Address', { exact: true }), 'Gulshan Avenue 45, Dhaka');
  await typeInto(form.getByLabel('Contact person name'), 'Demo Customer');
  await form.getByLabel('Contact person number').pressSequentially('01700000000');
  await expect(form.getByLabel('Contact person number')).toHaveValue('01700000000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('selected-address')).toContainText('Gym');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
});

test('a failed digital payment is switched to cash on delivery; another is cancelled', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await openHome(page, 'grocery', { token });

  for (const answer of ['Switch to Cash On Delivery', 'Cancel Order'] as const) {
    await addAndCheckout(page, item.name);
    await page.getByLabel('Digital Payment').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await declineAndLeave(page);
    await expect(page).toHaveURL(FAILED_PAGE_URL);
    await expect(page.getByRole('heading', { name: 'Order Place Failed' })).toBeVisible();
    await expect(page.getByText("Order didn't place successfully.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
    // The failed order's details, as the account part shows them.
    await expect(page.getByRole('region', { name: 'Order details' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: answer }).click();
    await expect(
      page.getByText(answer === 'Cancel Order' ? 'Order canceled successfully' : 'Payment info updated.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // Switched, the order is settled and its lines are gone; cancelled unpaid, they are back in the cart.
    await expect(page.getByTestId('cart-count')).toHaveText(answer === 'Cancel Order' ? '1' : '0');
    // Back shows the order as it is now, not the failed page's question again.
    await page.goBack();
    await expect(page).toHaveURL(
      answer === 'Cancel Order' ? /\/order\?flag=cancel&order_id=\d+$/ : /\/order\?order_id=\d+$/,
    );
    await expect(dialog).toBeHidden();
    await page.goto('/home');
    if (answer === 'Cancel Order') await clearCartOf(token);
  }
});

import { expect, test } from '@playwright/test';
import { signUpCustomer } from '../support/account';
import { topUpWallet } from '../support/payments';
import { moduleOfType } from '../support/pages';
import { typeInto } from '../support/typing';
import { addToCartOf, api, continueAsGuest, GULSHAN, openHome, orderableItem, saveGuestContact } from './cart-helpers';

interface TrackedOrder {
  order_amount: number;
  partially_paid_amount: number;
  payment_status: string;
  cutlery: boolean;
  delivery_instruction: string | null;
  unavailable_item_note: string | null;
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a customer pays partly from the wallet, asks for cutlery and leaves instructions; the order carries them', async ({
  page,
}) => {
  const food = await moduleOfType('food');
  const item = await orderableItem(food.id, { anywhere: true });
  const { token } = await signUpCustomer('Sadia', 'Karim');
  // ৳100 in the wallet (below any top-up bonus), a saved address, a cart worth more than the wallet.
  await topUpWallet(token, 100);
  await api('customer/address/add', {
    method: 'POST',
    token,
    body: {
      address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
      contact_person_name: 'Sadia Karim',
      contact_person_number: '+8801711000333',
      address_type: 'home',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });
  await addToCartOf(token, item, food.id, Math.max(1, Math.ceil(300 / item.price)));
  await openHome(page, 'food', { token });
  await page.goto('/checkout?page=cart');

  await expect(page.getByTestId('bill-total')).toBeVisible();
  await page.getByLabel('Pay ৳100.00 from my wallet first').check();
  await expect(page.getByTestId('bill-wallet')).toHaveText('−৳100.00');
  const total = money(await page.getByTestId('bill-total').innerText());
  await expect(page.getByTestId('bill-due')).toHaveText(new RegExp(`${(total - 100).toFixed(2)}$`));

  await page.getByLabel('Add cutlery').check();
  await page.getByLabel('Delivery instruction').selectOption('Call me when you arrive');
  await page.getByLabel('If an item is not available').selectOption('Replace it with a similar item');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  const order = await api<TrackedOrder>(`customer/order/track?order_id=${orderId}`, { token, moduleId: food.id });
  expect(order).toMatchObject({
    order_amount: total,
    partially_paid_amount: 100,
    payment_status: 'partially_paid',
    cutlery: true,
    delivery_instruction: 'Call me when you arrive',
    unavailable_item_note: 'Replace it with a similar item',
  });
});

test('a guest creates an account with the order and signs in with it', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const phone = `019${String(Date.now()).slice(-8)}`;
  await openHome(page, 'grocery');
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await continueAsGuest(page);
  await saveGuestContact(page, { name: 'Tania Akter', phone, email: `tania.${phone}@example.com` });

  await page.getByLabel('Create an account with this order').check();
  const password = page.getByLabel('Password for your account');
  await typeInto(password, 'short');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The field says why, linked to it, and keeps what was typed.
  await expect(password).toHaveAccessibleDescription('The password must be at least 8 characters.');
  await expect(password).toHaveValue('short');
  await typeInto(password, 'tania-pass-1');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);

  // The account exists with the phone in E.164 and this password.
  const login = await api<{ token: string }>('auth/login', {
    method: 'POST',
    body: {
      login_type: 'manual',
      email_or_phone: `+880${phone.slice(1)}`,
      password: 'tania-pass-1',
      field_type: 'phone',
    },
  });
  expect(login.token).toBeTruthy();
});

test("the failed-payment page offers cash on delivery from the order's zone, in a browser that did not place it", async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const { token } = await signUpCustomer('Rafi', 'Hasan');
  await addToCartOf(token, item, grocery.id);
  // Placed elsewhere (here, through the API) and its payment page left unpaid: this browser holds no record of it.
  const placed = await api<{ order_id: number; payment_url: string }>('customer/order/place', {
    method: 'POST',
    token,
    moduleId: grocery.id,
    body: {
      store_id: item.store_id,
      order_type: 'delivery',
      payment_method: 'digital_payment',
      address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });
  expect(placed.payment_url).toMatch(/\/pay\/cs_test_/);
  const left = await api<{ payment_status: string }>('customer/order/payment/leave', {
    method: 'POST',
    token,
    moduleId: grocery.id,
    body: { order_id: placed.order_id },
  });
  expect(left.payment_status).toBe('failed');
  await openHome(page, 'grocery', { token });
  await page.goto(`/order?flag=fail&order_id=${placed.order_id}`);
  const dialog = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
  await dialog.getByRole('button', { name: 'Switch to Cash On Delivery' }).click();
  await expect(page.getByText('Payment info updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const order = await api<{ payment_method: string; order_status: string }>(
    `customer/order/track?order_id=${placed.order_id}`,
    { token, moduleId: grocery.id },
  );
  expect(order).toMatchObject({ payment_method: 'cash_on_delivery', order_status: 'pending' });
});

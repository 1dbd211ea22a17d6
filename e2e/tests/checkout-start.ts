// A new customer at checkout, as the ordering specs start from it.
import { expect, type Page } from '@playwright/test';
import { signUpCustomer } from '../support/account';
import { moduleOfType } from '../support/pages';
import { addToCartOf, api, GULSHAN, openHome, orderableItem, quantityWorth, type SeededItem } from './cart-helpers';

/**
 * A new customer with one grocery item in the cart, at checkout; the item, and the order list read
 * through the API. `skip` passes over that many orderable items (a test that counts the item's
 * stock takes one the other flows do not order); `worth` puts enough of it in the cart for a bill
 * of at least that much.
 */
export async function customerAtCheckout(
  page: Page,
  first: string,
  last: string,
  { skip = 0, worth = 0, item: chosen }: { skip?: number; worth?: number; item?: SeededItem & { price: number } } = {},
) {
  const grocery = await moduleOfType('grocery');
  const item = chosen ?? (await orderableItem(grocery.id, { skip, worth }));
  const quantity = quantityWorth(item, worth)!;
  const { token } = await signUpCustomer(first, last);
  await api('customer/address/add', {
    method: 'POST',
    token,
    body: {
      address: 'House 7, Road 11, Gulshan Avenue, Dhaka',
      contact_person_name: `${first} ${last}`,
      contact_person_number: '+8801711000444',
      address_type: 'home',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });
  await addToCartOf(token, item, grocery.id, quantity);
  await openHome(page, 'grocery', { token });
  await page.goto('/checkout?page=cart');
  await expect(page.getByTestId('selected-address')).toContainText('Home');
  await expect(page.getByTestId('bill-total')).toBeVisible();
  const orders = async () =>
    (await api<{ total_size: number }>('customer/order/running-orders?limit=10&offset=1', { token })).total_size;
  return { orders, token, item };
}

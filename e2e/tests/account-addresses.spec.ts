import { expect, test, type Page } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { typeInto } from '../support/typing';
import { GULSHAN, api } from './cart-helpers';

interface SavedAddress {
  address_type: string;
  address: string;
  contact_person_number: string;
  house: string | null;
  floor: string | null;
}

/** A customer of its own, signed in, whose map starts in Gulshan (inside a delivery zone). */
async function signInNewCustomer(page: Page) {
  const customer = await signUpCustomer('Nadia', 'Islam');
  await signInWith(page, customer.token);
  await page.addInitScript((spot) => {
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('location', spot.address);
  }, GULSHAN);
  return customer;
}

const savedAddresses = async (token: string) =>
  (await api<{ addresses: SavedAddress[] }>('customer/address/list', { token })).addresses;

/** Saves an address through the API, for the flows that start with one. */
const saveAddress = (token: string) =>
  api('customer/address/add', {
    token,
    method: 'POST',
    body: {
      address: 'House 12, Road 45, Gulshan 2, Dhaka',
      address_type: 'home',
      contact_person_name: 'Nadia Islam',
      contact_person_number: '+8801711556677',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });

const addressList = (page: Page) => page.getByRole('list', { name: 'Saved addresses' });

test('the address book: empty, add (validation first), edit, and delete only after confirming', async ({ page }) => {
  const customer = await signInNewCustomer(page);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/profile\?page=addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('No saved addresses')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByText('Label As')).toBeVisible();
  // The address text fills in from the resolved place first; clearing it before then would race.
  await expect(form.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Address', { exact: true }).clear();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Address is required')).toBeVisible();
  await typeInto(form.getByLabel('Address', { exact: true }), 'House 7, Road 90, Gulshan 2, Dhaka');
  await typeInto(form.getByLabel('Contact person name'), 'Nadia Islam');
  await typeInto(form.getByLabel('Contact person number'), '1711556677');
  await typeInto(form.getByLabel('House', { exact: true }), '7');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Successfully added!')).toBeVisible();
  await expect(addressList(page).getByRole('listitem')).toHaveCount(1);
  await expect(addressList(page)).toContainText('House 7, Road 90, Gulshan 2, Dhaka');
  await expect(addressList(page)).toContainText('Nadia Islam, +8801711556677');
  expect(await savedAddresses(customer.token)).toMatchObject([{ address_type: 'home', house: '7' }]);

  await addressList(page).getByRole('button', { name: 'Edit House 7, Road 90, Gulshan 2, Dhaka' }).click();
  const edit = page.getByRole('dialog', { name: 'Update address' });
  await expect(edit.getByLabel('Address', { exact: true })).toHaveValue('House 7, Road 90, Gulshan 2, Dhaka');
  await edit.getByLabel('Office').check();
  await typeInto(edit.getByLabel('Floor', { exact: true }), '4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(addressList(page)).toContainText(/office/i);
  await expect(addressList(page)).toContainText('House 7 · Floor 4');
  expect(await savedAddresses(customer.token)).toMatchObject([{ address_type: 'office', floor: '4' }]);

  const deleteButton = addressList(page).getByRole('button', { name: 'Delete House 7, Road 90, Gulshan 2, Dhaka' });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText('Are you sure you want to delete this address?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(addressList(page).getByRole('listitem')).toHaveCount(1);
  expect(await savedAddresses(customer.token)).toHaveLength(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully removed!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No saved addresses')).toBeVisible();
  expect(await savedAddresses(customer.token)).toHaveLength(0);
});

test('the address book fits a 390 px phone and its dialogs open and close by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await signInNewCustomer(page);
  await saveAddress(customer.token);
  await page.goto('/profile?page=addresses');
  await expect(addressList(page).getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const deleteButton = addressList(page).getByRole('button', { name: /^Delete / });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  const add = page.getByRole('button', { name: 'Add address' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByText('Label As')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
  expect(await savedAddresses(customer.token)).toHaveLength(1);
});

test('the address book and its dialogs pass axe in the light and dark themes', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await signInNewCustomer(page);
  await saveAddress(customer.token);
  await page.goto('/profile?page=addresses');
  await expect(addressList(page).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousViolationsInBothThemes(page);

  await addressList(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete address' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.getByRole('dialog', { name: 'Delete address' }).getByRole('button', { name: 'Cancel' }).click();

  await addressList(page)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Update address' }).getByText('Label As')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'account-addresses' });
});

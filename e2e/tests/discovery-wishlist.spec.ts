import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '@playwright/test';
import { newCustomerToken, wishlistCount, withModule } from '../support/discovery';

test('adding to and removing from the wishlist updates the nav count', async ({ page }) => {
  await withModule(page, 'grocery', { token: await newCustomerToken() });
  await page.goto('/home');
  await expect(wishlistCount(page)).toHaveText('0');

  const card = page.locator('[data-section="mostPopular"] article').first();
  const itemName = (await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('title')) ?? '';
  const add = page.waitForRequest((request) => request.url().includes('/api/v1/customer/wish-list/add?item_id='));
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  expect((await add).method()).toBe('POST');
  await expect(wishlistCount(page)).toHaveText('1');
  await expect(card.getByRole('button', { name: /^Remove .* from wishlist$/ })).toBeVisible();

  await page.goto('/store/fresh-basket');
  await page.getByRole('button', { name: 'Add Fresh Basket to wishlist' }).click();
  await expect(wishlistCount(page)).toHaveText('2');

  // The drawer lists both, in two tabs, and removes from there.
  await page.getByRole('button', { name: 'Wishlist, 2 saved' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(drawer.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: itemName })).toBeVisible();
  await drawer.getByRole('button', { name: 'Stores', exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Fresh Basket' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove Fresh Basket from wishlist' }).click();
  await expect(drawer.getByText('No favourite stores found')).toBeVisible();
  await expect(wishlistCount(page)).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Fresh Basket to wishlist' })).toBeVisible();

  // The count survives a reload: it is the server's wishlist.
  await page.reload();
  await expect(wishlistCount(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Wishlist, 1 saved' }).click();
  const remove = page.waitForRequest((request) => request.url().includes('/api/v1/customer/wish-list/remove?item_id='));
  await drawer.getByRole('button', { name: /^Remove .* from wishlist$/ }).click();
  expect((await remove).method()).toBe('DELETE');
  await expect(drawer.getByText('No favourite items found')).toBeVisible();
  await expect(wishlistCount(page)).toHaveText('0');
});

test('a guest trying to wishlist sees that they are not logged in', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home');
  const card = page.locator('[data-section="mostPopular"] article').first();
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(page.getByText('You are not logged in')).toBeVisible();
  await expect(wishlistCount(page)).toHaveText('0');

  await page.goto('/store/fresh-basket');
  await page.getByRole('button', { name: 'Add Fresh Basket to wishlist' }).click();
  await expect(page.getByText('You are not logged in').first()).toBeVisible();
});

test('the wishlist drawer passes axe in the light and dark themes', async ({ page }) => {
  await withModule(page, 'food', { token: await newCustomerToken() });
  await page.goto('/store/burger-barn');
  await page.getByRole('button', { name: 'Add Burger Barn to wishlist' }).click();
  await expect(wishlistCount(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Wishlist, 1 saved' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(drawer.getByText('No favourite foods found')).toBeVisible();
  await drawer.getByRole('button', { name: 'Restaurants', exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Burger Barn' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
});

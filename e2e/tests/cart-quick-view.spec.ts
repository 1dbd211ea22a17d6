import { expect, test } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import { cartButton, drawer, openHome, popularItems } from './cart-helpers';

test('a food item with required and multi variations and add-ons, added and then updated', async ({ page }) => {
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
  await openHome(page, 'food');
  await page.getByRole('button', { name: `Add ${burger.name} to cart` }).click();
  const view = page.getByRole('dialog', { name: burger.name });
  await expect(view).toBeVisible();
  const total = view.getByTestId('item-total');
  const before = await total.innerText();

  await view.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Variation ${required.name} can not remain without selection.`)).toBeVisible();

  await view.getByRole('radio', { name: required.values[1]!.label }).click();
  await expect(view.getByText(/needs to be selected in between minimum/)).toBeVisible();
  // More than the multi group's maximum is refused.
  for (const value of multi.values.slice(0, multi.max + 1)) {
    await view.getByRole('checkbox', { name: value.label }).click();
  }
  await view.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText(`${multi.name} must be in between Minimum ${multi.min} and Maximum ${multi.max}`),
  ).toBeVisible();
  await view.getByRole('checkbox', { name: multi.values[0]!.label }).click();

  await view.getByRole('checkbox', { name: burger.add_ons[0]!.name }).check();
  await view.getByRole('button', { name: `Increase quantity of ${burger.add_ons[0]!.name}` }).click();
  await view.getByRole('button', { name: `Increase quantity of ${burger.name}` }).click();
  await expect(total).not.toHaveText(before);
  await view.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(view).toBeHidden();

  await cartButton(page).click();
  const line = drawer(page).getByTestId('cart-line');
  await expect(line).toContainText(`${required.name}: ${required.values[1]!.label}`);
  await expect(line).toContainText(`${burger.add_ons[0]!.name} (2)`);
  await expect(line.locator('output')).toHaveText('2');

  // Clicking the line opens the item detail, now to update.
  await line.getByRole('button', { name: burger.name, exact: true }).click();
  const again = page.getByRole('dialog', { name: burger.name });
  await again.getByRole('button', { name: 'Update to cart' }).click();
  await expect(page.getByText('No changes found to update.')).toBeVisible();
  await again.getByRole('button', { name: `Increase quantity of ${burger.name}` }).click();
  await again.getByRole('button', { name: 'Update to cart' }).click();
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(drawer(page).getByTestId('cart-line').locator('output')).toHaveText('3');
});

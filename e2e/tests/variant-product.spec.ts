import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseModule, moduleOfType, pickLocationWithFallbackMap } from '../support/pages';
import { api, cardOf, cartButton, drawer, searchFor, storeTakesOrder } from './cart-helpers';

// A shop item in sizes and colours, bought on a phone: its card's Add opens its page, where the
// customer taps a colour and a size and adds that very variation.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface VariantItem {
  id: number;
  name: string;
  store_id: number;
  store_name: string;
  choice_options: { name: string; title: string; options: string[] }[];
  variations: { type: string; price: number; stock?: number }[];
}

/** The seed's apparel (Color × Size), in the order to try. */
const NAMES = ['Running Sneakers', 'Canvas Shoes', 'Slim Fit Jeans', 'Cotton Polo Shirt'];

/** An item with a colour and a size whose store takes it now, one of its variations in stock, and that variation's values. */
async function itemInSizesAndColours(moduleId: number) {
  for (const name of NAMES) {
    const { products } = await api<{ products: VariantItem[] }>(
      `items/search?name=${encodeURIComponent(name)}&data_type=searched&offset=1&limit=12`,
      { moduleId },
    );
    for (const item of products) {
      const color = item.choice_options.find((option) => option.title === 'Color');
      const size = item.choice_options.find((option) => option.title === 'Size');
      if (item.name !== name || !color || !size) continue;
      const variation = item.variations.find((candidate) => (candidate.stock ?? 0) > 1);
      if (!variation || !(await storeTakesOrder(item.store_id, variation.price))) continue;
      // The type names the values in the options' order, without their spaces ('Black-42').
      const parts = variation.type.split('-');
      const valueOf = (option: VariantItem['choice_options'][number]) =>
        option.options.find((value) => value.replace(/\s+/g, '') === parts[item.choice_options.indexOf(option)])!;
      return { item, variation, colour: valueOf(color), size: valueOf(size) };
    }
  }
  throw new Error('the seed has no item in sizes and colours in an open store');
}

test('a guest picks a size and a colour on the product page and finds that variation in the cart', async ({ page }) => {
  const shop = await moduleOfType('ecommerce');
  const { item, variation, colour, size } = await itemInSizesAndColours(shop.id);

  await page.goto('/');
  await pickLocationWithFallbackMap(page);
  await chooseModule(page, shop.module_name);

  // The card's Add opens the product page: the options are chosen there.
  await searchFor(page, item.name);
  await cardOf(page, item)
    .first()
    .getByRole('button', { name: `Add ${item.name} to cart` })
    .tap();
  await expect(page).toHaveURL(/\/product\/[^?]+\?module_id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

  const add = page.getByRole('main').getByRole('button', { name: `Add ${item.name} to cart` });
  const colours = page.getByRole('radiogroup', { name: 'Color' });
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(colours).toBeVisible();
  await expect(sizes).toBeVisible();
  // Nothing chosen: Add is off, and says why.
  await expect(add).toBeDisabled();
  await expect(page.getByText('Choose Color, Size')).toBeVisible();

  await sizes.getByRole('radio', { name: size, exact: true }).tap();
  await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeChecked();
  await expect(add).toBeDisabled();
  await expect(page.getByText('Choose Color', { exact: true })).toBeVisible();

  await colours.getByRole('radio', { name: colour, exact: true }).tap();
  await expect(colours.getByRole('radio', { name: colour, exact: true })).toBeChecked();
  const price = page.getByTestId('variation-price').locator('strong');
  await expect(price).toBeVisible();
  await expect(page.getByText(`${variation.stock} in stock`)).toBeVisible();
  await expect(add).toBeEnabled();
  const shownPrice = (await price.innerText()).trim();
  await expectNoSeriousViolations(page);

  await add.tap();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The chosen combination is in the cart: its own stepper replaces Add.
  await expect(page.getByRole('group', { name: `Quantity of ${item.name} (${variation.type})` })).toBeVisible();

  await cartButton(page).tap();
  const line = drawer(page).getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.name);
  await expect(line).toContainText(variation.type);
  // The price tapped Add on is the price the cart charges.
  await expect(line).toContainText(shownPrice);
});

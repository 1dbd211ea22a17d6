import { expect, test } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import {
  addToCartAs,
  api,
  cardOf,
  cartButton,
  drawer,
  guestIdOf,
  itemsOfModule,
  openHome,
  orderableItem,
  searchFor,
  seededItem,
  type SeededItem,
} from './cart-helpers';

// Stock, prescription and rating read the same on a card, the quick view, the item page and the cart,
// on a phone: 390 × 844 with touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface ListedItem extends SeededItem {
  slug: string | null;
  price: number;
  avg_rating: number;
  rating_count: number;
}

/** The rating as every place shows it: steps of 0.5, with the configuration's decimal places. */
async function shownRating(value: number): Promise<string> {
  const config = await api<{ digit_after_decimal_point: number }>('config');
  return (Math.round(value * 2) / 2).toFixed(config.digit_after_decimal_point);
}

test('a sold-out item reads "Sold out" with its Add disabled on the card, the item page, the cart and the quick view', async ({
  page,
}) => {
  const pharmacy = await moduleOfType('pharmacy');
  const soldOut = seededItem(await itemsOfModule<ListedItem>(pharmacy.id), (item) => item.stock === 0);
  await openHome(page, 'pharmacy');

  await searchFor(page, soldOut.name);
  const card = cardOf(page, soldOut);
  await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
  // Not addable before the tap: no 'Out of Stock' toast to learn it from.
  await expect(card.getByRole('button', { name: `Add ${soldOut.name} to cart` })).toBeDisabled();

  await card.getByTitle(soldOut.name, { exact: true }).tap();
  await expect(page).toHaveURL(/\/product\//);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
  await expect(main.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: `Add ${soldOut.name} to cart` })).toBeDisabled();

  // An item that sold out while it sat in the cart (another customer took the last ones): the
  // API's replies now say stock 0, and the cart line and its quick view agree with the card.
  const later = await orderableItem(pharmacy.id);
  await addToCartAs({ guestId: await guestIdOf(page) }, later, pharmacy.id);
  await page.route(
    (url) => url.pathname === `/api/v1/items/details/${later.id}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), stock: 0 } });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/v1/customer/cart/list',
    async (route) => {
      const response = await route.fetch();
      const lines = (await response.json()) as { item: { id: number } }[];
      const json = lines.map((line) =>
        line.item.id === later.id ? { ...line, item: { ...line.item, stock: 0 } } : line,
      );
      await route.fulfill({ response, json });
    },
  );
  await page.goto('/home');
  await cartButton(page).tap();
  const line = drawer(page).getByTestId('cart-line').filter({ hasText: later.name });
  await expect(line.getByText('Sold out', { exact: true })).toBeVisible();
  await line.getByRole('button', { name: later.name, exact: true }).tap();
  const view = page.getByRole('dialog', { name: later.name });
  await expect(view.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Update to cart' })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await expect(view.getByRole('button', { name: `Increase quantity of ${later.name}` })).toBeDisabled();
});

test("a prescription item's card, page, cart line and quick view say so, in the cart line's words", async ({
  page,
}) => {
  const pharmacy = await moduleOfType('pharmacy');
  const medicine = seededItem(
    await itemsOfModule<ListedItem>(pharmacy.id),
    (item) => Boolean(item.is_prescription_required) && (item.stock ?? 2) > 1,
  );
  await openHome(page, 'pharmacy');
  await searchFor(page, medicine.name);
  const card = cardOf(page, medicine);
  await expect(card.getByText('prescription is required')).toBeVisible();

  await card.getByTitle(medicine.name, { exact: true }).tap();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: medicine.name })).toBeVisible();
  // The search results leave as the item's page comes: then the only note in `main` is the page's.
  await expect(card).toHaveCount(0);
  await expect(main.getByText('prescription is required')).toBeVisible();
  await expect(main.getByText('Sold out', { exact: true })).toBeHidden();

  await addToCartAs({ guestId: await guestIdOf(page) }, medicine, pharmacy.id);
  await page.goto('/home');
  await cartButton(page).tap();
  const line = drawer(page).getByTestId('cart-line').filter({ hasText: medicine.name });
  await expect(line.getByText('prescription is required')).toBeVisible();
  await line.getByRole('button', { name: medicine.name, exact: true }).tap();
  const view = page.getByRole('dialog', { name: medicine.name });
  await expect(view.getByText('prescription is required')).toBeVisible();
});

test('a card and its quick view show the same rating, rounded to 0.5', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  // Weighed by the kilo: its Add opens the quick view. An average off the half steps shows the rounding.
  const weighed = seededItem(
    await itemsOfModule<ListedItem>(grocery.id),
    (item) =>
      item.variations.length > 0 &&
      item.rating_count > 0 &&
      !Number.isInteger(item.avg_rating * 2) &&
      (item.stock ?? 1) > 0,
  );
  const rating = await shownRating(weighed.avg_rating);
  await openHome(page, 'grocery');
  await searchFor(page, weighed.name);
  const card = cardOf(page, weighed);
  const onCard = card.getByTestId('rating');
  await expect(onCard).toContainText(`★${rating} out of 5`);
  await expect(onCard).toContainText(`(${weighed.rating_count})`);
  const cardText = (await onCard.textContent()) ?? '';

  await card.getByRole('button', { name: `Add ${weighed.name} to cart` }).tap();
  const view = page.getByRole('dialog', { name: weighed.name });
  await expect(view.getByTestId('rating')).toHaveText(cardText);
  await expect(view).not.toContainText(`★ ${weighed.avg_rating.toFixed(1)}`);
});

test('an item without reviews shows no star: not on its card, its quick view or its page', async ({ page }) => {
  const food = await moduleOfType('food');
  // With options, so its Add opens the quick view; breakfast items are closed at the suite's evening hour.
  const unreviewed = seededItem(
    await itemsOfModule<ListedItem>(food.id),
    (item) => item.rating_count === 0 && item.food_variations.length > 0 && item.available_time_starts !== '07:00',
  );
  await openHome(page, 'food');
  await searchFor(page, unreviewed.name);
  const card = cardOf(page, unreviewed);
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('★');
  await expect(card.getByTestId('rating')).toHaveCount(0);

  await card.getByRole('button', { name: `Add ${unreviewed.name} to cart` }).tap();
  const view = page.getByRole('dialog', { name: unreviewed.name });
  await expect(view.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(view).not.toContainText('★');
  await view.getByRole('button', { name: 'Close' }).tap();
  await expect(view).toBeHidden();

  await card.getByTitle(unreviewed.name, { exact: true }).tap();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: unreviewed.name })).toBeVisible();
  await expect(main).not.toContainText('★');
});

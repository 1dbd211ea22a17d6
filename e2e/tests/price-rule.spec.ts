import { expect, test, type Locator, type Page } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import {
  api,
  cardOf,
  cartButton,
  drawer,
  openHome,
  plain,
  searchFor,
  storeDetails,
  type SeededItem,
} from './cart-helpers';

// One price rule: a flash-sale item costs the lower of its own price and the sale's, and its card,
// the flash-sale page and the cart drawer all say that price, on a phone: 390 × 844 with touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface SaleItem extends SeededItem {
  slug: string | null;
  price: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  store_discount: number;
}

interface SaleProduct {
  item: SaleItem;
  /** The sale's own price for the item. */
  price: number;
  available_stock: number;
}

/** The price the storefront shows from an item's fields: the store's percent first, else its discount. */
function shownPrice(item: SaleItem): number {
  if (item.store_discount > 0) return item.price - (item.price * item.store_discount) / 100;
  if (item.discount <= 0) return item.price;
  return item.price - (item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount);
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * The running grocery sale's products on the first page of /flash-sales (12) that a zone-1 customer
 * finds by search and can add: plain, in stock, with sale units left, from an open zone-1 store.
 */
async function saleProducts(): Promise<SaleProduct[]> {
  const grocery = await moduleOfType('grocery');
  const { products } = await api<{ products: SaleProduct[] }>('flash-sales/items?limit=12&offset=1', {
    moduleId: grocery.id,
  });
  const found: SaleProduct[] = [];
  for (const product of products) {
    const { item } = product;
    if (!plain(item) || item.is_prescription_required || (item.stock ?? 99) < 2 || product.available_stock < 2)
      continue;
    const store = await storeDetails(item.store_id);
    if (store.zone_id === 1 && store.open) found.push(product);
  }
  return found;
}

/** The item's card on the flash-sale page (two stores may sell an item of the same name). */
const saleCardOf = (page: Page, item: SaleItem): Locator =>
  page
    .getByRole('list', { name: 'Flash sale items' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href^="/product/${encodeURIComponent(item.slug || String(item.id))}?"]`) });

/**
 * Its price on the flash-sale page, on its card in the search listing, and in the cart drawer after
 * tapping the card's Add: one text. Returns it.
 */
async function samePriceEverywhere(page: Page, item: SaleItem): Promise<string> {
  await openHome(page, 'grocery');
  await page.goto('/flash-sales');
  const onSale = saleCardOf(page, item).locator('strong');
  await expect(onSale).toHaveCount(1);
  const price = (await onSale.textContent()) ?? '';
  expect(amountOf(price)).toBeCloseTo(shownPrice(item), 2);

  await page.goto('/home');
  await searchFor(page, item.name);
  const card = cardOf(page, item);
  await expect(card.locator('strong').first()).toHaveText(price);
  await card.getByRole('button', { name: `Add ${item.name} to cart` }).tap();
  await expect(page.getByText('Item added to cart')).toBeVisible();

  await cartButton(page).tap();
  const line = drawer(page).getByTestId('cart-line').filter({ hasText: item.name });
  await expect(line).toHaveCount(1);
  await expect(line.locator('strong').first()).toHaveText(price);
  return price;
}

test('an item whose own discount beats its flash price (the demo’s Masala Chips) costs its own price on the card and in the cart', async ({
  page,
}) => {
  const products = (await saleProducts()).filter((p) => shownPrice(p.item) < p.price);
  const product = products.find((p) => p.item.name === 'Masala Chips') ?? products[0];
  if (!product) throw new Error('the seed’s flash sale has no zone-1 item whose own discount beats the sale');
  const price = await samePriceEverywhere(page, product.item);
  // Not the sale's own (higher) price.
  expect(amountOf(price)).toBeLessThan(product.price);
});

test('an item whose flash price beats its own discount costs the flash price on the card and in the cart', async ({
  page,
}) => {
  const product = (await saleProducts()).find((p) => Math.abs(shownPrice(p.item) - p.price) < 0.005);
  if (!product) throw new Error('the seed’s flash sale has no zone-1 item whose sale price wins');
  const price = await samePriceEverywhere(page, product.item);
  expect(amountOf(price)).toBeCloseTo(product.price, 2);
});

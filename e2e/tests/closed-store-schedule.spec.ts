// A store closed now says when it opens, on its card, its page, the cart and checkout; a guest
// schedules the order for one of the store's own slots, sees its bill, and is charged that bill. On a
// phone: 390 × 844 with touch.
import { expect, test, type Page } from '@playwright/test';
import { apiNow, withApiClockAt } from '../support/clock';
import { moduleOfType } from '../support/pages';
import {
  api,
  cartButton,
  drawer,
  guestIdOf,
  openHome,
  plain,
  quantityWorth,
  saveGuestContact,
  type SeededItem,
} from './cart-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface ListedStore {
  id: number;
  name: string;
  slug: string;
  zone_id: number;
  open: number;
  delivery?: boolean;
  schedule_order?: boolean;
  minimum_order?: number;
  next_opening_at?: string | null;
}

interface Slot {
  schedule_at: string;
  start: string;
}

const DHAKA_MS = 6 * 3600_000; // UTC+6 all year: Bangladesh keeps no summer time.
const dhakaDate = (at: Date) => new Date(at.getTime() + DHAKA_MS).toISOString().slice(0, 10);

/** An instant's time of day in Dhaka as the site writes it: '9:00 AM'. */
function dhakaTime(iso: string): string {
  const local = new Date(Date.parse(iso) + DHAKA_MS);
  const hours = local.getUTCHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/**
 * A zone-1 store closed now that opens later today and takes scheduled orders, with a plain item of it
 * and how many of it reach the store's minimum order; searched over the store modules.
 */
async function closedStoreWithItem(today: string) {
  for (const moduleType of ['grocery', 'ecommerce', 'food', 'pharmacy']) {
    const { id: moduleId } = await moduleOfType(moduleType);
    const { stores } = await api<{ stores: ListedStore[] }>('stores/get-stores/all?offset=1&limit=50', { moduleId });
    for (const store of stores) {
      if (store.open !== 0 || !store.schedule_order || store.zone_id !== 1 || store.delivery === false) continue;
      if (!store.next_opening_at || dhakaDate(new Date(store.next_opening_at)) !== today) continue;
      const { products } = await api<{ products: (SeededItem & { price: number })[] }>(
        `items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`,
        { moduleId },
      );
      for (const item of products) {
        // Half again the minimum: the item's own and the store's discounts come off the price.
        const quantity = quantityWorth(item, (store.minimum_order ?? 0) * 1.5);
        if (plain(item) && !item.is_prescription_required && (item.stock ?? 99) > 2 && quantity !== null)
          return { moduleType, moduleId, store, item, quantity };
      }
    }
  }
  throw new Error('no store closed now that takes scheduled orders');
}

/** Scrolls the module home down until the store's card in 'All Stores' is drawn. */
async function storeCard(page: Page, name: string) {
  const card = page.getByRole('list', { name: 'Store list' }).getByRole('article').filter({ hasText: name });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  return card;
}

const GUEST = { name: 'Shirin Sultana', phone: '1711334455', email: 'shirin@example.com', house: '9' };

test('a guest at a store closed now sees when it opens, schedules for one of its slots and is charged the bill it saw', async ({
  page,
}) => {
  // 07:00 on the suite's business day in Dhaka: stores with day hours have not opened yet.
  const today = dhakaDate(await apiNow());
  await withApiClockAt(new Date(`${today}T07:00:00+06:00`), async () => {
    const { moduleType, moduleId, store, item, quantity } = await closedStoreWithItem(today);
    const closedText = `Closed · opens ${dhakaTime(store.next_opening_at!)}`;

    // The module home's store card, then the store's page.
    await openHome(page, moduleType);
    const card = await storeCard(page, store.name);
    await expect(card.getByText('CLOSED NOW')).toBeVisible();
    await expect(card.getByTestId('store-hours')).toHaveText(closedText);
    await card.getByRole('link', { name: store.name }).tap();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(main.getByTestId('store-hours')).toHaveText(closedText);

    // The item goes in the guest's cart (enough of it for the store's minimum); the cart says the store
    // is closed, and when it opens, before checkout.
    await api('customer/cart/add', {
      method: 'POST',
      moduleId,
      body: {
        guest_id: await guestIdOf(page),
        model: 'Item',
        item_id: item.id,
        price: item.price,
        quantity,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await cartButton(page).tap();
    const notice = drawer(page).getByTestId('store-closed-notice');
    await expect(notice).toContainText(`${store.name}: ${closedText}`);
    await expect(notice).toContainText('You can schedule the order for one of its times at checkout.');
    await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).tap();
    await page
      .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
      .getByRole('button', { name: 'Guest' })
      .tap();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);

    // Checkout says so before anything is filled in, and offers the store's slots alone.
    await expect(page.getByTestId('store-closed-notice')).toContainText(`${store.name}: ${closedText}`);
    await expect(page.getByRole('radio', { name: 'Now' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    await saveGuestContact(page, GUEST);

    // The store's second slot today, picked from the store's own list.
    const { slots } = await api<{ slots: Slot[] }>(`stores/schedule-slots/${store.id}`);
    const chosen = slots.filter((slot) => slot.schedule_at.startsWith(today))[1]!;
    await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue(today);
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/customer/order/quote') &&
        (response.request().postDataJSON() as { schedule_at?: string }).schedule_at === chosen.schedule_at,
    );
    await page.getByRole('combobox', { name: 'Time slot' }).selectOption(chosen.schedule_at);
    const quote = (await (await quoted).json()) as { total: number };
    await expect(page.getByTestId('bill')).toHaveAttribute('aria-busy', 'false');
    const billTotal = Number((await page.getByTestId('bill-total').innerText()).replace(/[^\d.]/g, ''));
    expect(billTotal).toBe(quote.total);

    const placing = page.waitForRequest('**/api/v1/customer/order/place');
    await page.getByRole('button', { name: 'Place Order' }).tap();
    expect((await placing).postDataJSON()).toMatchObject({ schedule_at: chosen.schedule_at });
    await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
    const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
    const guestId = encodeURIComponent(await guestIdOf(page));
    const order = await api<{ order_amount: number; schedule_at: string | null }>(
      `customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent(`+880${GUEST.phone}`)}`,
      { moduleId },
    );
    // What the page billed is what the order charges, to the cent, for the slot chosen.
    expect(order.order_amount).toBe(billTotal);
    expect(order.schedule_at).toBe(chosen.start);
  });
});

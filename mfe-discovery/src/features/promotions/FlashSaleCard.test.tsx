import { screen, within } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { wireFlashSaleProduct, wireItem } from '../../test/fixtures';
import { FlashSaleCard } from './FlashSaleCard';

describe('flash sale card', () => {
  it('shows the first 15 products of a larger sale', async () => {
    const product = (n: number) => wireFlashSaleProduct(n, wireItem(100 + n, `Sale item ${n}`));
    const end = new Date(Date.now() + 86400_000).toISOString();
    appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
    fakeApi({
      'GET /flash-sales': () => ({
        data: {
          id: 4,
          title: 'Big sale',
          start_date: '2026-01-01T00:00:00Z',
          end_date: end,
          total_size: 20,
          active_products: Array.from({ length: 20 }, (_, index) => product(index + 1)),
        },
      }),
    });
    renderPart(<FlashSaleCard />);
    const card = await screen.findByRole('complementary', { name: 'Big sale' });
    const shown = within(card)
      .getAllByRole('progressbar')
      .map((bar) => bar.getAttribute('aria-label'));
    expect(shown).toEqual(Array.from({ length: 15 }, (_, index) => `Sale item ${index + 1} sold`));
  });

  it('shows each product at the price its card and the cart charge, not the sale’s own price', async () => {
    const end = new Date(Date.now() + 86400_000).toISOString();
    appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
    fakeApi({
      'GET /flash-sales': () => ({
        data: {
          id: 5,
          title: 'Price sale',
          start_date: '2026-01-01T00:00:00Z',
          end_date: end,
          total_size: 2,
          active_products: [
            // Its own 25 % off (75.00) beats the sale's 90: the API serializes the item's own discount.
            wireFlashSaleProduct(1, wireItem(201, 'Masala Chips', { discount: 25, discount_type: 'percent' }), {
              price: 90,
            }),
            // The sale's 60 beats its own discount: the API serializes it as 40 off the item's price.
            wireFlashSaleProduct(2, wireItem(202, 'Orange Juice', { discount: 40, discount_type: 'amount' }), {
              price: 60,
            }),
          ],
        },
      }),
    });
    renderPart(<FlashSaleCard />);
    const card = await screen.findByRole('complementary', { name: 'Price sale' });
    const priceOf = (name: string) =>
      within(card)
        .getAllByRole('article')
        .find((article) => within(article).queryByRole('link', { name }))
        ?.querySelector('strong')?.textContent;
    expect(priceOf('Masala Chips')).toBe('$75.00');
    expect(priceOf('Orange Juice')).toBe('$60.00');
  });
});

import { screen } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { wireFlashSaleProduct, wireItem } from '../../test/fixtures';
import type { HomeSectionId } from './layouts';
import { useHomeItems } from './use-home-items';

const LAYOUT: HomeSectionId[] = ['specialOffer', 'bestReviewed', 'newArrivals', 'mostPopular', 'recommended'];

const list = (...ids: number[]) => ({
  data: { total_size: ids.length, limit: 20, offset: 1, products: ids.map((id) => wireItem(id, `Item ${id}`)) },
});

/** Prints each section's item ids and the ids on the page. */
function Probe() {
  const { itemData, shownItems } = useHomeItems(LAYOUT, false);
  return (
    <>
      {LAYOUT.map((id) => (
        <p key={id}>{`${id}: ${
          itemData(id)
            .items?.map((item) => item.id)
            .join() ?? 'loading'
        }`}</p>
      ))}
      <p>{`shown: ${
        shownItems
          ? [...shownItems]
              .filter((key) => key.startsWith('#'))
              .sort()
              .join()
          : 'unknown'
      }`}</p>
    </>
  );
}

it('keeps each item to the first section in claim order that lists it; a failed section counts as settled and empty', async () => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  fakeApi({
    'GET /items/discounted': () => list(1, 2),
    'GET /items/most-reviewed': () => list(2, 3),
    'GET /items/new-arrival': () => ({ data: { ...list(3, 4).data, categories: [] } }),
    'GET /items/popular': () => ({ status: 500, data: { errors: [{ code: 'server', message: 'Down' }] } }),
    'GET /items/recommended': () => ({
      data: { total_size: 2, limit: 15, offset: 1, items: [wireItem(1, 'Item 1'), wireItem(5, 'Item 5')] },
    }),
    // The flash-sale card beside Most Popular claims its products first.
    'GET /flash-sales': () => ({
      data: {
        id: 4,
        title: 'Big sale',
        start_date: '2026-01-01T00:00:00Z',
        end_date: '2099-01-01T00:00:00Z',
        total_size: 1,
        active_products: [wireFlashSaleProduct(1, wireItem(1, 'Item 1'))],
      },
    }),
  });
  renderPart(<Probe />);
  expect(await screen.findByText('shown: #1,#2,#3,#4,#5', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('newArrivals: 3,4')).toBeInTheDocument();
  expect(screen.getByText('specialOffer: 2')).toBeInTheDocument();
  expect(screen.getByText('mostPopular:')).toBeInTheDocument();
  expect(screen.getByText('recommended: 5')).toBeInTheDocument();
  expect(screen.getByText('bestReviewed:')).toBeInTheDocument();
});

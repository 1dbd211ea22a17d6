import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared/router';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { CategoryPage } from './CategoryPage';
import { StoreItems } from '../features/stores/StoreItems';
import { Listing } from '../features/listing/Listing';
import { parseListingRoute } from '../lib/listing-query';

const noItems = { total_size: 0, limit: 12, offset: 1, products: [] };

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  fakeApi({
    'GET /module': () => ({ data: [] }),
    'GET /categories': () => ({ data: [{ id: 5, name: 'Lamps', image_full_url: null, parent_id: 0 }] }),
    'GET /categories/childes/5': () => ({ data: [] }),
    'GET /brand': () => ({ data: [] }),
    'GET /items/search': () => ({ data: noItems }),
    'GET /items/latest': () => ({ data: noItems }),
  });
});

it("the search listing reads 'Items not found!' when nothing matches", async () => {
  const route = parseListingRoute(new URLSearchParams('search=lamp&data_type=searched'))!;
  renderPart(<Listing route={route} />);
  expect(await screen.findByText('Items not found!')).toBeInTheDocument();
  expect(screen.queryByText('Items Not Found!')).not.toBeInTheDocument();
});

it("an empty category page reads 'Items Not Found!'", async () => {
  renderPart(
    <Routes>
      <Route path="/category/:id" element={<CategoryPage />} />
    </Routes>,
    { route: '/category/5' },
  );
  expect(await screen.findByText('Items Not Found!')).toBeInTheDocument();
  expect(screen.queryByText('Items not found!')).not.toBeInTheDocument();
});

it("a store without items reads 'Items Not Found!'", async () => {
  renderPart(<StoreItems storeId={3} moduleId={1} />);
  expect(await screen.findByText('Items Not Found!')).toBeInTheDocument();
  expect(screen.queryByText('Items not found!')).not.toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { useCatalogue } from '../catalogue/use-catalogue';
import { FeaturedCategoriesSection } from './FeaturedCategoriesSection';
import { CACHE_MS } from './section-constants';

/** A plain categories read (5 minutes), as the store list's category select makes it. */
function PlainCategories() {
  const { data } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  return <p>{data ? `${data.length} plain categories` : 'loading'}</p>;
}

it('keeps featured categories (8 minutes) in their own cache entry, apart from plain categories (5 minutes)', async () => {
  expect(CACHE_MS).toMatchObject({ categories: 300_000, featuredCategories: 480_000 });
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  const calls = fakeApi({
    'GET /categories': () => ({
      data: [{ id: 5, name: 'Milks', image_full_url: null, parent_id: 0, childes: [] }],
    }),
  });
  renderPart(
    <>
      <PlainCategories />
      <FeaturedCategoriesSection moduleType="grocery" moduleId={1} />
    </>,
  );
  expect(await screen.findByText('1 plain categories')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Milks/ })).toBeInTheDocument();
  // One call for each entry: a shared entry would have made a single call serve both cache times.
  expect(calls.filter((call) => call.url === '/categories')).toHaveLength(2);
});

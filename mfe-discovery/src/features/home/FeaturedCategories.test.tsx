import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { appStore, moduleAtom } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { useCatalogue } from '../../lib/use-catalogue';
import { FeaturedCategoriesSection } from './FeaturedCategoriesSection';
import { CACHE_MS } from '../../lib/section-constants';

/** A plain categories read (5 minutes), as the store list's category select makes it. */
function PlainCategories() {
  const { data } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  return <p>{data ? `${data.length} plain categories` : 'loading'}</p>;
}

it('keeps featured categories (8 minutes) in their own cache entry, apart from plain categories (5 minutes)', async () => {
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

it.each([
  [6, false],
  [7, true],
])('in the food module %i featured categories wrap around: %s', async (count, wraps) => {
  appStore.set(moduleAtom, { id: 2, module_type: 'food', module_name: 'Food' });
  fakeApi({
    'GET /categories': () => ({
      data: Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        name: `Dish ${index + 1}`,
        image_full_url: null,
        parent_id: 0,
        childes: [],
      })),
    }),
  });
  renderPart(<FeaturedCategoriesSection moduleType="food" moduleId={2} />);
  expect(await screen.findAllByRole('link', { name: /Dish/ })).toHaveLength(count);
  // Only a carousel that wraps can go back from its first page (the buttons show on screens where
  // the slides do not all fit).
  expect(screen.getByRole('button', { name: /^Previous/, hidden: true }).hasAttribute('disabled')).toBe(!wraps);
});

it.each([
  ['featured categories', 8],
  ['plain categories', 5],
])('asks for %s again only once %i minutes have passed', async (which, minutes) => {
  jest.useFakeTimers();
  try {
    appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
    const calls = fakeApi({
      'GET /categories': () => ({
        data: [{ id: 5, name: 'Milks', image_full_url: null, parent_id: 0, childes: [] }],
      }),
    });
    const shown = () =>
      which === 'plain categories' ? (
        <PlainCategories />
      ) : (
        <FeaturedCategoriesSection moduleType="grocery" moduleId={1} />
      );
    function Toggle() {
      const [on, setOn] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOn(!on)}>
            toggle
          </button>
          {on ? shown() : null}
        </>
      );
    }
    renderPart(<Toggle />);
    const asked = () => calls.filter((call) => call.url === '/categories').length;
    await waitFor(() => expect(asked()).toBe(1));
    /** Leaves the section, lets `ms` pass and comes back. */
    const comeBackAfter = async (ms: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
      await act(() => jest.advanceTimersByTimeAsync(ms));
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
    };
    await comeBackAfter(minutes * 60_000 - 10_000);
    expect(asked()).toBe(1);
    await comeBackAfter(10_000);
    await waitFor(() => expect(asked()).toBe(2));
  } finally {
    jest.useRealTimers();
  }
});

import { mayHaveMore, moreThanLoaded, pageKey } from './infinite';

const itemsOf = (page: { orders: number[] }) => page.orders;

it('starts at page 1 and asks for the next page while the last one returned items', () => {
  const key = pageKey('/customer/order/list', itemsOf, { limit: 10 });
  expect(key(0, null)).toEqual(['/customer/order/list', 1, { limit: 10 }]);
  expect(key(1, { orders: [1, 2] })).toEqual(['/customer/order/list', 2, { limit: 10 }]);
});

it('stops once a page comes back empty', () => {
  const key = pageKey('/customer/order/list', itemsOf);
  expect(key(2, { orders: [] })).toBeNull();
  expect(mayHaveMore([{ orders: [1] }, { orders: [] }], itemsOf)).toBe(false);
  expect(mayHaveMore([{ orders: [1] }], itemsOf)).toBe(true);
  expect(mayHaveMore(undefined, itemsOf)).toBe(true);
});

it('offers more only while fewer than total_size are loaded', () => {
  const page = (items: number[], total: number | null) => ({ orders: items, total_size: total });
  // Two entries of two: nothing more to load, though the page was not empty.
  expect(moreThanLoaded([page([1, 2], 2)], itemsOf)).toBe(false);
  expect(moreThanLoaded([page([1, 2], 3)], itemsOf)).toBe(true);
  expect(moreThanLoaded([page([1, 2], 3), page([3], 3)], itemsOf)).toBe(false);
  expect(moreThanLoaded([page([1, 2], 5), page([], 5)], itemsOf)).toBe(false);
  // An API that gives no total: the next page decides, as before.
  expect(moreThanLoaded([page([1, 2], null)], itemsOf)).toBe(true);
  expect(moreThanLoaded<{ orders: number[]; total_size?: number }>(undefined, itemsOf)).toBe(true);
});

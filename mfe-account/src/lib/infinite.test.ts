import { mayHaveMore, pageKey } from './infinite';

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

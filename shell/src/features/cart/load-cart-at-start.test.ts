import { appStore, cartLinesAtom, guestIdAtom, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { loadCartAtStart } from './load-cart-at-start';

/** One line of the cart contract. */
const line = {
  id: 3,
  quantity: 2,
  price: 100,
  item: {
    id: 11,
    name: 'Red Apples',
    slug: 'red-apples',
    description: '',
    image_full_url: null,
    images_full_url: [],
    category_ids: [],
    price: 100,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    veg: 1,
    maximum_cart_quantity: null,
    store_id: 7,
    store_name: 'Fresh Basket',
    zone_id: 1,
    module_id: 1,
    module_type: 'grocery',
    avg_rating: 4.5,
    rating_count: 10,
    variations: [],
    food_variations: [],
    choice_options: [],
    add_ons: [],
    stock: 10,
    module: { id: 1 },
  },
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
};
const failing = { status: 503, data: { errors: [{ code: 'unavailable', message: 'Try again' }] } };

beforeEach(() => {
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, '217787764122381');
  appStore.set(cartLinesAtom, []);
});

/** The cart list answers with each of `replies` in turn; the waits are recorded, not waited. */
function cartAnswering(replies: Array<{ status?: number; data: unknown }>) {
  let call = 0;
  const calls = fakeApi({ 'GET /customer/cart/list': () => replies[Math.min(call++, replies.length - 1)]! });
  const waits: number[] = [];
  return { calls, waits, wait: async (ms: number) => void waits.push(ms) };
}

it('asks again for a cart it could not read at start, and shows it once read', async () => {
  const { calls, waits, wait } = cartAnswering([failing, failing, { data: [line] }]);
  await loadCartAtStart([2000, 10000], wait);
  expect(waits).toEqual([2000, 10000]);
  expect(calls.filter((c) => c.url === '/customer/cart/list')).toHaveLength(3);
  expect(appStore.get(cartLinesAtom).map((cartLine) => [cartLine.id, cartLine.quantity])).toEqual([[3, 2]]);
});

it('stops after the last delay, saying so in the console, and leaves the cart as it was', async () => {
  const { calls, waits, wait } = cartAnswering([failing]);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await loadCartAtStart([2000], wait);
  expect(waits).toEqual([2000]);
  expect(calls.filter((c) => c.url === '/customer/cart/list')).toHaveLength(2);
  expect(warn).toHaveBeenCalledWith('The cart could not be loaded', expect.anything());
  expect(appStore.get(cartLinesAtom)).toEqual([]);
});

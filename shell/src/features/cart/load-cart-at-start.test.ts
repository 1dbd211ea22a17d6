import { appStore, cartLinesAtom, guestIdAtom, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { loadCartAtStart } from './load-cart-at-start';

const line = makeLine({ id: 3, quantity: 2 });
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

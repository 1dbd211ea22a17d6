import { appStore } from './store';
import { guestIdAtom, moduleAtom, tokenAtom } from './session';
import { cartCountAtom, cartLinesAtom } from './cart';
import type { CartLine } from '../contract/cart';

beforeEach(() => localStorage.clear());

it('keeps token and guest_id raw and the module as JSON under the platform keys', () => {
  appStore.set(tokenAtom, 'abc');
  appStore.set(guestIdAtom, '42');
  appStore.set(moduleAtom, { id: 2, module_type: 'food', module_name: 'Food' });
  expect(localStorage.getItem('token')).toBe('abc');
  expect(localStorage.getItem('guest_id')).toBe('42');
  expect(JSON.parse(localStorage.getItem('module')!)).toMatchObject({ id: 2, module_type: 'food' });
  appStore.set(tokenAtom, null);
  expect(localStorage.getItem('token')).toBeNull();
});

it('counts only the cart lines of the selected module', () => {
  const line = (id: number, moduleId: number) =>
    ({ id, quantity: 1, price: 1, item: { module: { id: moduleId } } }) as unknown as CartLine;
  appStore.set(cartLinesAtom, [line(1, 1), line(2, 2), line(3, 2)]);
  appStore.set(moduleAtom, { id: 2, module_type: 'food', module_name: 'Food' });
  expect(appStore.get(cartCountAtom)).toBe(2);
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  expect(appStore.get(cartCountAtom)).toBe(1);
});

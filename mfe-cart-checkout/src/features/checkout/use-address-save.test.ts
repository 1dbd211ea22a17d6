import type { Address } from '@storefront/shared/contract/address';
import { savedAddressOf } from './use-address-save';

const address = (id: number) => ({ id }) as Address;

it('the saved address is the edited one, or the newest after a create', () => {
  const list = [address(3), address(9), address(5)];
  expect(savedAddressOf(list, 5)?.id).toBe(5);
  expect(savedAddressOf(list, undefined)?.id).toBe(9);
  expect(savedAddressOf([], undefined)).toBeUndefined();
});

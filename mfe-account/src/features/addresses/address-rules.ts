import type { Address } from '@storefront/shared/contract/address';

export const NO_ADDRESSES_TITLE = 'No saved addresses';
export const NO_ADDRESSES_TEXT = 'Addresses you save here are offered at checkout.';
export const DELETE_ADDRESS_TITLE = 'Delete address';
export const DELETE_ADDRESS_TEXT = 'Are you sure you want to delete this address?';

/** House, floor and street of an address, in the order checkout shows them ('House 7 · Floor 4 · Street 90'). */
export function addressDetails(address: Pick<Address, 'house' | 'floor' | 'road'>): string {
  const parts: [string, string | null | undefined][] = [
    ['House', address.house],
    ['Floor', address.floor],
    ['Street', address.road],
  ];
  return parts
    .filter(([, value]) => value?.trim())
    .map(([name, value]) => `${name} ${value!.trim()}`)
    .join(' · ');
}

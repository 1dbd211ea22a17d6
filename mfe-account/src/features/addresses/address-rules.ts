import type { Address } from '@storefront/shared/contract/address';
import { addressDetailParts } from '@storefront/shared/ordering';

export const NO_ADDRESSES_TITLE = 'No saved addresses';
export const NO_ADDRESSES_TEXT = 'Addresses you save here are offered at checkout.';
export const DELETE_ADDRESS_TITLE = 'Delete address';
export const DELETE_ADDRESS_TEXT = 'Are you sure you want to delete this address?';

/** House, floor and street of an address, in the order checkout shows them ('House 7 · Floor 4 · Street 90'). */
export function addressDetails(address: Pick<Address, 'house' | 'floor' | 'road'>): string {
  return addressDetailParts(address).join(' · ');
}

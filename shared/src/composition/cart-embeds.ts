import type { Address } from '../contract/address';

/**
 * cart_checkout/SavedAddressPicker: the 'Saved Addresses' modal of a signed-in customer, with its own
 * list (refetched on open) and add-address form. The choice applies only on Select.
 */
export interface SavedAddressPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (address: Address) => void;
  /** Lists only the addresses whose zone_ids hold this zone (a store's zone), when given. */
  storeZoneId?: number | null;
  /** The address shown as chosen when the modal opens. */
  selectedId?: number | null;
}

/**
 * cart_checkout/AddressModal: the address modal (map, 'Label As', the address form). Signed in it
 * saves to the account (create, or update with `address`) and shows the server's message; for a
 * guest nothing is sent and the address is handed to `onSaved` only.
 */
export interface AddressModalEmbedProps {
  open: boolean;
  onClose: () => void;
  /** The saved address to edit; a new one otherwise. */
  address?: Address | null;
  /** The saved address (signed in), or the guest's address as entered. */
  onSaved?: (address: Address | GuestAddress) => void;
}

/** A guest's address, kept on the client. */
export interface GuestAddress {
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  latitude: number;
  longitude: number;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
}

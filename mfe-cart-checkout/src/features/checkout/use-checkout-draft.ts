import { useCallback, useState } from 'react';
import { readDraft, useDraft, writeDraft, type DraftSpec } from '@storefront/shared/forms';
import { z } from '@storefront/shared/zod';
import type { Address } from '@storefront/shared/contract/address';
import type { Coupon } from '@storefront/shared/contract/coupon';
import type { GuestContact } from './checkout-rules';

const GuestContactSchema = z.object({
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  contact_person_email: z.string(),
  road: z.optional(z.string()),
  house: z.optional(z.string()),
  floor: z.optional(z.string()),
  address: z.optional(z.string()),
  address_type: z.optional(z.string()),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
});

const CheckoutDraftSchema = z.object({
  /** A guest's saved contact (and the address entered for it), never the dialog's half-typed input. */
  contact: z.nullable(GuestContactSchema),
  /** The signed-in customer's chosen saved address. */
  addressId: z.nullable(z.number()),
  extra: z.object({ road: z.string(), house: z.string(), floor: z.string() }),
  /** Applied again by its code at the same store on return, so a coupon that has since expired says so. */
  coupon: z.nullable(z.object({ code: z.string(), storeId: z.number() })),
  tip: z.number(),
});

export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

/** One tab's checkout. The payment (offline form, card) and the guest-account password are never kept. */
export const CHECKOUT_DRAFT: DraftSpec<CheckoutDraft> = {
  name: 'checkout',
  version: 1,
  schema: CheckoutDraftSchema,
  storage: 'session',
};

/** Where the guest contact lived before drafts: taken over once, then removed. */
const LEGACY_GUEST_CONTACT_KEY = 'guest-contact';

const NO_EXTRA = { road: '', house: '', floor: '' };

/** A tab that saved the guest contact before drafts keeps it: it becomes the draft and the old key goes. */
function migrateLegacyContact(): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(LEGACY_GUEST_CONTACT_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(LEGACY_GUEST_CONTACT_KEY);
    const contact = GuestContactSchema.safeParse(JSON.parse(raw));
    if (!contact.success) return null;
    const draft = { contact: contact.data, addressId: null, extra: NO_EXTRA, coupon: null, tip: 0 };
    writeDraft(CHECKOUT_DRAFT, draft);
    return draft;
  } catch {
    return null;
  }
}

/**
 * The checkout's state that survives a reload or a back: the guest contact, the chosen address and
 * its street/house/floor, the coupon and the tip. `clear` once the order is placed.
 */
export function useCheckoutDraft(storeId: number | null) {
  const [restored] = useState(() => readDraft(CHECKOUT_DRAFT) ?? migrateLegacyContact());
  const [guestContact, setGuestContact] = useState<GuestContact | null>(restored?.contact ?? null);
  const [tip, setTip] = useState(restored?.tip ?? 0);
  const [selected, setSelected] = useState<Address | null>(null);
  const [extra, setExtra] = useState(restored?.extra ?? NO_EXTRA);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponToRestore, setCouponToRestore] = useState(restored?.coupon ?? null);
  const restoredAddressId = restored?.addressId ?? null;

  const { clear } = useDraft(CHECKOUT_DRAFT, {
    contact: guestContact,
    addressId: selected?.id ?? restoredAddressId,
    extra,
    coupon: coupon && storeId !== null ? { code: coupon.code, storeId } : couponToRestore,
    tip,
  });

  /** The address in use: the one picked here, else the restored one, else the first that fits. */
  const chosenFrom = (addresses: Address[]): Address | null =>
    selected ?? addresses.find((address) => address.id === restoredAddressId) ?? addresses[0] ?? null;

  const couponRestored = useCallback(() => setCouponToRestore(null), []);

  return {
    guestContact,
    setGuestContact,
    tip,
    setTip,
    selected,
    setSelected,
    chosenFrom,
    extra,
    setExtra,
    coupon,
    setCoupon,
    /** The code to apply again at this store, if any (another store's coupon waits for its own checkout). */
    couponToRestore: couponToRestore?.storeId === storeId ? couponToRestore.code : null,
    couponRestored,
    clear,
  };
}

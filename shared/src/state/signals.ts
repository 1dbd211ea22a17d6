import { atom } from 'jotai';

/** Signals parts send each other: one atom each, written by one part and read by another. */
export const cartDrawerOpenAtom = atom(false);
export const wishlistDrawerOpenAtom = atom(false);
/**
 * What the quick view shows. `itemId` is the item's id, or the campaign's for model ItemCampaign
 * (a campaign item is named by its campaign id, as in the cart); `cartId` names the cart line it
 * edits, so two lines of one item each open as themselves.
 */
export interface ItemQuickViewTarget {
  itemId: number;
  moduleId?: number;
  cartId?: number;
  model?: 'Item' | 'ItemCampaign';
}
/** The item the quick view shows, or null when it is closed. */
export const itemQuickViewAtom = atom<ItemQuickViewTarget | null>(null);
/** The order the tracking drawer shows (guests add the phone or email they ordered with). */
export interface OrderTrackingTarget {
  orderId: number;
  contactNumber?: string;
}
/** The order the tracking drawer shows, or null when it is closed. */
export const orderTrackingAtom = atom<OrderTrackingTarget | null>(null);
/** Bumped to make an open chat reload its messages. */
export const chatRefreshAtom = atom(0);
/** Bumped to make an open order list reload. */
export const orderListRefreshAtom = atom(0);
/** Opens the shell's Pick Location modal (the delivery-location alert and the top strip use it). */
export const pickLocationOpenAtom = atom(false);

import { atom } from 'jotai';

/** Signals parts send each other: one atom each, written by one part and read by another. */
export const cartDrawerOpenAtom = atom(false);
export const wishlistDrawerOpenAtom = atom(false);
/** The item the quick view shows, or null when it is closed. */
export const itemQuickViewAtom = atom<{ itemId: number; moduleId?: number } | null>(null);
/** Bumped to make an open chat reload its messages. */
export const chatRefreshAtom = atom(0);
/** Bumped to make an open order list reload. */
export const orderListRefreshAtom = atom(0);
/** Opens the shell's Pick Location modal (the delivery-location alert and the top strip use it). */
export const pickLocationOpenAtom = atom(false);

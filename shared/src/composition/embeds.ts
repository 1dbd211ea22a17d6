import type { Item } from '../contract/item';

/**
 * Props of the components remotes expose for others to embed: the typed side of each federation
 * expose, so provider and consumer agree at compile time.
 */

/** The vertical card's hover delay before its quantity stepper shows (spec: 500 ms). */
export const STEPPER_HOVER_DELAY_MS = 500;

/**
 * The width the vertical card's add control keeps from the start (the quantity stepper's), so
 * nothing moves when the item goes into the cart or the stepper shows.
 */
export const ADD_CONTROL_WIDTH = '108px';

/** The add button's accessible name, the same on the control and on what stands in for it while it loads. */
export const addToCartLabel = (itemName: string) => `Add ${itemName} to cart`;

/** cart_checkout/AddToCartButton: adds an item to the cart (or opens its options) by the cart rules. */
export interface AddToCartButtonProps {
  item: Item;
  /**
   * The vertical card's behaviour: once the item is in the cart the control shows the quantity,
   * and the stepper appears only after the pointer rests on the control for `hoverDelayMs`.
   * Keyboard focus and a tap show it at once. Off by default (the stepper shows straight away).
   */
  revealOnHover?: boolean;
  /** The hover delay with `revealOnHover`; defaults to STEPPER_HOVER_DELAY_MS. */
  hoverDelayMs?: number;
  /**
   * The control sits on the item's own product page: variations are chosen there, beside it (the
   * control shows their picker), and its Add never links to the page it is on.
   */
  onProductPage?: boolean;
}

import type { Item } from '../contract/item';

/**
 * Props of the components remotes expose for others to embed: the typed side of each federation
 * expose, so provider and consumer agree at compile time.
 */

/** cart_checkout/AddToCartButton: adds an item to the cart (or opens its options) by the cart rules. */
export interface AddToCartButtonProps {
  item: Item;
}

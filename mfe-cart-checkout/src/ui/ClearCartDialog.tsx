import { ConfirmDialog } from '@storefront/shared';

export const CLEAR_CART_TITLE = 'Clear cart?';
export const CLEAR_CART_TEXT =
  'Your cart holds items from another store. Clear the cart to add this item? The items in it now will be removed.';
export const CART_CLEARED_MESSAGE = 'Cart cleared';

/** The clear-cart confirmation: confirming empties the cart, then the new item is added. */
export function ClearCartDialog(props: { open: boolean; busy?: boolean; onConfirm: () => void; onCancel: () => void }) {
  return <ConfirmDialog title={CLEAR_CART_TITLE} text={CLEAR_CART_TEXT} {...props} />;
}

import type { ItemDetailProps } from '@storefront/shared';
import { ItemQuickViewModal } from './ItemQuickView';

/**
 * The item detail modal other parts embed (exposed as cart_checkout/ItemDetail): the same food or
 * product modal the quick view shows, for the item (or campaign item, or cart line) given.
 */
export default function ItemDetailEmbed({ open, onClose, itemId, model, cartId }: ItemDetailProps) {
  if (!open) return null;
  return (
    <ItemQuickViewModal
      target={{ itemId, ...(model ? { model } : {}), ...(cartId !== undefined ? { cartId } : {}) }}
      onClose={onClose}
    />
  );
}

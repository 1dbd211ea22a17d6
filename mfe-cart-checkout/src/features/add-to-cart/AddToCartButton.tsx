import { useState } from 'react';
import {
  Button,
  addCartLine,
  cartLinesAtom,
  errorMessages,
  itemQuickViewAtom,
  setCartLineQuantity,
  toast,
  useAtomValue,
  useSetAtom,
  type AddToCartButtonProps,
} from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';

export const ITEM_ADDED_MESSAGE = 'Item added to cart';

function hasOptions(item: Item) {
  return item.food_variations.length > 0 || item.variations.length > 0;
}

/** The add-to-cart control other parts embed (exposed as cart_checkout/AddToCartButton). */
export default function AddToCartButton({ item }: AddToCartButtonProps) {
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const lineInCart = useAtomValue(cartLinesAtom).find((line) => line.item.id === item.id);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (hasOptions(item)) {
      openQuickView({ itemId: item.id });
      return;
    }
    setAdding(true);
    try {
      if (lineInCart) await setCartLineQuantity(lineInCart, lineInCart.quantity + 1);
      else
        await addCartLine({
          model: 'Item',
          item_id: item.id,
          price: item.price,
          quantity: 1,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        });
      toast.success(ITEM_ADDED_MESSAGE);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Button type="button" onClick={add} disabled={adding} aria-label={`Add ${item.name} to cart`}>
      Add
    </Button>
  );
}

import {
  cartLinesAtom,
  errorMessages,
  removeCartLine,
  setCartLineQuantity,
  toast,
  useAtomValue,
  useBusyAction,
} from '@storefront/shared';
import type { CartLine } from '@storefront/shared/contract/cart';
import { CART_ITEM_REMOVED_MESSAGE, REMOVED_FROM_CART_MESSAGE, incrementRefusal, quantityInCart } from './cart-rules';

export function showErrors(error: unknown) {
  for (const message of errorMessages(error)) toast.error(message);
}

/** Quantity +1 / −1 on a line: the server cart first, then the local lines (its reply replaces them). */
export function useLineQuantity() {
  const lines = useAtomValue(cartLinesAtom);
  const { busy, run } = useBusyAction();

  const increment = (line: CartLine) => {
    const refusal = incrementRefusal(line.item, quantityInCart(lines, line.item.id));
    if (refusal) {
      toast.error(refusal);
      return Promise.resolve();
    }
    return run(() => setCartLineQuantity(line, line.quantity + 1));
  };

  /** At quantity 1 the minus is a delete: the line goes and 'Removed from cart.' shows. */
  const decrement = (line: CartLine) =>
    run(async () => {
      if (line.quantity > 1) await setCartLineQuantity(line, line.quantity - 1);
      else {
        await removeCartLine(line);
        toast.success(REMOVED_FROM_CART_MESSAGE);
      }
    });

  /** The line's delete button: the whole line goes, whatever its quantity. */
  const remove = (line: CartLine) =>
    run(async () => {
      await removeCartLine(line);
      toast.success(CART_ITEM_REMOVED_MESSAGE);
    });

  return { busy, increment, decrement, remove };
}

import { useMemo, useState } from 'react';
import { useFormik } from '@storefront/shared/formik';
import {
  addCartLine,
  businessNow,
  cartDrawerOpenAtom,
  cartLinesAtom,
  clearCart,
  formatPrice,
  isSoldOut,
  navigateTo,
  priceFormatOf,
  toast,
  tokenAtom,
  updateCartLine,
  useAtomValue,
  useBusyAction,
  useConfig,
  useSetAtom,
  visibleCartLinesAtom,
  type ItemQuickViewTarget,
} from '@storefront/shared';
import type { ItemDetails } from '@storefront/shared/contract/item';
import { CART_CLEARED_MESSAGE } from '../../ui/ClearCartDialog';
import {
  ITEM_ADDED_MESSAGE,
  ITEM_UPDATED_MESSAGE,
  MIN_QUANTITY,
  NO_CHANGES_MESSAGE,
  addPayload,
  discountBadge,
  incrementRefusal,
  isCampaignItem,
  needsClearCart,
  updatePayload,
  type AddOnChoice,
} from '../../lib/cart-rules';
import { saveDirectOrder } from '../../lib/direct-order';
import {
  BUY_NOW,
  ORDER_NOW,
  availability,
  decreasedQuantity,
  isUnchanged,
  orderNowRefusal,
  quickViewButtons,
  quickViewLine,
  selectionOfLine,
  variationOutOfStock,
} from './item-rules';
import { choicesRefusal, otherQuantityInCart, quickViewPrice, type QuickViewChoices } from './quick-view-choices';

/**
 * The quick view's state and its orders: the choices (formik; Add or Update to cart submits them),
 * what follows from them (prices, availability, buttons) and the cart, Buy now and Order Now actions.
 */
export function useItemQuickView(item: ItemDetails, target: ItemQuickViewTarget, onClose: () => void) {
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const money = (amount: number) => formatPrice(amount, format);
  const token = useAtomValue(tokenAtom);
  const closeDrawer = useSetAtom(cartDrawerOpenAtom);
  const allLines = useAtomValue(cartLinesAtom);
  const moduleLines = useAtomValue(visibleCartLinesAtom);
  const line = quickViewLine(allLines, target, item);
  const { busy: running, run } = useBusyAction();
  const [confirmingClear, setConfirmingClear] = useState(false);

  const form = useFormik<QuickViewChoices>({
    initialValues: line
      ? { quantity: line.quantity, ...selectionOfLine(line) }
      : { quantity: MIN_QUANTITY, food: {}, choice: {}, addOns: [] },
    // The checks run on the order buttons, each with its own toast (see `ready`).
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => addOrUpdate(),
  });
  const choices = form.values;
  const { setFieldValue } = form;
  const set = useMemo(
    () => ({
      food: (next: Record<string, string[]>) => void setFieldValue('food', next),
      choice: (next: Record<string, string>) => void setFieldValue('choice', next),
      addOns: (next: AddOnChoice[]) => void setFieldValue('addOns', next),
      quantity: (next: number) => void setFieldValue('quantity', next),
    }),
    [setFieldValue],
  );

  const campaign = isCampaignItem(item);
  const timing = availability(item, businessNow());
  const price = quickViewPrice(item, choices);
  const { variation, total } = price;
  const variationOut = variationOutOfStock(price.chosenVariation);
  const otherQuantity = otherQuantityInCart(allLines, item, line);
  const payload = () =>
    addPayload(item, { quantity: choices.quantity, variation, addOns: choices.addOns }, total / choices.quantity);

  /** The checks every order button makes first; false (after a toast) when one fails. */
  const ready = () => {
    const refusal = choicesRefusal(item, choices, otherQuantity);
    if (refusal) toast.error(refusal);
    return refusal === null;
  };

  const add = () =>
    run(async () => {
      await addCartLine(payload());
      toast.success(ITEM_ADDED_MESSAGE);
      onClose();
    });

  async function addOrUpdate() {
    if (!ready()) return;
    if (line) {
      if (isUnchanged(line, { quantity: choices.quantity, variation, addOns: choices.addOns })) {
        toast.warning(NO_CHANGES_MESSAGE);
        return;
      }
      await run(async () => {
        await updateCartLine(
          updatePayload(line, choices.quantity, null, { variation, addOns: choices.addOns }, total / choices.quantity),
        );
        toast.success(ITEM_UPDATED_MESSAGE);
      });
      return;
    }
    if (needsClearCart(moduleLines, item)) setConfirmingClear(true);
    else await add();
  }

  const direct = (page: 'buy_now' | 'campaign') => {
    if (!ready()) return;
    const refusal = page === 'campaign' ? orderNowRefusal(token) : null;
    if (refusal) {
      toast.error(refusal);
      return;
    }
    saveDirectOrder({ page, item, payload: payload(), total });
    onClose();
    // Opened from a cart line, the drawer would cover the checkout.
    closeDrawer(false);
    navigateTo(`/checkout?page=${page}`);
  };

  // Sold out (the shared rule the cards and item page read): nothing to order, before any tap.
  const soldOut = isSoldOut(item);
  const busy = running || form.isSubmitting;

  return {
    choices,
    set,
    money,
    price,
    badge: discountBadge(item, money),
    timing,
    variationOut,
    soldOut,
    busy,
    /** Quantity and order buttons are off while the item cannot be ordered now. */
    blocked: timing.kind === 'unavailable' || soldOut,
    buttons: quickViewButtons({ campaign, availability: timing.kind, inCart: Boolean(line) }),
    increment: () => {
      const refusal = incrementRefusal(item, otherQuantity + choices.quantity);
      if (refusal) toast.error(refusal);
      else set.quantity(choices.quantity + 1);
    },
    decrement: () => set.quantity(decreasedQuantity(choices.quantity)),
    /** What a button of `buttons` does. */
    actionOf: (label: string) =>
      label === ORDER_NOW
        ? () => direct('campaign')
        : label === BUY_NOW
          ? () => direct('buy_now')
          : () => void form.submitForm(),
    confirmingClear,
    cancelClear: () => setConfirmingClear(false),
    /** Another store's items go first, then this item goes in. */
    clearAndAdd: () =>
      void run(async () => {
        await clearCart();
        toast.success(CART_CLEARED_MESSAGE);
        setConfirmingClear(false);
        await addCartLine(payload());
        toast.success(ITEM_ADDED_MESSAGE);
        onClose();
      }),
  };
}

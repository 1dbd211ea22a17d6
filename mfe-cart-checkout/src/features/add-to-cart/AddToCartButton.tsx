import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  AddControlSlot,
  Button,
  STEPPER_HOVER_DELAY_MS,
  Skeleton,
  addCartLine,
  addToCartLabel,
  cartLinesAtom,
  clearCart,
  currentLatLngAtom,
  isSoldOut,
  itemQuickViewAtom,
  navigateTo,
  toast,
  useAtomValue,
  useBusyAction,
  useSetAtom,
  visibleCartLinesAtom,
  type AddToCartButtonProps,
} from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';
import { CART_CLEARED_MESSAGE, ClearCartDialog } from '../../ui/ClearCartDialog';
import { QuantityStepper } from '../../ui/QuantityStepper';
import {
  ITEM_ADDED_MESSAGE,
  MIN_QUANTITY,
  addAction,
  addPayload,
  choosesVariationsInPlace,
  incrementRefusal,
  isCampaignItem,
} from '../../lib/cart-rules';
import { useLineQuantity } from '../../lib/use-cart-actions';
import { DeliveryLocationAlert } from './DeliveryLocationAlert';
import { useHoverReveal } from './use-hover-reveal';

export { ITEM_ADDED_MESSAGE };

/** Adds a plain item (no variations to choose) with the initial quantity 1. */
async function addPlainItem(item: Item) {
  const refusal = incrementRefusal(item, 0);
  if (refusal) {
    toast.error(refusal);
    return;
  }
  await addCartLine(addPayload(item, { quantity: MIN_QUANTITY, variation: [], addOns: [] }, item.price));
  toast.success(ITEM_ADDED_MESSAGE);
}

/** The quantity in the cart, shown on the vertical card until the stepper is revealed. */
const InCart = styled(Button)`
  min-width: 40px;
`;

// Only product pages of items with variations load the picker: cards keep a small control.
const VariationAdd = lazy(() => import('./VariationAdd'));

/**
 * The add-to-cart control other parts embed (exposed as cart_checkout/AddToCartButton): an add button,
 * or a quantity stepper once the item is in the cart. With `revealOnHover` (the vertical card) the
 * stepper shows after the pointer rests on the control for the spec's 500 ms. On the item's product
 * page (`onProductPage`) an item with older-shape variations gets their picker beside its Add.
 */
export default function AddToCartButton(props: AddToCartButtonProps) {
  if (props.onProductPage && choosesVariationsInPlace(props.item)) {
    return (
      <Suspense fallback={<Skeleton $height="160px" />}>
        <VariationAdd item={props.item} />
      </Suspense>
    );
  }
  return <AddControl {...props} />;
}

function AddControl({
  item,
  revealOnHover = false,
  hoverDelayMs = STEPPER_HOVER_DELAY_MS,
  onProductPage = false,
}: AddToCartButtonProps) {
  const slotRef = useRef<HTMLSpanElement>(null);
  const hover = useHoverReveal(slotRef, revealOnHover, hoverDelayMs);
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const location = useAtomValue(currentLatLngAtom);
  const moduleLines = useAtomValue(visibleCartLinesAtom);
  const itemLines = useAtomValue(cartLinesAtom).filter((line) => line.item.id === item.id);
  const { busy, increment, decrement } = useLineQuantity();
  const { busy: adding, run } = useBusyAction();
  const [alerting, setAlerting] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const add = () => {
    const action = addAction(item, { hasLocation: Boolean(location), lines: moduleLines, onProductPage });
    switch (action.kind) {
      case 'pick-location':
        setAlerting(true);
        return;
      case 'quick-view':
        // A campaign item is named by its campaign id, so the quick view shows the campaign's offer.
        openQuickView({
          itemId: item.id,
          moduleId: item.module_id,
          model: isCampaignItem(item) ? 'ItemCampaign' : 'Item',
        });
        return;
      case 'product-page':
        navigateTo(action.path);
        return;
      case 'clear-cart-first':
        setConfirmingClear(true);
        return;
      case 'add':
        void run(() => addPlainItem(item));
    }
  };

  const clearAndAdd = () =>
    run(async () => {
      await clearCart();
      toast.success(CART_CLEARED_MESSAGE);
      setConfirmingClear(false);
      await addPlainItem(item);
    });

  const line = itemLines.length === 1 ? itemLines[0] : undefined;
  // A sold-out item is not addable before any tap (the shared rule the card's badge reads).
  const soldOut = isSoldOut(item);
  const stepperShown = Boolean(line) && hover.revealed;

  // A keyboard or tap reveal carries focus into the stepper that replaced the quantity button, onto
  // its "+" (a delete under the finger or the Enter key would be a surprise).
  useEffect(() => {
    if (revealOnHover && stepperShown && hover.takeFocusRequest()) {
      slotRef.current?.querySelector<HTMLButtonElement>('[role="group"] button[data-focus-return]')?.focus();
    }
  }, [revealOnHover, stepperShown, hover]);

  return (
    <AddControlSlot ref={slotRef} $reserve={revealOnHover} {...hover.handlers}>
      {line && !hover.revealed ? (
        <InCart
          type="button"
          $variant="secondary"
          aria-label={`${line.quantity} of ${item.name} in cart, change quantity`}
          onClick={hover.reveal}
        >
          {line.quantity}
        </InCart>
      ) : line ? (
        <QuantityStepper
          name={item.name}
          quantity={line.quantity}
          deletesAtOne
          disabled={busy}
          onIncrement={() => void increment(line)}
          onDecrement={() => void decrement(line)}
        />
      ) : (
        <Button type="button" onClick={add} disabled={adding || soldOut} aria-label={addToCartLabel(item.name)}>
          Add
        </Button>
      )}
      <DeliveryLocationAlert open={alerting} onClose={() => setAlerting(false)} />
      <ClearCartDialog
        open={confirmingClear}
        busy={adding}
        onConfirm={() => void clearAndAdd()}
        onCancel={() => setConfirmingClear(false)}
      />
    </AddControlSlot>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  SOLD_OUT_TEXT,
  addCartLine,
  addToCartLabel,
  cartLinesAtom,
  clearCart,
  currentLatLngAtom,
  formatPrice,
  isSoldOut,
  itemQuickViewAtom,
  priceFormatOf,
  toast,
  useAtomValue,
  useBusyAction,
  useConfig,
  useSetAtom,
  visibleCartLinesAtom,
} from '@storefront/shared';
import type { Item, Variation } from '@storefront/shared/contract/item';
import { CART_CLEARED_MESSAGE, ClearCartDialog } from '../../ui/ClearCartDialog';
import { ChoiceOptionGroups } from '../../ui/ChoiceOptionGroups';
import { QuantityStepper } from '../../ui/QuantityStepper';
import {
  ITEM_ADDED_MESSAGE,
  MIN_QUANTITY,
  OUT_OF_STOCK_MESSAGE,
  addAction,
  addPayload,
  incrementRefusal,
  quantityInCart,
  unitDiscount,
} from '../../lib/cart-rules';
import { useLineQuantity } from '../../lib/use-cart-actions';
import { chosenVariationOf, lineOfVariation, variationRefusal } from '../../lib/variation-choice';
import { DeliveryLocationAlert } from './DeliveryLocationAlert';

const Panel = styled.div`
  margin: 0.5rem 0 1rem;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 1rem 0 0.75rem;
  min-height: 1.5rem;
  p {
    margin: 0;
  }
  del {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  font-size: 1.25rem;
`;

const Stock = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Reason = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger};
`;

/** The chosen combination's price after the discount, and before it when there is one. */
function VariationPrice({ item, variation }: { item: Item; variation: Variation }) {
  const { data: config } = useConfig();
  const money = (amount: number) => formatPrice(amount, priceFormatOf(config));
  const discount = unitDiscount(variation.price, item);
  return (
    <Price data-testid="variation-price">
      <strong>{money(variation.price - discount)}</strong>
      {discount > 0 ? <del>{money(variation.price)}</del> : null}
    </Price>
  );
}

/**
 * The product page's add control for an item with older-shape variations: a radio group per choice
 * option, the chosen combination's price and stock, and Add, which stays off with its reason until
 * every option is chosen and the combination is in stock. A combination already in the cart shows
 * its line's quantity stepper; another combination is added as a line of its own.
 */
export default function VariationAdd({ item }: { item: Item }) {
  const [choice, setChoice] = useState<Record<string, string>>({});
  const location = useAtomValue(currentLatLngAtom);
  const lines = useAtomValue(cartLinesAtom);
  const moduleLines = useAtomValue(visibleCartLinesAtom);
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const { busy: adding, run } = useBusyAction();
  const { busy: stepping, increment, decrement } = useLineQuantity();
  const [alerting, setAlerting] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const reasonId = useId();

  const chosen = chosenVariationOf(item, choice);
  const refusal = isSoldOut(item) ? SOLD_OUT_TEXT : variationRefusal(item, choice);
  const line = chosen ? lineOfVariation(lines, item.id, chosen.type) : undefined;
  const lineName = chosen ? `${item.name} (${chosen.type})` : item.name;

  const addChosen = async () => {
    if (!chosen || refusal) return;
    // The item's own stock and per-order limit hold across its lines, as for any item.
    const limit = incrementRefusal(item, quantityInCart(lines, item.id));
    if (limit) {
      toast.error(limit);
      return;
    }
    const price = chosen.price - unitDiscount(chosen.price, item);
    const variation = [{ type: chosen.type, price: chosen.price }];
    await addCartLine(addPayload(item, { quantity: MIN_QUANTITY, variation, addOns: [] }, price));
    toast.success(ITEM_ADDED_MESSAGE);
  };

  const add = () => {
    const action = addAction(item, { hasLocation: Boolean(location), lines: moduleLines, onProductPage: true });
    switch (action.kind) {
      case 'pick-location':
        setAlerting(true);
        return;
      case 'clear-cart-first':
        setConfirmingClear(true);
        return;
      case 'add':
        void run(addChosen);
        return;
      // Not for the items this control is shown for; never a link to the page the customer is on.
      case 'quick-view':
      case 'product-page':
        openQuickView({ itemId: item.id, moduleId: item.module_id, model: 'Item' });
    }
  };

  const clearAndAdd = () =>
    run(async () => {
      await clearCart();
      toast.success(CART_CLEARED_MESSAGE);
      setConfirmingClear(false);
      await addChosen();
    });

  /** One more of the chosen combination, within its own stock. */
  const stepUp = () => {
    if (!line || !chosen) return;
    if (chosen.stock !== undefined && line.quantity >= chosen.stock) toast.error(OUT_OF_STOCK_MESSAGE);
    else void increment(line);
  };

  return (
    <Panel role="group" aria-label={`Options of ${item.name}`}>
      <ChoiceOptionGroups item={item} choice={choice} onChoice={setChoice} />
      <Summary aria-live="polite">
        {chosen ? <VariationPrice item={item} variation={chosen} /> : null}
        {chosen?.stock !== undefined && chosen.stock > 0 ? <Stock>{chosen.stock} in stock</Stock> : null}
        {refusal ? <Reason id={reasonId}>{refusal}</Reason> : null}
      </Summary>
      {line ? (
        <QuantityStepper
          name={lineName}
          quantity={line.quantity}
          deletesAtOne
          disabled={stepping}
          onIncrement={stepUp}
          onDecrement={() => void decrement(line)}
        />
      ) : (
        <Button
          type="button"
          onClick={add}
          disabled={adding || refusal !== null}
          aria-label={addToCartLabel(item.name)}
          aria-describedby={refusal ? reasonId : undefined}
        >
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
    </Panel>
  );
}

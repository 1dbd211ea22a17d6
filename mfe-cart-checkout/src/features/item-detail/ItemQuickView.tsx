import styled from 'styled-components';
import { Overlay, Skeleton, itemQuickViewAtom, type ItemQuickViewTarget, useAtom } from '@storefront/shared';
import type { ItemDetails } from '@storefront/shared/contract/item';
import { ClearCartDialog } from '../../ui/ClearCartDialog';
import { AvailabilityNotice } from './AvailabilityNotice';
import { ItemChoicesSection } from './ItemChoicesSection';
import { ItemOverview } from './ItemOverview';
import { OrderButtons } from './OrderButtons';
import { QuantityTotalSection } from './QuantityTotalSection';
import { useItemDetails } from './item-details-api';
import { useItemQuickView } from './use-item-quick-view';

const FoodPanel = styled.div`
  width: min(94vw, 640px);
  max-height: 92vh;
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** Other modules' product-details modal: at most 459 px wide. */
const ProductPanel = styled(FoodPanel)`
  width: min(94vw, 459px);
`;

function ItemDetailBody({
  item,
  target,
  onClose,
}: {
  item: ItemDetails;
  target: ItemQuickViewTarget;
  onClose: () => void;
}) {
  const view = useItemQuickView(item, target, onClose);
  const { choices, set, price, money } = view;
  return (
    <>
      <ItemOverview item={item} unitPrice={price.unit} discount={price.discount} badge={view.badge} money={money} />
      <ItemChoicesSection
        item={item}
        choices={choices}
        variationOut={view.variationOut}
        money={money}
        onFood={set.food}
        onChoice={set.choice}
        onAddOns={set.addOns}
      />
      <AvailabilityNotice timing={view.timing} />
      <QuantityTotalSection
        name={item.name}
        quantity={choices.quantity}
        disabled={view.busy || view.blocked}
        total={money(price.total)}
        onIncrement={view.increment}
        onDecrement={view.decrement}
      />
      <OrderButtons
        labels={view.buttons}
        disabled={view.busy || view.variationOut || view.soldOut}
        actionOf={view.actionOf}
      />
      <ClearCartDialog
        open={view.confirmingClear}
        busy={view.busy}
        onCancel={view.cancelClear}
        onConfirm={view.clearAndAdd}
      />
    </>
  );
}

/** The item detail modal of one target (an item, a campaign item or a cart line). */
export function ItemQuickViewModal({ target, onClose }: { target: ItemQuickViewTarget; onClose: () => void }) {
  const { data: item, error } = useItemDetails(target);
  const Panel = item?.module_type === 'food' ? FoodPanel : ProductPanel;
  return (
    <Overlay open title={item?.name ?? 'Item details'} onClose={onClose} align="center" Panel={Panel}>
      {item ? (
        <ItemDetailBody key={`${item.id}-${target.cartId ?? ''}`} item={item} target={target} onClose={onClose} />
      ) : error ? (
        <p role="alert">This item could not be loaded. Please try again.</p>
      ) : (
        <Skeleton $height="240px" />
      )}
    </Overlay>
  );
}

/** The item quick view, on every page: opened through itemQuickViewAtom (cards, the cart drawer, search). */
export function ItemQuickView() {
  const [target, setTarget] = useAtom(itemQuickViewAtom);
  if (!target) return null;
  return <ItemQuickViewModal target={target} onClose={() => setTarget(null)} />;
}

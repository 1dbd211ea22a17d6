import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  Button,
  Overlay,
  Skeleton,
  addCartLine,
  cartDrawerOpenAtom,
  cartLinesAtom,
  clearCart,
  formatPrice,
  getParsed,
  isSoldOut,
  itemQuickViewAtom,
  navigateTo,
  type ItemQuickViewTarget,
  priceFormatOf,
  toast,
  tokenAtom,
  updateCartLine,
  useAtom,
  useAtomValue,
  useConfig,
  useSetAtom,
  visibleCartLinesAtom,
  businessNow,
} from '@storefront/shared';
import type { CartVariation } from '@storefront/shared/contract/cart';
import { CampaignItemListSchema } from '@storefront/shared/contract/campaign';
import { ItemDetailsSchema, type ItemDetails } from '@storefront/shared/contract/item';
import { CART_CLEARED_MESSAGE, ClearCartDialog } from '../cart/ClearCartDialog';
import { QuantityStepper } from '../cart/QuantityStepper';
import {
  ITEM_ADDED_MESSAGE,
  ITEM_UPDATED_MESSAGE,
  MIN_QUANTITY,
  NO_CHANGES_MESSAGE,
  VARIATION_OUT_OF_STOCK_MESSAGE,
  addPayload,
  discountBadge,
  foodVariationList,
  incrementRefusal,
  isCampaignItem,
  itemTotal,
  needsClearCart,
  quantityInCart,
  unitBeforeDiscount,
  unitDiscount,
  updatePayload,
  variationError,
  type AddOnChoice,
} from '../cart/cart-rules';
import { showErrors } from '../cart/use-cart-actions';
import { saveDirectOrder } from '../checkout/direct-order';
import {
  AVAILABLE_LATER_TEXT,
  BUY_NOW,
  NOT_AVAILABLE_TITLE,
  ORDER_NOW,
  availability,
  campaignDetails,
  decreasedQuantity,
  isUnchanged,
  orderNowRefusal,
  quickViewButtons,
  quickViewLine,
  selectionOfLine,
  variationOutOfStock,
  variationType,
} from './item-rules';
import { ItemGallery } from './ItemGallery';
import { AddOnGroup, VariationGroups } from './ItemOptions';
import { ItemSummary } from './ItemSummary';

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

const Top = styled.div<{ $food: boolean }>`
  display: grid;
  grid-template-columns: ${({ $food }) => ($food ? '180px 1fr' : '1fr')};
  gap: 1rem;
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

const Notice = styled.p<{ $tone: 'info' | 'danger' }>`
  margin: 1rem 0 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
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
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const money = (amount: number) => formatPrice(amount, format);
  const token = useAtomValue(tokenAtom);
  const closeDrawer = useSetAtom(cartDrawerOpenAtom);
  const allLines = useAtomValue(cartLinesAtom);
  const moduleLines = useAtomValue(visibleCartLinesAtom);
  const line = quickViewLine(allLines, target, item);
  const initial = line ? selectionOfLine(line) : { food: {}, choice: {}, addOns: [] as AddOnChoice[] };
  const [quantity, setQuantity] = useState(line?.quantity ?? MIN_QUANTITY);
  const [food, setFood] = useState<Record<string, string[]>>(initial.food);
  const [choice, setChoice] = useState<Record<string, string>>(initial.choice);
  const [addOns, setAddOns] = useState<AddOnChoice[]>(initial.addOns);
  const [busy, setBusy] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const isFood = item.module_type === 'food';
  const campaign = isCampaignItem(item);
  const timing = availability(item, businessNow());
  const type = variationType(item, choice);
  const chosenVariation = type ? item.variations.find((v) => v.type === type) : undefined;
  const variationOut = variationOutOfStock(chosenVariation);
  const basePrice = chosenVariation?.price ?? item.price;
  const optionPrices = item.food_variations.flatMap((group) =>
    (food[group.name] ?? []).map((label) => group.values.find((v) => v.label === label)?.optionPrice ?? 0),
  );
  const addOnLines = addOns.map((choiceOfAddOn) => ({
    price: item.add_ons.find((a) => a.id === choiceOfAddOn.id)?.price ?? 0,
    quantity: choiceOfAddOn.quantity,
  }));
  const total = itemTotal(item, { basePrice, optionPrices, quantity, addOns: addOnLines });
  const unit = unitBeforeDiscount({ basePrice, optionPrices });
  const discount = unitDiscount(unit, item);
  const badge = discountBadge(item, money);
  const otherQuantity =
    quantityInCart(
      allLines.filter((candidate) => isCampaignItem(candidate.item) === campaign),
      item.id,
    ) - (line?.quantity ?? 0);

  const variation: CartVariation[] = item.food_variations.length
    ? foodVariationList(item.food_variations, food)
    : chosenVariation
      ? [{ type: chosenVariation.type, price: chosenVariation.price }]
      : [];

  /** The checks every order button makes first; returns false (after a toast) when one fails. */
  const ready = () => {
    const error = variationError(item.food_variations, food);
    if (error) {
      toast.error(error);
      return false;
    }
    if (item.variations.length > 0 && !chosenVariation) {
      toast.error(`Choose ${item.choice_options.map((option) => option.title).join(', ')}`);
      return false;
    }
    if (variationOut) {
      toast.error(VARIATION_OUT_OF_STOCK_MESSAGE);
      return false;
    }
    const refusal = incrementRefusal(item, otherQuantity + quantity - 1);
    if (refusal) {
      toast.error(refusal);
      return false;
    }
    return true;
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      await addCartLine(addPayload(item, { quantity, variation, addOns }, total / quantity));
      toast.success(ITEM_ADDED_MESSAGE);
      onClose();
    });

  const addOrUpdate = () => {
    if (!ready()) return;
    if (line) {
      if (isUnchanged(line, { quantity, variation, addOns })) {
        toast.warning(NO_CHANGES_MESSAGE);
        return;
      }
      void run(async () => {
        await updateCartLine(updatePayload(line, quantity, null, { variation, addOns }, total / quantity));
        toast.success(ITEM_UPDATED_MESSAGE);
      });
      return;
    }
    if (needsClearCart(moduleLines, item)) setConfirmingClear(true);
    else void add();
  };

  const direct = (page: 'buy_now' | 'campaign') => {
    if (!ready()) return;
    const refusal = page === 'campaign' ? orderNowRefusal(token) : null;
    if (refusal) {
      toast.error(refusal);
      return;
    }
    saveDirectOrder({
      page,
      item,
      payload: addPayload(item, { quantity, variation, addOns }, total / quantity),
      total,
    });
    onClose();
    // Opened from a cart line, the drawer would cover the checkout.
    closeDrawer(false);
    navigateTo(`/checkout?page=${page}`);
  };

  // Sold out (the shared rule the cards and item page read): nothing to order, before any tap.
  const soldOut = isSoldOut(item);
  const blocked = timing.kind === 'unavailable' || soldOut;
  const buttons = quickViewButtons({ campaign, availability: timing.kind, inCart: Boolean(line) });

  return (
    <>
      <Top $food={isFood}>
        <ItemGallery name={item.name} image={item.image_full_url} images={item.images_full_url} square={isFood} />
        <ItemSummary item={item} unitPrice={unit} discount={discount} badge={badge} money={money} />
      </Top>

      <VariationGroups item={item} food={food} choice={choice} money={money} onFood={setFood} onChoice={setChoice} />
      {variationOut ? <Notice $tone="danger">{VARIATION_OUT_OF_STOCK_MESSAGE}</Notice> : null}

      <AddOnGroup item={item} addOns={addOns} money={money} onChange={setAddOns} />

      {timing.kind === 'later' ? <Notice $tone="info">{AVAILABLE_LATER_TEXT}</Notice> : null}
      {timing.kind === 'unavailable' ? (
        <Notice $tone="danger" role="status">
          <strong>{NOT_AVAILABLE_TITLE}</strong> — available {timing.hours}
        </Notice>
      ) : null}

      <Footer>
        <QuantityStepper
          name={item.name}
          quantity={quantity}
          disabled={busy || blocked}
          onIncrement={() => {
            const refusal = incrementRefusal(item, otherQuantity + quantity);
            if (refusal) toast.error(refusal);
            else setQuantity(quantity + 1);
          }}
          onDecrement={() => setQuantity(decreasedQuantity(quantity))}
        />
        <p>
          Total amount: <strong data-testid="item-total">{money(total)}</strong>
        </p>
      </Footer>
      {buttons.length > 0 ? (
        <Actions>
          {buttons.map((label, index) => (
            <Button
              key={label}
              type="button"
              $variant={index === 0 ? 'primary' : 'secondary'}
              onClick={
                label === ORDER_NOW
                  ? () => direct('campaign')
                  : label === BUY_NOW
                    ? () => direct('buy_now')
                    : addOrUpdate
              }
              disabled={busy || variationOut || soldOut}
            >
              {label}
            </Button>
          ))}
        </Actions>
      ) : null}
      <ClearCartDialog
        open={confirmingClear}
        busy={busy}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() =>
          void run(async () => {
            await clearCart();
            toast.success(CART_CLEARED_MESSAGE);
            setConfirmingClear(false);
            await addCartLine(addPayload(item, { quantity, variation, addOns }, total / quantity));
            toast.success(ITEM_ADDED_MESSAGE);
            onClose();
          })
        }
      />
    </>
  );
}

/** The item's details; a campaign item's (named by its campaign id) carry the campaign's price and dates. */
async function fetchItem([, id, model]: [string, number, ItemQuickViewTarget['model']]): Promise<ItemDetails> {
  if (model !== 'ItemCampaign') return getParsed(`/items/details/${id}`, ItemDetailsSchema);
  const campaigns = await getParsed('/campaigns/item', CampaignItemListSchema);
  const campaign = campaigns.find((entry) => entry.id === id);
  if (!campaign) throw new Error(`campaign item ${id} not found`);
  return campaignDetails(await getParsed(`/items/details/${campaign.item_id}`, ItemDetailsSchema), campaign);
}

/** The item detail modal of one target (an item, a campaign item or a cart line). */
export function ItemQuickViewModal({ target, onClose }: { target: ItemQuickViewTarget; onClose: () => void }) {
  const { data: item, error } = useSWR(
    ['item-details', target.itemId, target.model] as [string, number, ItemQuickViewTarget['model']],
    fetchItem,
  );
  const isFood = item?.module_type === 'food';
  const Panel = isFood ? FoodPanel : ProductPanel;
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

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
  minMaxNote,
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
  changeAddOn,
  decreasedQuantity,
  isUnchanged,
  orderNowRefusal,
  quickViewButtons,
  quickViewLine,
  selectionOfLine,
  toggleAddOn,
  toggleOption,
  variationOutOfStock,
  variationType,
} from './item-rules';
import { categoryNames } from './gallery';
import { ItemGallery } from './ItemGallery';

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

const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  span {
    font-size: 0.8rem;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Price = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
  del {
    margin-left: 0.5rem;
    font-size: 0.95rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.25rem 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
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

function storePath(item: ItemDetails) {
  const store = item.store_details;
  const id = store?.slug || item.store_id;
  return `/store/${id}?module_id=${item.module_id}&module_type=${item.module_type}&store_zone_id=${item.zone_id}`;
}

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

  const blocked = timing.kind === 'unavailable';
  const buttons = quickViewButtons({ campaign, availability: timing.kind, inCart: Boolean(line) });
  const onStore = globalThis.location?.pathname.startsWith('/store/');

  return (
    <>
      <Top $food={isFood}>
        <ItemGallery name={item.name} image={item.image_full_url} images={item.images_full_url} square={isFood} />
        <Meta>
          {onStore ? <p>{item.store_name}</p> : <a href={storePath(item)}>{item.store_name}</a>}
          <p aria-label={`Rating ${item.avg_rating.toFixed(1)} out of 5`}>★ {item.avg_rating.toFixed(1)}</p>
          <Tags>
            {isFood || item.module_type === 'grocery' ? <span>{item.veg ? 'Veg' : 'Non-veg'}</span> : null}
            {item.halal_tag_status && item.is_halal ? <span>Halal</span> : null}
            {item.organic ? <span>Organic</span> : null}
            {badge ? <span>{badge} off</span> : null}
          </Tags>
          <Price>
            {money(unit - discount)}
            {discount > 0 ? <del>{money(unit)}</del> : null}
          </Price>
          {item.description ? <p>{item.description}</p> : null}
          {categoryNames(item).length > 0 ? (
            <p>
              <small>Categories: {categoryNames(item).join(', ')}</small>
            </p>
          ) : null}
          {item.tags && item.tags.length > 0 ? (
            <Tags>
              {item.tags.map((tag) => (
                <span key={tag.id}>#{tag.tag}</span>
              ))}
            </Tags>
          ) : null}
        </Meta>
      </Top>

      {item.food_variations.map((group) => {
        const selected = food[group.name] ?? [];
        return (
          <Group key={group.name}>
            <legend>
              {group.name} {group.required === 'on' ? <small>(Required)</small> : <small>(Optional)</small>}
            </legend>
            {group.type === 'multi' ? <small>{minMaxNote(Number(group.min), Number(group.max))}</small> : null}
            {group.values.map((value) => (
              <label key={value.label}>
                <input
                  type={group.type === 'single' ? 'radio' : 'checkbox'}
                  name={`variation-${group.name}`}
                  checked={selected.includes(value.label)}
                  onChange={() => undefined}
                  onClick={() => setFood({ ...food, [group.name]: toggleOption(group, selected, value.label) })}
                />
                <span>{value.label}</span>
                {value.optionPrice > 0 ? <small>+{money(value.optionPrice)}</small> : null}
              </label>
            ))}
          </Group>
        );
      })}

      {item.variations.length > 0
        ? item.choice_options.map((option) => (
            <Group key={option.name}>
              <legend>{option.title}</legend>
              {option.options.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`choice-${option.name}`}
                    checked={choice[option.name] === value}
                    onChange={() => setChoice({ ...choice, [option.name]: value })}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </Group>
          ))
        : null}
      {variationOut ? <Notice $tone="danger">{VARIATION_OUT_OF_STOCK_MESSAGE}</Notice> : null}

      {item.add_ons.length > 0 ? (
        <Group>
          <legend>Add-ons</legend>
          {item.add_ons.map((addOn) => {
            const chosen = addOns.find((a) => a.id === addOn.id);
            return (
              <Option key={addOn.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={Boolean(chosen)}
                    onChange={(event) => setAddOns(toggleAddOn(addOns, addOn.id, event.target.checked))}
                  />
                  <span>{addOn.name}</span>
                  <small>{money(addOn.price)}</small>
                </label>
                {chosen ? (
                  <QuantityStepper
                    name={addOn.name}
                    quantity={chosen.quantity}
                    min={0}
                    onIncrement={() => setAddOns(changeAddOn(addOns, addOn.id, 1))}
                    onDecrement={() => setAddOns(changeAddOn(addOns, addOn.id, -1))}
                  />
                ) : null}
              </Option>
            );
          })}
        </Group>
      ) : null}

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
              disabled={busy || variationOut}
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

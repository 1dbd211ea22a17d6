import { LOGIN_REQUIRED_MESSAGE, businessClock, formatTime12h, type ItemQuickViewTarget } from '@storefront/shared';
import type { CampaignItem } from '@storefront/shared/contract/campaign';
import type { CartLine, CartVariation } from '@storefront/shared/contract/cart';
import type { FoodVariation, Item, ItemDetails } from '@storefront/shared/contract/item';
import { MIN_QUANTITY, isCampaignItem, type AddOnChoice } from '../../lib/cart-rules';

// The older-shape variation rules are the product page's too: they live in lib/.
export { variationOutOfStock, variationType } from '../../lib/variation-choice';

export const NOT_AVAILABLE_TITLE = 'Not Available now';
export const AVAILABLE_LATER_TEXT = 'This item is not available now, but you can order it for later.';

const minutesOf = (time: string): number | null => {
  const [h, m] = time.split(':').map(Number);
  return Number.isInteger(h) && Number.isInteger(m) ? h! * 60 + m! : null;
};

export type Availability =
  | { kind: 'available' }
  /** Outside the daily window but schedule_order: orderable, with a banner. */
  | { kind: 'later'; hours: string }
  /** Outside the window, no scheduling: ordering is blocked. */
  | { kind: 'unavailable'; hours: string };

/** Inside the daily window (HH:mm, a window may run past midnight) the item can be ordered. */
export function availability(
  item: Pick<Item, 'available_time_starts' | 'available_time_ends' | 'schedule_order'>,
  now: Date,
): Availability {
  const starts = item.available_time_starts ? minutesOf(item.available_time_starts) : null;
  const ends = item.available_time_ends ? minutesOf(item.available_time_ends) : null;
  if (starts === null || ends === null || starts === ends) return { kind: 'available' };
  const current = minutesOf(businessClock(now).time) ?? 0;
  const inside = starts < ends ? current >= starts && current <= ends : current >= starts || current <= ends;
  if (inside) return { kind: 'available' };
  const hours = `${formatTime12h(item.available_time_starts!)} - ${formatTime12h(item.available_time_ends!)}`;
  return item.schedule_order ? { kind: 'later', hours } : { kind: 'unavailable', hours };
}

/** A food variation group's selection after clicking a value: single replaces (or deselects), multi toggles. */
export function toggleOption(group: Pick<FoodVariation, 'type'>, current: readonly string[], label: string): string[] {
  if (current.includes(label)) return current.filter((chosen) => chosen !== label);
  return group.type === 'single' ? [label] : [...current, label];
}

/** Checking an add-on sets its quantity to 1; unchecking takes one off; 0 leaves the selection. */
export function toggleAddOn(addOns: readonly AddOnChoice[], id: number, checked: boolean): AddOnChoice[] {
  const existing = addOns.find((addOn) => addOn.id === id);
  if (checked) return existing ? [...addOns] : [...addOns, { id, quantity: 1 }];
  return changeAddOn(addOns, id, -1);
}

/** Plus and minus on an add-on; its quantity never goes below 0, and 0 leaves the selection. */
export function changeAddOn(addOns: readonly AddOnChoice[], id: number, delta: number): AddOnChoice[] {
  const next = addOns.map((addOn) => (addOn.id === id ? { ...addOn, quantity: addOn.quantity + delta } : addOn));
  if (!next.some((addOn) => addOn.id === id) && delta > 0) next.push({ id, quantity: delta });
  return next.filter((addOn) => addOn.quantity > 0);
}

/** The selection a cart line holds, to start the quick view from when the item is in the cart. */
export function selectionOfLine(line: CartLine): {
  food: Record<string, string[]>;
  choice: Record<string, string>;
  addOns: AddOnChoice[];
} {
  const food: Record<string, string[]> = {};
  const choice: Record<string, string> = {};
  for (const variation of line.variation) {
    if ('name' in variation) food[variation.name] = [...variation.values.label];
    else {
      const parts = variation.type.split('-');
      line.item.choice_options.forEach((option, index) => {
        const match = option.options.find((value) => value.replace(/\s+/g, '') === parts[index]);
        if (match) choice[option.name] = match;
      });
    }
  }
  const addOns = line.add_on_ids.map((id, index) => ({ id, quantity: line.add_on_qtys[index] ?? 1 }));
  return { food, choice, addOns };
}

const normaliseVariation = (variation: readonly CartVariation[]) =>
  JSON.stringify(
    variation
      .map((v) => ('name' in v ? { name: v.name, labels: [...v.values.label].sort() } : { type: v.type }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );

const normaliseAddOns = (addOns: readonly AddOnChoice[]) =>
  JSON.stringify(
    addOns
      .filter((addOn) => addOn.quantity > 0)
      .map((addOn) => [addOn.id, addOn.quantity])
      .sort((a, b) => a[0]! - b[0]!),
  );

/** Whether an update would change nothing ('No changes found to update.'). */
export function isUnchanged(
  line: CartLine,
  next: { quantity: number; variation: readonly CartVariation[]; addOns: readonly AddOnChoice[] },
): boolean {
  const current = line.add_on_ids.map((id, index) => ({ id, quantity: line.add_on_qtys[index] ?? 1 }));
  return (
    line.quantity === next.quantity &&
    normaliseVariation(line.variation) === normaliseVariation(next.variation) &&
    normaliseAddOns(current) === normaliseAddOns(next.addOns)
  );
}

export const ADD_TO_CART = 'Add to Cart';
export const UPDATE_TO_CART = 'Update to cart';
export const BUY_NOW = 'Buy now';
export const ORDER_NOW = 'Order Now';

/**
 * The cart line the quick view edits: the one it was opened from (cart_id), else the line of this
 * item — a campaign line only for the campaign item, a plain line only for the plain item.
 */
export function quickViewLine(
  lines: readonly CartLine[],
  target: Pick<ItemQuickViewTarget, 'cartId'>,
  item: Pick<Item, 'id' | 'available_date_starts'>,
): CartLine | undefined {
  if (target.cartId !== undefined) return lines.find((line) => line.id === target.cartId);
  return lines.find((line) => line.item.id === item.id && isCampaignItem(line.item) === isCampaignItem(item));
}

/**
 * A campaign item's details: the item's own details (gallery, store, add-ons, variations) with the
 * campaign's id, price, discount and dates, as the cart and campaigns/item name it.
 */
export function campaignDetails(details: ItemDetails, campaign: CampaignItem): ItemDetails {
  return {
    ...details,
    id: campaign.id,
    price: campaign.price,
    discount: campaign.discount,
    discount_type: campaign.discount_type,
    store_discount: 0,
    available_date_starts: campaign.available_date_starts,
    available_date_ends: campaign.available_date_ends,
    available_time_starts: campaign.available_time_starts,
    available_time_ends: campaign.available_time_ends,
  };
}

/** Order Now for a campaign item requires a login token. */
export function orderNowRefusal(token: string | null | undefined): string | null {
  return token ? null : LOGIN_REQUIRED_MESSAGE;
}

/** The quick view's quantity after minus: it starts at 1 and never goes below 1. */
export function decreasedQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

/**
 * The quick view's buttons, in order. None while the item cannot be ordered now; a campaign item
 * shows only Order Now (plus Add or Update to cart when it can be ordered for later); any other
 * item shows Add to Cart (Update to cart when it is in the cart) and Buy now.
 */
export function quickViewButtons(state: {
  campaign: boolean;
  availability: Availability['kind'];
  inCart: boolean;
}): string[] {
  if (state.availability === 'unavailable') return [];
  const cart = state.inCart ? UPDATE_TO_CART : ADD_TO_CART;
  if (state.campaign) return state.availability === 'later' ? [ORDER_NOW, cart] : [ORDER_NOW];
  return [cart, BUY_NOW];
}

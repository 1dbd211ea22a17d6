import type { AddToCartPayload, CartLine, CartVariation, UpdateCartPayload } from '@storefront/shared/contract/cart';
import type { FoodVariation, Item } from '@storefront/shared/contract/item';
import type { ItemQuickViewTarget } from '@storefront/shared';

/** The cart's messages, as the spec words them. */
export const OUT_OF_STOCK_MESSAGE = 'Out of Stock';
export const OUT_OF_LIMITS_MESSAGE = 'Out of Limits';
export const VARIATION_OUT_OF_STOCK_MESSAGE =
  'This variation is out of stock. Choose another variation to proceed further.';
export const ITEM_ADDED_MESSAGE = 'Item added to cart';
export const ITEM_UPDATED_MESSAGE = 'Item updated successfully';
export const REMOVED_FROM_CART_MESSAGE = 'Removed from cart.';
/** The drawer line's own delete (the stepper's minus at 1 reads 'Removed from cart.'). */
export const CART_ITEM_REMOVED_MESSAGE = 'Cart item remove successfully';
export const NO_CHANGES_MESSAGE = 'No changes found to update.';
export const REDUCED_DELIVERY_MESSAGE = 'You have reduced delivery charge';
/** The cart's store delivers free whatever the amount (its own free delivery). */
export const STORE_DELIVERS_FREE_MESSAGE = 'This store delivers free.';

/** Minimum item quantity, and the quantity an item enters the cart with. */
export const MIN_QUANTITY = 1;

type LimitFields = Pick<Item, 'module_type' | 'stock' | 'maximum_cart_quantity'>;

/**
 * Whether one more unit may go in the cart, given the quantity the cart (or the modal) already holds.
 * Food: only maximum_cart_quantity limits. Other modules: the stock, then maximum_cart_quantity.
 * Returns the refusal message, or null when the increment is allowed.
 */
export function incrementRefusal(item: LimitFields, quantity: number): string | null {
  const max = item.maximum_cart_quantity ?? 0;
  if (item.module_type === 'food') {
    return max > 0 && quantity >= max ? OUT_OF_LIMITS_MESSAGE : null;
  }
  if (item.stock !== null && item.stock !== undefined && quantity + 1 > item.stock) return OUT_OF_STOCK_MESSAGE;
  if (max > 0 && quantity >= max) return OUT_OF_LIMITS_MESSAGE;
  return null;
}

/** The total quantity of an item over every line of the cart (stock and limits hold across lines). */
export function quantityInCart(lines: readonly CartLine[], itemId: number): number {
  return lines.filter((line) => line.item.id === itemId).reduce((sum, line) => sum + line.quantity, 0);
}

/** Adding from another store first asks to clear the cart: true when the cart holds another store's items. */
export function needsClearCart(lines: readonly CartLine[], item: Pick<Item, 'store_id'>): boolean {
  return lines.some((line) => line.item.store_id !== item.store_id);
}

export const isCampaignItem = (item: Pick<Item, 'available_date_starts'>) => Boolean(item.available_date_starts);

export const hasVariations = (item: Pick<Item, 'food_variations' | 'variations'>) =>
  item.food_variations.length > 0 || item.variations.length > 0;

/**
 * The items whose variations their product page chooses in place: older-shape variations only
 * (food groups and add-ons have the quick view's fuller form).
 */
export const choosesVariationsInPlace = (
  item: Pick<Item, 'choice_options' | 'variations' | 'food_variations' | 'add_ons'>,
) =>
  item.variations.length > 0 &&
  item.choice_options.length > 0 &&
  item.food_variations.length === 0 &&
  item.add_ons.length === 0;

/** The product page of an item: its slug, or its id when it has none. */
export function productPath(item: Pick<Item, 'id' | 'slug' | 'module_id' | 'available_date_starts'>): string {
  const campaign = isCampaignItem(item) ? '&product_type=campaign' : '';
  return `/product/${item.slug || item.id}?module_id=${item.module_id}${campaign}`;
}

export type AddAction =
  | { kind: 'pick-location' }
  | { kind: 'quick-view' }
  | { kind: 'product-page'; path: string }
  | { kind: 'clear-cart-first' }
  | { kind: 'add' };

/**
 * What pressing an item's add button does, in the spec's order: no stored location opens the
 * delivery-location alert; items with variations open the quick view (the product page for
 * ecommerce); a cart holding another store's items asks to clear it; otherwise the item is added.
 * On the item's own product page (`onProductPage`) the older-shape variations are chosen beside
 * the Add, so it goes on to add them; other variations open the quick view there. Sending the
 * customer to the page they are on would be an Add that does nothing.
 */
export function addAction(
  item: Pick<Item, 'id' | 'slug' | 'module_id' | 'module_type' | 'store_id' | 'food_variations' | 'variations'> &
    Pick<Item, 'available_date_starts' | 'choice_options' | 'add_ons'>,
  context: { hasLocation: boolean; lines: readonly CartLine[]; onProductPage?: boolean },
): AddAction {
  if (!context.hasLocation) return { kind: 'pick-location' };
  if (hasVariations(item)) {
    if (context.onProductPage) {
      if (!choosesVariationsInPlace(item)) return { kind: 'quick-view' };
    } else {
      return item.module_type === 'ecommerce'
        ? { kind: 'product-page', path: productPath(item) }
        : { kind: 'quick-view' };
    }
  }
  if (needsClearCart(context.lines, item)) return { kind: 'clear-cart-first' };
  return { kind: 'add' };
}

/** A chosen add-on and its quantity (0 leaves the selection). */
export interface AddOnChoice {
  id: number;
  quantity: number;
}

export interface LineChoice {
  quantity: number;
  variation: CartVariation[];
  addOns: AddOnChoice[];
}

/** POST customer/cart/add: model Item, or ItemCampaign when the item has available_date_starts. */
export function addPayload(
  item: Pick<Item, 'id' | 'available_date_starts'>,
  choice: LineChoice,
  price: number,
  guestId?: string | null,
): AddToCartPayload {
  const addOns = choice.addOns.filter((addOn) => addOn.quantity > 0);
  return {
    ...(guestId ? { guest_id: guestId } : {}),
    model: isCampaignItem(item) ? 'ItemCampaign' : 'Item',
    item_id: item.id,
    price,
    quantity: choice.quantity,
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => addOn.quantity),
    variation: choice.variation,
  };
}

/** A cart line's model: ItemCampaign for a campaign line (its item id is the campaign's), else Item. */
export function lineModel(line: Pick<CartLine, 'item_type' | 'item'>): 'Item' | 'ItemCampaign' {
  return line.item_type === 'ItemCampaign' || isCampaignItem(line.item) ? 'ItemCampaign' : 'Item';
}

/** What clicking a cart line opens: the quick view of that very line (cart_id) and its model. */
export function quickViewTargetOfLine(line: CartLine): ItemQuickViewTarget {
  return { itemId: line.item.id, moduleId: line.item.module.id, cartId: line.id, model: lineModel(line) };
}

/** POST customer/cart/update: built from the line, the new quantity, the price and guest_id; adds cart_id. */
export function updatePayload(
  line: CartLine,
  quantity: number,
  guestId?: string | null,
  choice?: Omit<LineChoice, 'quantity'>,
  price?: number,
): UpdateCartPayload {
  const addOns = choice
    ? choice.addOns.filter((addOn) => addOn.quantity > 0)
    : line.add_on_ids.map((id, index) => ({ id, quantity: line.add_on_qtys[index] ?? 1 }));
  return {
    ...(guestId ? { guest_id: guestId } : {}),
    cart_id: line.id,
    model: lineModel(line),
    item_id: line.item.id,
    price: price ?? line.price,
    quantity,
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => addOn.quantity),
    variation: choice ? choice.variation : line.variation,
  };
}

/** The food variation list of the payload: one entry per group with a selection. */
export function foodVariationList(
  groups: readonly FoodVariation[],
  selected: Record<string, string[]>,
): CartVariation[] {
  return groups
    .filter((group) => (selected[group.name] ?? []).length > 0)
    .map((group) => ({ name: group.name, values: { label: [...(selected[group.name] ?? [])] } }));
}

const round = (n: number) => Math.round(n * 100) / 100;

type DiscountFields = Pick<Item, 'discount' | 'discount_type' | 'store_discount'>;

/** The discount on one unit: store_discount (percent) wins when above 0, else the item's percent or amount. */
export function unitDiscount(price: number, item: DiscountFields): number {
  if (item.store_discount > 0) return round((price * item.store_discount) / 100);
  if (item.discount <= 0) return 0;
  const off = item.discount_type === 'percent' ? (price * item.discount) / 100 : item.discount;
  return round(Math.min(price, off));
}

/** The discount badge: '10%' for percent, the amount otherwise; store_discount first; null without one. */
export function discountBadge(item: DiscountFields, formatAmount: (amount: number) => string): string | null {
  if (item.store_discount > 0) return `${item.store_discount}%`;
  if (item.discount <= 0) return null;
  return item.discount_type === 'percent' ? `${item.discount}%` : formatAmount(item.discount);
}

export interface TotalInput {
  /** The base price (or the chosen older-shape variation's price). */
  basePrice: number;
  /** Prices of the chosen food variation options. */
  optionPrices: readonly number[];
  quantity: number;
  /** Chosen add-ons with their unit price and quantity. */
  addOns: readonly { price: number; quantity: number }[];
}

/** Total amount: base plus option prices, less the discount, times the quantity, plus the add-ons. */
export function itemTotal(item: DiscountFields, input: TotalInput): number {
  const unit = input.basePrice + input.optionPrices.reduce((sum, price) => sum + price, 0);
  const discounted = unit - unitDiscount(unit, item);
  const addOns = input.addOns.reduce((sum, addOn) => sum + addOn.price * addOn.quantity, 0);
  return round(discounted * input.quantity + addOns);
}

/** The unit price before the discount (the struck-through price). */
export function unitBeforeDiscount(input: Pick<TotalInput, 'basePrice' | 'optionPrices'>): number {
  return round(input.basePrice + input.optionPrices.reduce((sum, price) => sum + price, 0));
}

/** A cart line's total: the server's unit price times the quantity, plus its add-ons. */
export function lineTotal(line: CartLine): number {
  const addOns = line.add_on_ids.reduce((sum, id, index) => {
    const addOn = line.item.add_ons.find((candidate) => candidate.id === id);
    return sum + (addOn ? addOn.price * (line.add_on_qtys[index] ?? 1) : 0);
  }, 0);
  return round(line.price * line.quantity + addOns);
}

export const cartSubtotal = (lines: readonly CartLine[]) =>
  round(lines.reduce((sum, line) => sum + lineTotal(line), 0));

export interface FreeDeliveryProgress {
  /** 0..100 */
  percent: number;
  /** What is still missing to reach free delivery (0 when reached). */
  remaining: number;
  reached: boolean;
}

/** Cart total ÷ free_delivery_over as a percentage clamped to 0..100; null when there is no threshold. */
export function freeDeliveryProgress(
  total: number,
  freeDeliveryOver: number | null | undefined,
): FreeDeliveryProgress | null {
  if (!freeDeliveryOver || freeDeliveryOver <= 0) return null;
  const percent = Math.min(100, Math.max(0, (total / freeDeliveryOver) * 100));
  const remaining = round(Math.max(0, freeDeliveryOver - total));
  return { percent: round(percent), remaining, reached: remaining === 0 };
}

/** Variation texts (the platform's wording). */
export const requiredVariationMessage = (name: string) => `Variation ${name} can not remain without selection.`;
export const minMaxVariationMessage = (name: string, min: number, max: number) =>
  `${name} must be in between Minimum ${min} and Maximum ${max}`;
export const minMaxNote = (min: number, max: number) =>
  `This Variation needs to be selected in between minimum ${min} and maximum ${max} items.`;

/**
 * Checks the chosen food variations: a required group needs a selection; a multi group with a
 * selection (required or not) holds between min and max choices. Returns the first message, or null.
 */
export function variationError(groups: readonly FoodVariation[], selected: Record<string, string[]>): string | null {
  for (const group of groups) {
    const count = (selected[group.name] ?? []).length;
    if (group.required === 'on' && count === 0) return requiredVariationMessage(group.name);
    if (group.type === 'multi' && count > 0) {
      const min = Number(group.min);
      const max = Number(group.max);
      if (count < min || (max > 0 && count > max)) return minMaxVariationMessage(group.name, min, max);
    }
  }
  return null;
}

export const CHECKOUT_PATH = '/checkout?page=cart';

export type CartButtonAction = 'checkout' | 'guest-prompt' | 'sign-in' | 'home';

/**
 * The cart's primary button: items and signed in → checkout; items, signed out, guest checkout on
 * (guest_checkout_status 1) → the login-or-guest prompt; items, signed out, no guest checkout →
 * sign-in; an empty cart → /home.
 */
export function cartButtonAction(context: {
  hasItems: boolean;
  signedIn: boolean;
  guestCheckoutStatus: number | undefined;
}): CartButtonAction {
  if (!context.hasItems) return 'home';
  if (context.signedIn) return 'checkout';
  return context.guestCheckoutStatus === 1 ? 'guest-prompt' : 'sign-in';
}

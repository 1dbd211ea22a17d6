import type { CartVariation } from '@storefront/shared/contract/cart';
import type { FoodVariation, Variation } from '@storefront/shared/contract/item';
import type { ItemRow } from '../db/queries/catalogue';
import { HttpError, httpError } from '../lib/errors';
import { round2 } from '../lib/money';

export const OUT_OF_STOCK = 'Out of Stock';
export const OUT_OF_LIMITS = 'Out of Limits';
export const VARIATION_OUT_OF_STOCK = 'This variation is out of stock. Choose another variation to proceed further.';

export interface LineRequest {
  variation: CartVariation[];
  add_on_ids: number[];
  add_on_qtys: number[];
  quantity: number;
}

/**
 * A price that replaces the item's own for a while: a running item campaign (its price and
 * discount) or a flash sale (the item's price less the sale's). Store-wide discounts do not add up.
 */
export interface SpecialPrice {
  kind: 'campaign' | 'flash_sale';
  price: number;
  discount: number;
  discount_type: string;
}

export interface PricedLine {
  /** Unit price: base or variation price plus option prices, less the discount. Add-ons excluded. */
  unitPrice: number;
  /** Variations as stored (normalised). */
  variation: CartVariation[];
  add_on_ids: number[];
  add_on_qtys: number[];
  /** The older-shape variation type chosen, if any (its stock applies). */
  variationType: string | null;
  /** Unit price before the discount (base or variation plus options). */
  unitBase: number;
}

const invalid = (code: string, message: string) => httpError(422, code, message);

const parse = <T>(text: string): T[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** Applies the discount: a store-wide percent above 0 wins over the item's own discount. */
export function discounted(
  base: number,
  item: Pick<ItemRow, 'discount' | 'discount_type'>,
  storePercent: number,
): number {
  if (storePercent > 0) return round2(Math.max(0, base - (base * storePercent) / 100));
  if (item.discount <= 0) return round2(base);
  const off = item.discount_type === 'amount' ? item.discount : (base * item.discount) / 100;
  return round2(Math.max(0, base - off));
}

/** A flash sale's offer of an item: its price as a SpecialPrice, and the units the sale has left. */
export interface FlashOffer {
  /** flash_sale_items.id */
  id: number;
  special: SpecialPrice;
  available: number;
}

/**
 * The one price rule of an item outside a campaign: it costs the lower of its own price (its
 * discount, or the store's running percent) and a running flash sale's price. It is decided at the
 * item's own price, so its card, page and quick view and every line of it agree; a tie keeps the
 * item's own price (no sale unit is used).
 */
export function flashWins(
  item: Pick<ItemRow, 'price' | 'discount' | 'discount_type'>,
  storePercent: number,
  offer: FlashOffer,
): boolean {
  return discounted(offer.special.price, offer.special, 0) < discounted(item.price, item, storePercent);
}

/** The discount fields an item is shown with: its own, or the flash sale's (an amount off) when that wins. */
export function shownDiscount(
  item: Pick<ItemRow, 'price' | 'discount' | 'discount_type'>,
  storePercent: number,
  offer: FlashOffer | undefined,
): { discount: number; discount_type: 'percent' | 'amount'; store_discount: number } {
  if (offer && offer.available > 0 && flashWins(item, storePercent, offer)) {
    return {
      discount: round2(item.price - discounted(offer.special.price, offer.special, 0)),
      discount_type: 'amount',
      store_discount: 0,
    };
  }
  return {
    discount: item.discount,
    discount_type: item.discount_type === 'amount' ? 'amount' : 'percent',
    store_discount: storePercent,
  };
}

/**
 * The flash offer of each line, in cart order (oldest first): a line not in a campaign takes the
 * sale's price when it wins (flashWins) and the sale still has units for the whole line once the
 * item's earlier lines took theirs; otherwise (undefined) the item's own price applies.
 */
export function flashOffersOf(
  lines: { item: ItemRow; quantity: number; storePercent: number; campaign: boolean }[],
  offers: Map<number, FlashOffer>,
): (FlashOffer | undefined)[] {
  const taken = new Map<number, number>();
  return lines.map((line) => {
    const offer = line.campaign ? undefined : offers.get(line.item.id);
    if (!offer || !flashWins(line.item, line.storePercent, offer)) return undefined;
    const used = taken.get(offer.id) ?? 0;
    if (offer.available - used < line.quantity) return undefined;
    taken.set(offer.id, used + line.quantity);
    return offer;
  });
}

/**
 * Prices a cart line from the stored item (the client's price is never used) and validates the
 * chosen variations and add-ons. Throws a 422 for choices the item does not offer.
 */
export function priceLine(item: ItemRow, storePercent: number, req: LineRequest, special?: SpecialPrice): PricedLine {
  const foodGroups = parse<FoodVariation>(item.food_variations);
  const typeVariations = parse<Variation>(item.variations);
  let base = special ? special.price : item.price;
  let variationType: string | null = null;
  const normalised: CartVariation[] = [];

  if (foodGroups.length > 0) {
    const chosen = new Map<string, string[]>();
    for (const v of req.variation) {
      if (!('name' in v)) throw invalid('variation', 'Invalid variation for this item.');
      const group = foodGroups.find((g) => g.name === v.name);
      if (!group) throw invalid('variation', `Invalid variation: ${v.name}.`);
      const labels = [...new Set(v.values.label)];
      for (const label of labels) {
        const value = group.values.find((gv) => gv.label === label);
        if (!value) throw invalid('variation', `Invalid option ${label} for ${group.name}.`);
        base += Number(value.optionPrice);
      }
      chosen.set(group.name, [...(chosen.get(group.name) ?? []), ...labels]);
    }
    for (const group of foodGroups) {
      const labels = chosen.get(group.name) ?? [];
      if (group.required === 'on' && labels.length === 0) {
        throw invalid('variation', `${group.name} variation can not remain without selection.`);
      }
      if (group.type === 'single' && labels.length > 1) {
        throw invalid('variation', `Choose only one option for ${group.name}.`);
      }
      const min = Number(group.min);
      const max = Number(group.max);
      if (group.type === 'multi' && labels.length > 0 && (labels.length < min || (max > 0 && labels.length > max))) {
        throw invalid('variation', `Select between ${min} and ${max} options for ${group.name}.`);
      }
      if (labels.length > 0) normalised.push({ name: group.name, values: { label: labels } });
    }
  } else if (typeVariations.length > 0) {
    const typed = req.variation.filter((v): v is { type: string } => 'type' in v);
    if (typed.length !== 1 || typed.length !== req.variation.length)
      throw invalid('variation', 'Choose one variation of this item.');
    const match = typeVariations.find((tv) => tv.type === typed[0]?.type);
    if (!match) throw invalid('variation', `Invalid variation: ${typed[0]?.type ?? ''}.`);
    base = Number(match.price);
    variationType = match.type;
    normalised.push({ type: match.type, price: Number(match.price) });
  } else if (req.variation.length > 0) {
    throw invalid('variation', 'This item has no variations.');
  }

  const offered = parse<number>(item.add_ons);
  const ids = req.add_on_ids;
  if (new Set(ids).size !== ids.length) throw invalid('add_on_ids', 'An add-on is listed twice.');
  for (const id of ids) {
    if (!offered.includes(id)) throw invalid('add_on_ids', 'An add-on is not offered with this item.');
  }
  const qtys = req.add_on_qtys.length === 0 ? ids.map(() => 1) : req.add_on_qtys;
  if (qtys.length !== ids.length) throw invalid('add_on_qtys', 'The add-on quantities must match the add-ons.');

  return {
    unitPrice: special ? discounted(base, special, 0) : discounted(base, item, storePercent),
    unitBase: round2(base),
    variation: normalised,
    add_on_ids: ids,
    add_on_qtys: qtys,
    variationType,
  };
}

/**
 * Stock and per-order limits. `otherQuantity` is what other lines of the same item already hold;
 * `otherVariationQuantity` what other lines of the same older-shape variation hold.
 * Food items have no stock; only their maximum_cart_quantity applies.
 */
export function checkLimits(
  item: ItemRow,
  moduleType: string,
  line: { quantity: number; variationType: string | null },
  otherQuantity: number,
  otherVariationQuantity: number,
): HttpError | null {
  const total = line.quantity + otherQuantity;
  if (moduleType !== 'food') {
    if (line.variationType) {
      const v = parse<Variation>(item.variations).find((tv) => tv.type === line.variationType);
      const stock = Number(v?.stock ?? 0);
      if (stock <= 0) return httpError(403, 'variation_stock_out', VARIATION_OUT_OF_STOCK);
      if (line.quantity + otherVariationQuantity > stock) return httpError(403, 'stock_out', OUT_OF_STOCK);
    } else if (item.stock !== null && total > item.stock) {
      return httpError(403, 'stock_out', OUT_OF_STOCK);
    }
  }
  if (item.maximum_cart_quantity && item.maximum_cart_quantity > 0 && total > item.maximum_cart_quantity) {
    return httpError(403, 'cart_limit', OUT_OF_LIMITS);
  }
  return null;
}

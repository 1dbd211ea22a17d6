import type { CartLine, CartVariation } from '@storefront/shared/contract/cart';
import type { ItemDetails, Variation } from '@storefront/shared/contract/item';
import {
  foodVariationList,
  incrementRefusal,
  isCampaignItem,
  itemTotal,
  quantityInCart,
  unitBeforeDiscount,
  unitDiscount,
  variationError,
  type AddOnChoice,
} from '../../lib/cart-rules';
import { chosenVariationOf, variationRefusal } from '../../lib/variation-choice';

/** What the customer chooses in the quick view (its form's values). */
export interface QuickViewChoices {
  quantity: number;
  /** Food variation group name → the labels chosen. */
  food: Record<string, string[]>;
  /** Choice option name → the value chosen (the older, non-food variations). */
  choice: Record<string, string>;
  addOns: AddOnChoice[];
}

export interface QuickViewPrice {
  chosenVariation: Variation | undefined;
  /** The variation list a cart line or a direct order carries. */
  variation: CartVariation[];
  /** One unit with its options, before the discount. */
  unit: number;
  discount: number;
  /** Every unit after the discount, plus the add-ons. */
  total: number;
}

/** What the choices come to: the variation they name and the prices shown and sent. */
export function quickViewPrice(item: ItemDetails, choices: QuickViewChoices): QuickViewPrice {
  const chosenVariation = chosenVariationOf(item, choices.choice);
  const basePrice = chosenVariation?.price ?? item.price;
  const optionPrices = item.food_variations.flatMap((group) =>
    (choices.food[group.name] ?? []).map((label) => group.values.find((v) => v.label === label)?.optionPrice ?? 0),
  );
  const addOns = choices.addOns.map((chosen) => ({
    price: item.add_ons.find((a) => a.id === chosen.id)?.price ?? 0,
    quantity: chosen.quantity,
  }));
  const unit = unitBeforeDiscount({ basePrice, optionPrices });
  const variation: CartVariation[] = item.food_variations.length
    ? foodVariationList(item.food_variations, choices.food)
    : chosenVariation
      ? [{ type: chosenVariation.type, price: chosenVariation.price }]
      : [];
  return {
    chosenVariation,
    variation,
    unit,
    discount: unitDiscount(unit, item),
    total: itemTotal(item, { basePrice, optionPrices, quantity: choices.quantity, addOns }),
  };
}

/**
 * How many of this item the cart holds besides the line being edited: a campaign item and the
 * plain item count apart.
 */
export function otherQuantityInCart(lines: readonly CartLine[], item: ItemDetails, line: CartLine | undefined): number {
  const campaign = isCampaignItem(item);
  const sameKind = lines.filter((candidate) => isCampaignItem(candidate.item) === campaign);
  return quantityInCart(sameKind, item.id) - (line?.quantity ?? 0);
}

/**
 * Why the order buttons refuse the choices, in the order the customer meets the problems: a food
 * group's rule, an option not chosen, the variation out of stock, then stock and limits. Null when
 * the order may go.
 */
export function choicesRefusal(item: ItemDetails, choices: QuickViewChoices, otherQuantity: number): string | null {
  const error = variationError(item.food_variations, choices.food);
  if (error) return error;
  if (item.variations.length > 0) {
    const refusal = variationRefusal(item, choices.choice);
    if (refusal) return refusal;
  }
  return incrementRefusal(item, otherQuantity + choices.quantity - 1);
}

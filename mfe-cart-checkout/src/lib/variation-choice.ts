import type { CartLine } from '@storefront/shared/contract/cart';
import type { Item, Variation } from '@storefront/shared/contract/item';
import { VARIATION_OUT_OF_STOCK_MESSAGE, lineModel } from './cart-rules';

/**
 * The older variation shape (non-food modules): choice options (Color, Size…) whose chosen values
 * name one variation ('Black-M'), with its own price and stock. The quick view and the product
 * page choose them with the same rules.
 */
type ChoiceFields = Pick<Item, 'choice_options' | 'variations'>;

/** The older variation type from the chosen options ('Black-M'), in the choice options' order. */
export function variationType(item: Pick<Item, 'choice_options'>, chosen: Record<string, string>): string | null {
  const parts = item.choice_options.map((option) => chosen[option.name]);
  if (parts.some((part) => !part)) return null;
  return parts.map((part) => part!.replace(/\s+/g, '')).join('-');
}

/** The older variation the chosen options name, if the item has it. */
export function chosenVariationOf(item: ChoiceFields, choice: Record<string, string>): Variation | undefined {
  const type = variationType(item, choice);
  return type ? item.variations.find((v) => v.type === type) : undefined;
}

/** A chosen variation that is out of stock blocks Buy now, Add to Cart and Order Now. */
export function variationOutOfStock(variation: Pick<Variation, 'stock'> | undefined): boolean {
  return Boolean(variation && variation.stock !== undefined && variation.stock <= 0);
}

/** The titles of the choice options not chosen yet, in their order. */
export const missingChoices = (item: Pick<Item, 'choice_options'>, choice: Record<string, string>): string[] =>
  item.choice_options.filter((option) => !choice[option.name]).map((option) => option.title);

export const chooseOptionsMessage = (titles: readonly string[]) => `Choose ${titles.join(', ')}`;

/**
 * Why the chosen options cannot be ordered: an option still to choose ('Choose Size'), or a
 * combination out of stock or not offered at all (the spec's variation message). Null when they can.
 */
export function variationRefusal(item: ChoiceFields, choice: Record<string, string>): string | null {
  const missing = missingChoices(item, choice);
  if (missing.length > 0) return chooseOptionsMessage(missing);
  const variation = chosenVariationOf(item, choice);
  return !variation || variationOutOfStock(variation) ? VARIATION_OUT_OF_STOCK_MESSAGE : null;
}

/**
 * Whether choosing `value` for `optionName` would name a combination that cannot be ordered, once
 * the other options are chosen (until then nothing is known, and nothing is marked).
 */
export function optionUnavailable(
  item: ChoiceFields,
  choice: Record<string, string>,
  optionName: string,
  value: string,
): boolean {
  const next = { ...choice, [optionName]: value };
  if (missingChoices(item, next).length > 0) return false;
  const variation = chosenVariationOf(item, next);
  return !variation || variationOutOfStock(variation);
}

/** The plain (not campaign) cart line of this item and variation type, if the cart has one. */
export function lineOfVariation(lines: readonly CartLine[], itemId: number, type: string): CartLine | undefined {
  return lines.find(
    (line) =>
      line.item.id === itemId &&
      lineModel(line) === 'Item' &&
      line.variation.some((v) => 'type' in v && v.type === type),
  );
}

import type { CartLine, CartVariation } from '@storefront/shared/contract/cart';

/** 'Size: Large, Extras: Cheese, Bacon' for food; the combination ('Black-M') for the older shape. */
export function variationText(variation: readonly CartVariation[]): string {
  return variation
    .map((v) => ('name' in v ? `${v.name}: ${v.values.label.join(', ')}` : v.type))
    .filter(Boolean)
    .join(', ');
}

/** 'Extra Cheese (2), French Fries' from the line's add-on ids and quantities. */
export function addOnsText(line: Pick<CartLine, 'add_on_ids' | 'add_on_qtys' | 'item'>): string {
  return line.add_on_ids
    .map((id, index) => {
      const addOn = line.item.add_ons.find((candidate) => candidate.id === id);
      if (!addOn) return '';
      const quantity = line.add_on_qtys[index] ?? 1;
      return quantity > 1 ? `${addOn.name} (${quantity})` : addOn.name;
    })
    .filter(Boolean)
    .join(', ');
}

import type { CartVariation } from '../contract/cart';

/** 'Size: Large, Extras: Cheese, Bacon' for food; the combination ('Black-M') for the older shape. */
export function variationText(variation: readonly CartVariation[]): string {
  return variation
    .map((v) => ('name' in v ? `${v.name}: ${v.values.label.join(', ')}` : v.type))
    .filter(Boolean)
    .join(', ');
}

/** 'Extra Cheese (2), French Fries': add-ons with their quantities (one is not written). */
export function addOnNames(addOns: readonly { name: string; quantity: number }[]): string {
  return addOns.map((a) => (a.quantity > 1 ? `${a.name} (${a.quantity})` : a.name)).join(', ');
}

import type { CartLine } from '@storefront/shared/contract/cart';
import { addOnNames } from '@storefront/shared/ordering';

/** 'Extra Cheese (2), French Fries' from the line's add-on ids and quantities. */
export function addOnsText(line: Pick<CartLine, 'add_on_ids' | 'add_on_qtys' | 'item'>): string {
  return addOnNames(
    line.add_on_ids.flatMap((id, index) => {
      const addOn = line.item.add_ons.find((candidate) => candidate.id === id);
      return addOn ? [{ name: addOn.name, quantity: line.add_on_qtys[index] ?? 1 }] : [];
    }),
  );
}

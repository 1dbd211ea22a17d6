import {
  deliversToZones,
  removeCartLine,
  toast,
  undeliverableCartLinesAtom,
  useAtomValue,
  useBusyAction,
  zoneIdAtom,
} from '@storefront/shared';
import { parseZoneIds } from '@storefront/shared/contract/zone';
import { REMOVED_FROM_CART_MESSAGE } from './cart-rules';
import type { DirectOrder } from './direct-order';

export const OUTSIDE_LOCATION_TITLE = 'Not delivered to your location';
/** The mark on each such line in the cart. */
export const OUTSIDE_LOCATION_LINE = 'Not delivered to your location';
export const REMOVE_OUTSIDE_LINES = 'Remove from cart';
export const CHANGE_LOCATION = 'Change location';

/** An item of the cart (or the Buy now item) whose store does not deliver to the stored location. */
export interface OutsideItem {
  key: string;
  name: string;
  storeName: string;
}

/** 'A', 'A and B', 'A, B and C'. */
function namesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'The store';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the notice says of these items: who does not deliver here, and what the customer can do. */
export function outsideLocationText(items: readonly OutsideItem[], removable: boolean): string {
  const stores = [...new Set(items.map((item) => item.storeName).filter(Boolean))];
  const verb = stores.length > 1 ? 'do' : 'does';
  const what = items.length === 1 ? 'this item cannot' : 'these items cannot';
  const next = removable
    ? `Remove ${items.length === 1 ? 'it' : 'them'}, or change the location to order ${items.length === 1 ? 'it' : 'them'}.`
    : `Change the location to order ${items.length === 1 ? 'it' : 'them'}.`;
  return `${namesText(stores)} ${verb} not deliver to your delivery location, so ${what} be ordered there. ${next}`;
}

/** The cart's lines (of the selected module) its stores do not deliver to the stored location, and their removal. */
export function useOutsideLocationLines() {
  const lines = useAtomValue(undeliverableCartLinesAtom);
  const { busy, run } = useBusyAction();
  const items: OutsideItem[] = lines.map((line) => ({
    key: String(line.id),
    name: line.item.name,
    storeName: line.item.store_name,
  }));
  const remove = () =>
    run(async () => {
      for (const line of lines) await removeCartLine(line);
      toast.success(REMOVED_FROM_CART_MESSAGE);
    });
  return { lines, items, busy, remove };
}

/**
 * At checkout: the Buy now item, or the cart's lines, that cannot be delivered to the stored
 * location (none for a prescription order). While there are any, the order is not placed.
 */
export function useOutsideAtCheckout(page: string, direct: Pick<DirectOrder, 'item'> | null) {
  const cart = useOutsideLocationLines();
  const zoneIds = parseZoneIds(useAtomValue(zoneIdAtom));
  if (page === 'prescription') return { items: [] as OutsideItem[], busy: false };
  if (direct) {
    const items: OutsideItem[] = deliversToZones(direct.item, zoneIds)
      ? []
      : [{ key: 'direct', name: direct.item.name, storeName: direct.item.store_name }];
    return { items, busy: false };
  }
  return { items: cart.items, busy: cart.busy, onRemove: () => void cart.remove() };
}

import { atom } from 'jotai';
import type { CartLine } from '../contract/cart';
import { parseZoneIds } from '../contract/zone';
import { moduleAtom, zoneIdAtom } from './session';

/** Every cart line the server returned, for all modules; a cart reply replaces them. */
export const cartLinesAtom = atom<CartLine[]>([]);

/** The lines a customer sees: only those of the selected module. */
export const visibleCartLinesAtom = atom((get) => {
  const selected = get(moduleAtom);
  const lines = get(cartLinesAtom);
  return selected ? lines.filter((line) => line.item.module?.id === selected.id) : lines;
});

export const cartCountAtom = atom((get) => get(visibleCartLinesAtom).length);

/**
 * Whether an item's store delivers to a location of these zones (the zone lookup's ids): its store's
 * zone is one of them, as the API checks when the order is placed. No zones yet: nothing to say.
 */
export const deliversToZones = (item: { zone_id: number | string }, zoneIds: readonly number[]) =>
  zoneIds.length === 0 || zoneIds.includes(Number(item.zone_id));

/**
 * The visible lines whose store does not deliver to the stored delivery location. They stay in the
 * cart (moving back makes them orderable again) but cannot be ordered from here.
 */
export const undeliverableCartLinesAtom = atom((get) => {
  const zoneIds = parseZoneIds(get(zoneIdAtom));
  return get(visibleCartLinesAtom).filter((line) => !deliversToZones(line.item, zoneIds));
});

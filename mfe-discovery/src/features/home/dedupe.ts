/**
 * Each item shows once on a home page: in the first section (in the order given, the sections' claim
 * order) that lists it. A section's own list is decided only once every section before it has settled
 * (loaded or failed), so the result does not depend on which call answers first.
 */
export interface SectionItems<T extends HomeItem> {
  key: string;
  /** undefined while loading; [] after a failure. */
  items: T[] | undefined;
}

interface HomeItem {
  id: number;
  name: string;
}

/** The items already on the page, by what a customer would take for the same item. */
export type ShownItems = ReadonlySet<string>;

/**
 * What makes two items the same to a customer: the same id, or the same name (the same paracetamol
 * from two pharmacies, or a hot chocolate two cafés both sell, reads as a repeat on one page).
 */
const sameItemKeys = (item: HomeItem) => [`#${item.id}`, item.name.trim().toLocaleLowerCase()];

export const isShown = (shown: ShownItems, item: HomeItem) => sameItemKeys(item).some((key) => shown.has(key));

/** The items of a list that are not in `seen` and repeat nothing earlier in the list; adds them to `seen`. */
function takeUnseen<T extends HomeItem>(items: readonly T[], seen: Set<string>): T[] {
  const own: T[] = [];
  for (const item of items) {
    if (isShown(seen, item)) continue;
    own.push(item);
    for (const key of sameItemKeys(item)) seen.add(key);
  }
  return own;
}

/** The items of a list that are not on the page yet, each once. */
export const notYetShown = <T extends HomeItem>(items: readonly T[], shown: ShownItems) =>
  takeUnseen(items, new Set(shown));

/**
 * A common condition's tab: every item of the condition, those not on the page yet first, each once.
 * A tab is a filter the customer chose: left with only what other sections had not taken, it showed
 * nothing for Fever & Pain while paracetamol sat in Most Popular above it.
 */
export function notYetShownFirst<T extends HomeItem>(items: readonly T[], shown: ShownItems): T[] {
  const fresh = notYetShown(items, shown);
  return [...fresh, ...takeUnseen(items, new Set(fresh.flatMap(sameItemKeys)))];
}

export function dedupeSections<T extends HomeItem>(sections: SectionItems<T>[]): Record<string, T[] | undefined> {
  const seen = new Set<string>();
  const out: Record<string, T[] | undefined> = {};
  let upstreamSettled = true;
  for (const section of sections) {
    if (!upstreamSettled || section.items === undefined) {
      out[section.key] = undefined;
      upstreamSettled = false;
      continue;
    }
    out[section.key] = takeUnseen(section.items, seen);
  }
  return out;
}

/** The items on the page: null until every section has settled. */
export function shownItems<T extends HomeItem>(deduped: Record<string, T[] | undefined>): ShownItems | null {
  const lists = Object.values(deduped);
  return lists.every((list) => list !== undefined)
    ? new Set(lists.flatMap((list) => (list ?? []).flatMap(sameItemKeys)))
    : null;
}

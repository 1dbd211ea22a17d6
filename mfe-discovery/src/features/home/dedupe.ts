/**
 * Each item shows once on a home page: in the first section (in layout order) that lists it. A
 * section's own list is decided only once every section above it has settled (loaded or failed), so
 * the result does not depend on which call answers first.
 */
export interface SectionItems<T extends { id: number }> {
  key: string;
  /** undefined while loading; [] after a failure. */
  items: T[] | undefined;
}

export function dedupeSections<T extends { id: number }>(sections: SectionItems<T>[]): Record<string, T[] | undefined> {
  const seen = new Set<number>();
  const out: Record<string, T[] | undefined> = {};
  let upstreamSettled = true;
  for (const section of sections) {
    if (!upstreamSettled || section.items === undefined) {
      out[section.key] = undefined;
      upstreamSettled = false;
      continue;
    }
    const own = section.items.filter((item) => !seen.has(item.id));
    for (const item of own) seen.add(item.id);
    out[section.key] = own;
  }
  return out;
}

/** The ids of the items already on the page: null until every section has settled. */
export function shownItemIds<T extends { id: number }>(deduped: Record<string, T[] | undefined>): Set<number> | null {
  const lists = Object.values(deduped);
  return lists.every((list) => list !== undefined)
    ? new Set(lists.flatMap((list) => (list ?? []).map((item) => item.id)))
    : null;
}

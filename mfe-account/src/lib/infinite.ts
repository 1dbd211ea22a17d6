/**
 * Infinite lists start at page 1 and fetch the next page only while the last page returned items
 * (the platform's `offset` is a 1-based page number).
 */
export function pageKey<P>(url: string, itemsOf: (page: P) => unknown[], extra: Record<string, unknown> = {}) {
  return (index: number, previous: P | null): [string, number, Record<string, unknown>] | null => {
    if (previous && itemsOf(previous).length === 0) return null;
    return [url, index + 1, extra];
  };
}

/** Whether another page may hold items: none loaded yet, or the last one returned some. */
export function mayHaveMore<P>(pages: P[] | undefined, itemsOf: (page: P) => unknown[]): boolean {
  if (!pages || pages.length === 0) return true;
  return itemsOf(pages[pages.length - 1]!).length > 0;
}

/**
 * Whether to offer the next page: the last page returned items and, when the API says how many
 * there are (total_size), fewer than that are loaded. A first page holding everything offers none.
 */
export function moreThanLoaded<P extends { total_size?: number | null }>(
  pages: P[] | undefined,
  itemsOf: (page: P) => unknown[],
): boolean {
  if (!mayHaveMore(pages, itemsOf)) return false;
  const last = pages?.[pages.length - 1];
  if (last?.total_size === undefined || last.total_size === null) return true;
  const loaded = pages!.reduce((sum, page) => sum + itemsOf(page).length, 0);
  return loaded < Number(last.total_size);
}

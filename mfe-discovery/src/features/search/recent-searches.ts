/** Recent searches: at most 5, most recent first, no repeats; an empty term changes nothing. */
export const RECENT_SEARCHES_MAX = 5;
export const SUGGESTION_DEBOUNCE_MS = 500;
/** How long the focused box stays untouched before its suggestions open by themselves (spec: 5000 ms). */
export const SUGGESTION_POPUP_WAIT_MS = 5000;
/** Popular searches shown beside the recent ones, as many as recent searches are kept. */
export const POPULAR_SEARCHES_MAX = RECENT_SEARCHES_MAX;

export function addRecentSearch(recent: readonly string[], term: string): string[] {
  const value = term.trim();
  if (!value) return [...recent];
  const rest = recent.filter((entry) => entry.toLowerCase() !== value.toLowerCase());
  return [value, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

/** Where a submitted search goes. */
export function searchResultsPath(term: string): string {
  return `/home?${new URLSearchParams({ search: term.trim(), data_type: 'searched' }).toString()}`;
}

/**
 * Popular searches: the names of the module's popular items, each once, leaving out what the
 * recent searches already offer.
 */
export function popularSearches(itemNames: readonly string[], recent: readonly string[]): string[] {
  const seen = new Set(recent.map((entry) => entry.toLowerCase()));
  const terms: string[] = [];
  for (const name of itemNames) {
    const term = name.trim();
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms.slice(0, POPULAR_SEARCHES_MAX);
}

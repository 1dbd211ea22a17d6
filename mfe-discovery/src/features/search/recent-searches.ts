/** Recent searches: at most 5, most recent first, no repeats; an empty term changes nothing. */
export const RECENT_SEARCHES_MAX = 5;
export const SUGGESTION_DEBOUNCE_MS = 500;

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

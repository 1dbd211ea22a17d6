import { RECENT_SEARCHES_MAX, addRecentSearch, searchResultsPath } from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first and keeps at most 5', () => {
    let recent: string[] = [];
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f']) recent = addRecentSearch(recent, term);
    expect(recent).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
  });

  it('moves a repeated term to the front instead of listing it twice', () => {
    expect(addRecentSearch(['milk', 'tea', 'rice'], 'Tea')).toEqual(['Tea', 'milk', 'rice']);
  });

  it('ignores an empty term', () => {
    expect(addRecentSearch(['milk'], '   ')).toEqual(['milk']);
  });

  it('trims the term and routes to the searched listing', () => {
    expect(addRecentSearch([], '  milk ')).toEqual(['milk']);
    expect(searchResultsPath(' green tea ')).toBe('/home?search=green+tea&data_type=searched');
  });
});

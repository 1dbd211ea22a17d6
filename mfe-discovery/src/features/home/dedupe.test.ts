import { dedupeSections, shownItemIds } from './dedupe';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('dedupeSections', () => {
  it('shows an item only in the first section that lists it', () => {
    const out = dedupeSections([
      { key: 'a', items: items(1, 2, 3) },
      { key: 'b', items: items(3, 4) },
      { key: 'c', items: items(1, 4, 5) },
    ]);
    expect(out).toEqual({ a: items(1, 2, 3), b: items(4), c: items(5) });
  });

  it('keeps a section loading until every section above it has settled', () => {
    const out = dedupeSections([
      { key: 'a', items: items(1) },
      { key: 'b', items: undefined },
      { key: 'c', items: items(2) },
    ]);
    expect(out).toEqual({ a: items(1), b: undefined, c: undefined });
  });

  it('treats a failed section (an empty list) as settled', () => {
    expect(
      dedupeSections([
        { key: 'a', items: [] },
        { key: 'b', items: items(1) },
      ]),
    ).toEqual({ a: [], b: items(1) });
  });
});

describe('shownItemIds', () => {
  it('collects the ids on the page once every section has settled', () => {
    expect(shownItemIds({ a: items(1, 2), b: items(), c: items(3) })).toEqual(new Set([1, 2, 3]));
  });

  it('knows nothing while a section is still loading', () => {
    expect(shownItemIds({ a: items(1), b: undefined })).toBeNull();
  });
});

import { notYetShownFirst, dedupeSections, isShown, notYetShown, shownItems } from './dedupe';

const items = (...ids: number[]) => ids.map((id) => ({ id, name: `Item ${id}` }));

describe('dedupeSections', () => {
  it('shows an item only in the first section that lists it', () => {
    const out = dedupeSections([
      { key: 'a', items: items(1, 2, 3) },
      { key: 'b', items: items(3, 4) },
      { key: 'c', items: items(1, 4, 5) },
    ]);
    expect(out).toEqual({ a: items(1, 2, 3), b: items(4), c: items(5) });
  });

  it('takes two items with one name (two stores selling it) for the same item, in a section and across sections', () => {
    const fromOneStore = { id: 1, name: 'Paracetamol 500mg (10 tabs)' };
    const fromAnother = { id: 7, name: 'paracetamol 500mg (10 tabs) ' };
    const out = dedupeSections([
      { key: 'a', items: [fromOneStore, ...items(2), fromAnother] },
      { key: 'b', items: [{ id: 9, name: 'Item 2' }, ...items(3)] },
    ]);
    expect(out).toEqual({ a: [fromOneStore, ...items(2)], b: items(3) });
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

describe('shownItems', () => {
  it('knows the items on the page, by id and by name, once every section has settled', () => {
    const shown = shownItems({ a: items(1, 2), b: items(), c: items(3) });
    expect(shown).not.toBeNull();
    expect(items(1, 2, 3).every((item) => isShown(shown!, item))).toBe(true);
    expect(isShown(shown!, { id: 40, name: 'Item 3' })).toBe(true);
    expect(isShown(shown!, { id: 4, name: 'Item 4' })).toBe(false);
  });

  it('knows nothing while a section is still loading', () => {
    expect(shownItems({ a: items(1), b: undefined })).toBeNull();
  });
});

describe('notYetShown', () => {
  it('leaves out what the page shows and a name the list repeats', () => {
    const shown = shownItems({ a: items(1) })!;
    const list = [{ id: 9, name: 'Item 1' }, ...items(2), { id: 8, name: 'Item 2' }, ...items(3)];
    expect(notYetShown(list, shown)).toEqual(items(2, 3));
  });
});

describe('notYetShownFirst', () => {
  it('keeps every item of a condition: those not on the page first, then the ones shown above, each once', () => {
    const shown = shownItems({ a: items(1, 2) })!;
    const list = [...items(1), { id: 9, name: 'Item 2' }, ...items(3), { id: 8, name: 'Item 1' }];
    expect(notYetShownFirst(list, shown)).toEqual([...items(3), ...items(1), { id: 9, name: 'Item 2' }]);
    // Everything already shown above: the tab still lists the condition's items.
    expect(notYetShownFirst(items(1, 2), shown)).toEqual(items(1, 2));
  });
});

import { mergeInterests, togglePick, withAnsweredModule } from './interest-rules';

describe('interest rules', () => {
  it("replaces the module's earlier picks and keeps the other modules'", () => {
    expect(mergeInterests([1, 2, 50], [1, 2, 3], [3])).toEqual([50, 3]);
    expect(mergeInterests([], [1, 2], [2, 1, 2])).toEqual([2, 1]);
  });

  it('remembers an answered module once', () => {
    expect(withAnsweredModule([], 4)).toEqual([4]);
    expect(withAnsweredModule([4], 4)).toEqual([4]);
  });

  it('toggles a pick', () => {
    expect(togglePick([1], 2)).toEqual([1, 2]);
    expect(togglePick([1, 2], 1)).toEqual([2]);
  });
});

import { InsertQueryNode, TableNode } from 'kysely';
import { CatalogueVersion, WRITE_MOVES_AT_ONCE } from './catalogue-version';

const insertInto = (table: string) => InsertQueryNode.create(TableNode.create(table));
const write = (version: CatalogueVersion, node = insertInto('items')) =>
  version.plugin.transformQuery({ node, queryId: { queryId: 'test' } });

describe('the catalogue version under writes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a lone write makes kept answers stale at once; one to a customer table does not', () => {
    const version = new CatalogueVersion();
    write(version, insertInto('carts'));
    expect(version.generation).toBe(0);
    write(version);
    expect([version.generation, version.writes]).toEqual([1, 1]);
  });

  test('a flood of writes moves it a few times at once, then once at the end of the second, and again at once after', () => {
    const version = new CatalogueVersion();
    for (let i = 0; i < 200; i += 1) write(version);
    expect(version.writes).toBe(200);
    expect(version.generation).toBe(WRITE_MOVES_AT_ONCE);
    jest.advanceTimersByTime(999);
    expect(version.generation).toBe(WRITE_MOVES_AT_ONCE);
    jest.advanceTimersByTime(1);
    expect(version.generation).toBe(WRITE_MOVES_AT_ONCE + 1);
    // The late move opened a new second: it counts as its first.
    for (let i = 0; i < 200; i += 1) write(version);
    expect(version.generation).toBe(2 * WRITE_MOVES_AT_ONCE);
    jest.advanceTimersByTime(1000);
    expect(version.generation).toBe(2 * WRITE_MOVES_AT_ONCE + 1);
    jest.advanceTimersByTime(5000);
    write(version);
    expect(version.generation).toBe(2 * WRITE_MOVES_AT_ONCE + 2);
  });
});

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

describe('the catalogue version at a flash sale’s start or end', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('kept answers go stale at the earliest moment named, read on the app’s clock', () => {
    const version = new CatalogueVersion();
    const now = new Date('2025-06-04T08:00:00.000Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    version.expireAt(later(5000), now);
    version.expireAt(later(2000), now);
    version.expireAt(later(9000), now);
    // Past moments and those beyond a timer's reach are left to later answers.
    version.expireAt(later(-1), now);
    version.expireAt(later(40 * 86_400_000), now);
    jest.advanceTimersByTime(1999);
    expect(version.generation).toBe(0);
    jest.advanceTimersByTime(1);
    expect(version.generation).toBe(1);
    jest.advanceTimersByTime(10_000);
    expect(version.generation).toBe(1);
    version.stop();
  });
});

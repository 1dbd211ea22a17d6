// Stock moving with an order: one locked read and one update for all of its lines, whatever their number.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { isPostgres } from '../engine';
import type { Database } from '../schema';

type Tx = Kysely<Database> | Transaction<Database>;
export type StockLine = { item_id: number; quantity: number; variationType: string | null };
type Variation = { type: string; price: number; stock?: number };

/** A line asks for more than is left when it is written; `left` is what remained. */
export class OutOfStockError extends Error {
  constructor(
    readonly itemId: number,
    readonly variationType: string | null,
    readonly left: number,
  ) {
    super(`Item ${itemId}${variationType ? ` (${variationType})` : ''} has ${left} left.`);
  }
}

/** Compare-and-set rounds for a variation's stock before giving up (another writer won each one). */
const VARIATION_ATTEMPTS = 8;

/** Sold count after the move; a restore never takes it below zero. */
const orderCountAfter = (quantity: number | RawBuilder<number>, sign: 1 | -1) =>
  sign === -1
    ? sql<number>`order_count + ${quantity}`
    : sql<number>`case when order_count >= ${quantity} then order_count - ${quantity} else 0 end`;

/** Units of variation `type` left: its own stock, capped by the item's (null: unlimited). */
const variationLeft = (list: Variation[], type: string, itemStock: number | null) =>
  Math.min(list.find((v) => v.type === type)?.stock ?? 0, itemStock ?? Infinity);

/** The variations after `quantity` units of `type` moved (`sign` -1 takes, +1 restores). */
const variationsAfter = (list: Variation[], type: string, quantity: number, sign: 1 | -1): Variation[] =>
  list.map((v) => (v.type === type ? { ...v, stock: Math.max(0, (v.stock ?? 0) + sign * quantity) } : v));

/** `(case id when … then … end)`, for one update that writes each row its own value. */
const perId = <T>(cases: [number, RawBuilder<unknown>][], otherwise?: RawBuilder<unknown>) =>
  sql<T>`(case id ${sql.join(
    cases.map(([id, value]) => sql`when ${id} then ${value}`),
    sql` `,
  )}${otherwise ? sql` else ${otherwise}` : sql``} end)`;

/** What one item's row moves by: all of its lines together. */
interface ItemMove {
  id: number;
  lines: StockLine[];
  quantity: number;
  /** The variations text read and the one to write, when a line names a variation. */
  variations: { from: string; to: string } | null;
}

/**
 * Stock leaves with the order (items and older-shape variations); `sign` -1 takes, +1 restores.
 * A take is conditional on what is left when it is written, so concurrent orders (on several
 * instances) never sell one unit twice: one that does not fit throws OutOfStockError. A restore
 * always applies.
 *
 * The rows are read once, locked in id order on PostgreSQL (so concurrent orders over the same
 * items queue instead of deadlocking), the lines applied to them here one by one as separate
 * writes would (the same first refusal), and every item written by one statement.
 */
export async function moveStock(db: Tx, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.item_id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  let read = db.selectFrom('items').select(['id', 'stock', 'variations']).where('id', 'in', ids).orderBy('id');
  // No key update, not `for update`: the order's lines inserted before hold key-share locks on these
  // rows (their foreign key), which `for update` waits on, so two concurrent orders would deadlock.
  if (isPostgres(db)) read = read.forNoKeyUpdate();
  const moves = planMoves(await read.execute(), lines, sign);
  if (moves.length === 0) return;
  const written = new Set((await writeMoves(db, moves, sign)).map((r) => r.id));
  // A row changed since the read (possible only where it was not locked): those lines as before, one by one.
  for (const move of moves.filter((m) => !written.has(m.id))) {
    for (const line of move.lines) {
      if (line.variationType) await moveVariationStock(db, line, line.variationType, sign);
      else await moveItemStock(db, line, sign);
    }
  }
}

function planMoves(
  rows: { id: number; stock: number | null; variations: string }[],
  lines: StockLine[],
  sign: 1 | -1,
): ItemMove[] {
  const state = new Map(
    rows.map((r) => [
      r.id,
      { row: r, stock: r.stock, list: null as Variation[] | null, move: null as ItemMove | null },
    ]),
  );
  for (const line of lines) {
    // An item gone is skipped, as its update would find no row.
    const s = state.get(line.item_id);
    if (!s) continue;
    const quantity = line.quantity;
    const type = line.variationType;
    if (type) {
      const list = (s.list ??= JSON.parse(s.row.variations) as Variation[]);
      const left = variationLeft(list, type, s.stock);
      if (sign === -1 && left < quantity) throw new OutOfStockError(line.item_id, type, left);
      s.list = variationsAfter(list, type, quantity, sign);
    } else if (sign === -1 && s.stock !== null && s.stock < quantity) {
      throw new OutOfStockError(line.item_id, null, s.stock);
    }
    if (s.stock !== null) s.stock += sign * quantity;
    s.move ??= { id: line.item_id, lines: [], quantity: 0, variations: null };
    s.move.lines.push(line);
    s.move.quantity += quantity;
  }
  return [...state.values()].flatMap((s) => {
    if (!s.move) return [];
    if (s.list) s.move.variations = { from: s.row.variations, to: JSON.stringify(s.list) };
    return [s.move];
  });
}

/** One update for every item; the ids of the rows it wrote (those still as they were read). */
function writeMoves(db: Tx, moves: ItemMove[], sign: 1 | -1) {
  const byItem = <T>(value: (m: ItemMove) => RawBuilder<unknown>) => perId<T>(moves.map((m) => [m.id, value(m)]));
  const quantity = byItem<number>((m) => sql`cast(${m.quantity} as integer)`);
  const changed = moves.filter((m) => m.variations !== null);
  return db
    .updateTable('items')
    .set({
      stock: sql<number>`stock ${sql.raw(sign === -1 ? '-' : '+')} ${quantity}`,
      order_count: orderCountAfter(quantity, sign),
      ...(changed.length === 0
        ? {}
        : {
            variations: byItem<string>((m) => (m.variations ? sql`cast(${m.variations.to} as text)` : sql`variations`)),
          }),
    })
    .where((eb) =>
      eb.or(
        moves.map((m) =>
          eb.and([
            eb('id', '=', m.id),
            // A null stock is unlimited (and stays null).
            ...(sign === -1 ? [eb.or([eb('stock', 'is', null), eb('stock', '>=', m.quantity)])] : []),
            ...(m.variations ? [eb('variations', '=', m.variations.from)] : []),
          ]),
        ),
      ),
    )
    .returning('id')
    .execute();
}

async function moveItemStock(db: Tx, line: StockLine, sign: 1 | -1): Promise<void> {
  const quantity = line.quantity;
  let update = db
    .updateTable('items')
    .set((eb) => ({
      stock: eb('stock', sign === -1 ? '-' : '+', quantity),
      order_count: orderCountAfter(quantity, sign),
    }))
    .where('id', '=', line.item_id);
  if (sign === -1) update = update.where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]));
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0 || sign === 1) return;
  const item = await db.selectFrom('items').select('stock').where('id', '=', line.item_id).executeTakeFirst();
  if (item) throw new OutOfStockError(line.item_id, null, item.stock ?? 0);
}

/**
 * Variation stock lives in the JSON text of `items.variations`: the new text is written only while
 * the row still holds the text it was computed from, else it is read again.
 */
async function moveVariationStock(db: Tx, line: StockLine, type: string, sign: 1 | -1): Promise<void> {
  const quantity = line.quantity;
  for (let attempt = 0; attempt < VARIATION_ATTEMPTS; attempt += 1) {
    const item = await db
      .selectFrom('items')
      .select(['stock', 'variations'])
      .where('id', '=', line.item_id)
      .executeTakeFirst();
    if (!item) return;
    const list = JSON.parse(item.variations) as Variation[];
    const left = variationLeft(list, type, item.stock);
    if (sign === -1 && left < quantity) throw new OutOfStockError(line.item_id, type, left);
    const variations = JSON.stringify(variationsAfter(list, type, quantity, sign));
    let update = db
      .updateTable('items')
      .set((eb) => ({
        stock: eb('stock', sign === -1 ? '-' : '+', quantity),
        variations,
        order_count: orderCountAfter(quantity, sign),
      }))
      .where('id', '=', line.item_id)
      .where('variations', '=', item.variations);
    if (sign === -1) update = update.where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return;
  }
  throw new Error(`The stock of item ${line.item_id} kept changing under concurrent orders; try again.`);
}

/** Flash-sale units sold with an order: one update for all of its sale rows. */
export async function addFlashSold(db: Tx, sold: { id: number; quantity: number }[]): Promise<void> {
  const byId = new Map<number, number>();
  for (const f of sold) byId.set(f.id, (byId.get(f.id) ?? 0) + f.quantity);
  if (byId.size === 0) return;
  const ids = [...byId.keys()].sort((a, b) => a - b);
  const added = perId<number>(
    ids.map((id) => [id, sql`cast(${byId.get(id)} as integer)`]),
    sql`0`,
  );
  await db
    .updateTable('flash_sale_items')
    .set({ sold: sql<number>`sold + ${added}` })
    .where('id', 'in', ids)
    .execute();
}

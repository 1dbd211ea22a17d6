import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The cashback offers running on `day` (YYYY-MM-DD, business time), in the order they were made. */
export function runningCashbacks(db: Kysely<Database>, day: string) {
  return db
    .selectFrom('cashbacks')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('id')
    .execute();
}

/** How often the customer has had each offer's cashback, by offer id. */
export async function cashbackUses(db: Kysely<Database>, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('wallet_transactions')
    .select(['reference', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'cashback')
    .groupBy('reference')
    .execute();
  return new Map(
    rows.flatMap((r) => (r.reference?.startsWith('cashback:') ? [[Number(r.reference.slice(9)), Number(r.n)]] : [])),
  );
}

/** The customer's orders on the status clock whose cashback is not settled yet. */
export const ordersAwaitingCashback = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', userId)
    .where('cashback_settled', '=', 0)
    .where('lifecycle_started_at', 'is not', null)
    .execute();

/** Marks the order's cashback settled, once: false when another request settled it first. */
export async function claimCashback(db: Kysely<Database>, orderId: number, amount: number): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ cashback_settled: 1, cashback_amount: amount })
    .where('id', '=', orderId)
    .where('cashback_settled', '=', 0)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

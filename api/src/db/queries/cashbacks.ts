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

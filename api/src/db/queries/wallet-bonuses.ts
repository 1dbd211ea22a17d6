import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The top-up bonuses running on `day` (YYYY-MM-DD, business time), in the order they were made. */
export const runningWalletBonuses = (db: Kysely<Database>, day: string) =>
  db
    .selectFrom('wallet_bonuses')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('id')
    .execute();

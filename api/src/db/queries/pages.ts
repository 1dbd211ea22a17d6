import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The HTML of a policy page (terms-and-conditions, about-us, …), if it is there. */
export const policyPageContent = async (db: Db, key: string) =>
  (await db.selectFrom('pages').select('content').where('key', '=', key).executeTakeFirst())?.content;

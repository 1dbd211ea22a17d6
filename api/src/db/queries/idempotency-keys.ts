import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type IdempotencyRow = Selectable<Database['idempotency_keys']>;

export interface IdempotencySlot {
  owner: string;
  route: string;
  key: string;
}

const slot = (db: Db, s: IdempotencySlot) =>
  db.updateTable('idempotency_keys').where('owner', '=', s.owner).where('route', '=', s.route).where('key', '=', s.key);

/**
 * Claims the key for a first request in one statement (a unique constraint decides between
 * concurrent ones): the new row's id, or null when the key is already held, answered or not.
 */
export async function claimKey(db: Db, s: IdempotencySlot, requestHash: string, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ ...s, request_hash: requestHash, status_code: null, reply: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['owner', 'route', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export const keyRow = (db: Db, s: IdempotencySlot) =>
  db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', s.owner)
    .where('route', '=', s.route)
    .where('key', '=', s.key)
    .executeTakeFirst();

/**
 * Takes over a row whose first request never answered (its process ended) or that has expired, in
 * one statement, so only one retry does; its id, or null when it is not to be taken.
 */
export async function reclaimKey(
  db: Db,
  s: IdempotencySlot,
  requestHash: string,
  now: Date,
  before: { abandonedBefore: string; expiredBefore: string },
): Promise<number | null> {
  const row = await slot(db, s)
    .set({ request_hash: requestHash, status_code: null, reply: null, created_at: now.toISOString() })
    .where((eb) =>
      eb.or([
        eb('created_at', '<', before.expiredBefore),
        eb.and([eb('status_code', 'is', null), eb('created_at', '<', before.abandonedBefore)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Keeps the first request's answer. */
export async function keepReply(db: Db, id: number, statusCode: number, reply: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status_code: statusCode, reply }).where('id', '=', id).execute();
}

/** Frees the key: the first request had no answer worth repeating (a server error), so a retry runs again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('status_code', 'is', null).execute();
}

/** Drops keys older than `before`. */
export async function pruneKeys(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}

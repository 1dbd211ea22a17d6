import { z } from 'zod';
import type { Kysely } from 'kysely';
import { LoadFailureSchema, type LoadFailure, type LoadFailureReport } from '@storefront/shared/contract/registry';
import type { Database } from '../schema';
import { countLoadFailure } from './failure-counts';

/** Distinct failures kept per remote and module: enough for an operator, small enough to read. */
export const FAILURES_PER_SLOT = 20;

/**
 * Records a browser's report; the same failure again only counts up. When that remote's list for
 * the module grows past its bound, the sender holding most of it loses its oldest entry: a flood
 * from one network replaces its own reports, never another sender's or another remote's. The
 * report is also counted in its hour (failure-counts.ts), which nothing sheds.
 */
export async function recordLoadFailure(
  db: Kysely<Database>,
  report: LoadFailureReport,
  sender: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  // A canary's browser id and assignment are not kept: the list says what failed, not who.
  const { remote, scope, version, reason } = report;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('registry_failures')
      .values({ remote, scope, version, reason, sender, at })
      .onConflict((oc) =>
        oc
          .columns(['remote', 'scope', 'version', 'reason'])
          .doUpdateSet((eb) => ({ count: eb('registry_failures.count', '+', 1), at })),
      )
      .execute();
    await countLoadFailure(trx, report, now);
    const senders = await trx
      .selectFrom('registry_failures')
      .select((eb) => ['sender', eb.fn.countAll<number>().as('entries'), eb.fn.min('at').as('oldest')])
      .where('remote', '=', report.remote)
      .where('scope', '=', report.scope)
      .groupBy('sender')
      .execute();
    const total = senders.reduce((sum, s) => sum + Number(s.entries), 0);
    if (total <= FAILURES_PER_SLOT) return;
    const [biggest] = senders.sort(
      (a, b) => Number(b.entries) - Number(a.entries) || String(a.oldest).localeCompare(String(b.oldest)),
    );
    if (!biggest) return;
    const oldest = await trx
      .selectFrom('registry_failures')
      .select('id')
      .where('remote', '=', report.remote)
      .where('scope', '=', report.scope)
      .where('sender', '=', biggest.sender)
      .orderBy('at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('registry_failures').where('id', '=', oldest.id).execute();
  });
}

/** Every kept failure, most recently reported first. */
export async function recentLoadFailures(db: Kysely<Database>): Promise<LoadFailure[]> {
  const rows = await db
    .selectFrom('registry_failures')
    .select(['remote', 'version', 'scope', 'reason', 'at', 'count'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return z.array(LoadFailureSchema).parse(rows);
}

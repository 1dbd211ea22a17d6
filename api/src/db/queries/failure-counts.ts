import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import {
  FailureCountsSchema,
  type FailureCounts,
  type LoadFailureReport,
  type RegistryScope,
  type RemoteName,
} from '@storefront/shared/contract/registry';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 3_600_000;

/** Hours of counts kept: long enough to compare a release with the week before it. */
export const FAILURE_COUNT_RETENTION_HOURS = 14 * 24;

/** The ISO start of the hour `at` falls in: the key of its bucket. */
export const hourOf = (at: Date): string => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/**
 * Counts one accepted report in its hour's bucket (one atomic upsert, so concurrent reports and
 * API instances never lose a count) and drops buckets past the retention.
 */
export async function countLoadFailure(
  db: Db,
  report: Pick<LoadFailureReport, 'remote' | 'scope' | 'version'>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('registry_failure_counts')
    .values({ remote: report.remote, scope: report.scope, version: report.version, hour: hourOf(now) })
    .onConflict((oc) =>
      oc
        .columns(['remote', 'scope', 'version', 'hour'])
        .doUpdateSet((eb) => ({ count: eb('registry_failure_counts.count', '+', 1) })),
    )
    .execute();
  const cutoff = hourOf(new Date(now.getTime() - FAILURE_COUNT_RETENTION_HOURS * HOUR_MS));
  await db.deleteFrom('registry_failure_counts').where('hour', '<', cutoff).execute();
}

/** Which buckets to read: every hour from the one `since` falls in, optionally one remote, module or version. */
export interface FailureCountFilter {
  since: Date;
  remote?: RemoteName;
  scope?: RegistryScope;
  version?: string;
}

function selected(db: Db, { since, remote, scope, version }: FailureCountFilter) {
  let query = db.selectFrom('registry_failure_counts').where('hour', '>=', hourOf(since));
  if (remote) query = query.where('remote', '=', remote);
  if (scope) query = query.where('scope', '=', scope);
  if (version) query = query.where('version', '=', version);
  return query;
}

/** The buckets a filter selects, oldest hour first. */
export async function failureBuckets(db: Db, filter: FailureCountFilter) {
  return selected(db, filter).select(['remote', 'scope', 'version', 'hour', 'count']).orderBy('hour').execute();
}

/** How many failures a filter's buckets hold (for one version in one module: its failures over a window). */
export async function failureTotal(db: Db, filter: FailureCountFilter): Promise<number> {
  const row = await selected(db, filter)
    .select((eb) => eb.fn.sum<number | null>('count').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Per remote × version × module with a failure since `since`: the total and every hour from `since`
 * to `now`, zeros included, so that series line up. Most failures first.
 */
export async function failureCounts(db: Db, filter: FailureCountFilter & { now: Date }): Promise<FailureCounts[]> {
  const first = Date.parse(hourOf(filter.since));
  const hours: string[] = [];
  for (let at = first; at <= filter.now.getTime(); at += HOUR_MS) hours.push(new Date(at).toISOString());
  const series = new Map<string, FailureCounts & { byHour: Map<string, number> }>();
  for (const bucket of await failureBuckets(db, filter)) {
    const key = JSON.stringify([bucket.remote, bucket.version, bucket.scope]);
    const entry = series.get(key) ?? {
      remote: bucket.remote as RemoteName,
      version: bucket.version,
      scope: bucket.scope as RegistryScope,
      total: 0,
      hours: [],
      byHour: new Map<string, number>(),
    };
    entry.total += Number(bucket.count);
    entry.byHour.set(bucket.hour, Number(bucket.count));
    series.set(key, entry);
  }
  const counts = [...series.values()].map(({ byHour, ...entry }) => ({
    ...entry,
    hours: hours.map((hour) => ({ hour, count: byHour.get(hour) ?? 0 })),
  }));
  counts.sort(
    (a, b) =>
      b.total - a.total ||
      a.remote.localeCompare(b.remote) ||
      a.scope.localeCompare(b.scope) ||
      a.version.localeCompare(b.version),
  );
  return z.array(FailureCountsSchema).parse(counts);
}

/** Whether `version` is a published release of `remote` (reports of anything else are refused). */
export async function isPublishedRelease(db: Db, remote: RemoteName, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('registry_releases')
    .select('version')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

import type { Kysely, Transaction } from 'kysely';
import type { CanarySettings } from '@storefront/shared/contract/registry';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a browser's signed report says about a canary's release: it loaded, or it failed to. */
export type ReportKind = 'loads' | 'failures';

const MINUTE_MS = 60_000;
/** The longest window a setting allows: counts older than that are never read again. */
const MAX_WINDOW_MINUTES = 1440;
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
/** Where a canary's window starts: the minute `windowMinutes - 1` before this one. */
const windowStart = (settings: CanarySettings, now: Date) =>
  minuteOf(new Date(now.getTime() - (settings.windowMinutes - 1) * MINUTE_MS));

/** Counts a report in its minute (one atomic upsert) and drops minutes no window reaches. */
export async function countReport(db: Db, canaryId: number, kind: ReportKind, now: Date): Promise<void> {
  await db
    .insertInto('registry_canary_counts')
    .values({ canary_id: canaryId, minute: minuteOf(now), ...(kind === 'loads' ? { loads: 1 } : { failures: 1 }) })
    .onConflict((oc) =>
      oc
        .columns(['canary_id', 'minute'])
        .doUpdateSet((eb) =>
          kind === 'loads'
            ? { loads: eb('registry_canary_counts.loads', '+', 1) }
            : { failures: eb('registry_canary_counts.failures', '+', 1) },
        ),
    )
    .execute();
  const cutoff = minuteOf(new Date(now.getTime() - MAX_WINDOW_MINUTES * MINUTE_MS));
  await db.deleteFrom('registry_canary_counts').where('minute', '<', cutoff).execute();
}

/** Notes when a browser last loaded the canary's release, or last failed to (one row per browser). */
export async function noteBrowser(db: Db, canaryId: number, browserId: string, kind: ReportKind, now: Date) {
  const at = now.toISOString();
  const when = kind === 'loads' ? { loaded_at: at } : { failed_at: at };
  await db
    .insertInto('registry_canary_browsers')
    .values({ canary_id: canaryId, browser_id: browserId, loaded_at: null, failed_at: null, ...when })
    .onConflict((oc) => oc.columns(['canary_id', 'browser_id']).doUpdateSet(when))
    .execute();
}

/** A canary's loads (successful and failed) and failures in the window: this minute and the ones before. */
export async function windowCounts(db: Db, canaryId: number, settings: CanarySettings, now: Date) {
  const row = await db
    .selectFrom('registry_canary_counts')
    .select((eb) => [
      eb.fn.sum<number | null>('loads').as('loads'),
      eb.fn.sum<number | null>('failures').as('failures'),
    ])
    .where('canary_id', '=', canaryId)
    .where('minute', '>=', windowStart(settings, now))
    .executeTakeFirst();
  const failures = Number(row?.failures ?? 0);
  return { loads: Number(row?.loads ?? 0) + failures, failures };
}

/** The distinct browsers that reported on a canary in the window, and how many of them failed to load it. */
export async function windowBrowsers(db: Db, canaryId: number, settings: CanarySettings, now: Date) {
  const since = windowStart(settings, now);
  const counted = (failedOnly: boolean) =>
    db
      .selectFrom('registry_canary_browsers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('canary_id', '=', canaryId)
      .where((eb) =>
        failedOnly ? eb('failed_at', '>=', since) : eb.or([eb('loaded_at', '>=', since), eb('failed_at', '>=', since)]),
      )
      .executeTakeFirstOrThrow();
  const browsers = await counted(false);
  const failed = await counted(true);
  return { browsers: Number(browsers.n), failedBrowsers: Number(failed.n) };
}

/** A running canary's window as its status shows it: signed reports, and the browsers that sent them. */
export async function canaryWindow(db: Db, canaryId: number, settings: CanarySettings, now: Date) {
  return {
    ...(await windowCounts(db, canaryId, settings, now)),
    ...(await windowBrowsers(db, canaryId, settings, now)),
  };
}

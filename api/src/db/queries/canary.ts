import {
  CanariesSchema,
  DEFAULT_CANARY_SETTINGS,
  type Canaries,
  type CanaryChange,
  type CanaryLoadReport,
  type CanarySettings,
  type CanaryTarget,
  type Registry,
  type StartCanary,
} from '@storefront/shared/contract/registry';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { httpError } from '../../lib/errors';
import { canaryOf, canaryRows, deleteCanary, describeCanaryChanges, type CanaryRow } from './canary-state';
import { isPublishedRelease } from './failure-counts';
import { currentLive, getRegistry, moveTo, record } from './registry';
import { writing } from './registry-writing';

type Db = Kysely<Database> | Transaction<Database>;

/** The actor of the entries the registry writes by itself. */
export const CONTROL_PLANE = 'control plane';

const MINUTE_MS = 60_000;
/** The longest window a setting allows: counts older than that are never read again. */
const MAX_WINDOW_MINUTES = 1440;
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();

const SETTING_NAMES: Record<keyof CanarySettings, string> = {
  windowMinutes: 'canary_window_minutes',
  failurePercent: 'canary_failure_percent',
  minFailures: 'canary_min_failures',
};
const SETTING_KEYS = Object.keys(SETTING_NAMES) as (keyof CanarySettings)[];

/** The canary settings: each one stored, or its default. */
export async function canarySettings(db: Db): Promise<CanarySettings> {
  const rows = await db.selectFrom('registry_settings').selectAll().execute();
  const settings = { ...DEFAULT_CANARY_SETTINGS };
  for (const key of SETTING_KEYS) {
    const row = rows.find((r) => r.name === SETTING_NAMES[key]);
    if (row) settings[key] = Number(row.value);
  }
  return settings;
}

/** "window 10 → 5 min, min failures 3 → 1": what a settings change moved, in the CLI's words. */
const SETTING_WORDS: Record<keyof CanarySettings, [string, string]> = {
  windowMinutes: ['window', ' min'],
  failurePercent: ['threshold', '%'],
  minFailures: ['min failures', ''],
};

/**
 * Changes the named settings in one write, recorded in history (kind "settings", who and before →
 * after) when anything moved: a rollback the control plane takes later can be traced to them.
 */
export async function updateCanarySettings(
  db: Kysely<Database>,
  change: Partial<CanarySettings>,
  actor: string,
  now: Date,
): Promise<CanarySettings> {
  return writing(db, async (conn) => {
    const before = await canarySettings(conn);
    const moved = SETTING_KEYS.filter((key) => change[key] !== undefined && change[key] !== before[key]);
    for (const key of moved) {
      const value = change[key]!;
      await conn
        .insertInto('registry_settings')
        .values({ name: SETTING_NAMES[key], value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    }
    if (moved.length > 0) {
      const action = `canary settings: ${moved
        .map((key) => {
          const [name, unit] = SETTING_WORDS[key];
          return `${name} ${before[key]} → ${change[key]}${unit}`;
        })
        .join(', ')}`;
      await record(conn, { kind: 'settings', action, live: await currentLive(conn) }, actor, now);
    }
    return canarySettings(conn);
  });
}

const slot = (db: Db, remote: string, scope: string) =>
  db
    .selectFrom('registry_canaries')
    .selectAll()
    .where('remote', '=', remote)
    .where('scope', '=', scope)
    .executeTakeFirst();

/**
 * Starts a canary of a published release in a scope where the remote is live with another one, or
 * replaces the canary there (a new release starts its counts afresh; a new share keeps them).
 */
export async function startCanary(db: Kysely<Database>, start: StartCanary, actor: string, now: Date) {
  const { remote, scope, version, share } = start;
  return writing(db, async (conn): Promise<Registry> => {
    const live = (await currentLive(conn))[remote]?.[scope];
    if (!live) throw httpError(409, 'scope', `${remote} is off for ${scope}: a canary runs beside a live release.`);
    if (!(await isPublishedRelease(conn, remote, version))) {
      throw httpError(422, 'version', `${remote} has no release ${version}.`);
    }
    if (live === version) {
      throw httpError(
        422,
        'version',
        `${remote} ${version} is live for ${scope} already: a canary is another release.`,
      );
    }
    const existing = await slot(conn, remote, scope);
    if (existing?.version === version && existing.share === share) return getRegistry(conn);
    if (existing?.version === version) {
      await conn.updateTable('registry_canaries').set({ share }).where('id', '=', existing.id).execute();
    } else {
      if (existing) await deleteCanary(conn, existing.id);
      await conn
        .insertInto('registry_canaries')
        .values({ remote, scope, version, share, started_at: now.toISOString(), started_by: actor })
        .execute();
    }
    const canaries: CanaryChange[] = [
      { remote, scope, before: existing ? canaryOf(existing) : null, after: { version, share } },
    ];
    const action = describeCanaryChanges(canaries);
    await record(conn, { kind: 'canary', action, live: await currentLive(conn), canaries }, actor, now);
    return getRegistry(conn);
  });
}

async function runningCanary(db: Db, { remote, scope }: CanaryTarget): Promise<CanaryRow> {
  const row = await slot(db, remote, scope);
  if (!row) throw httpError(409, 'scope', `${remote} has no canary for ${scope}.`);
  return row;
}

/** Makes the canary's release live for every browser of its scope; the canary ends with that. */
export async function promoteCanary(db: Kysely<Database>, target: CanaryTarget, actor: string, now: Date) {
  return writing(db, async (conn) => {
    const row = await runningCanary(conn, target);
    const live = await currentLive(conn);
    live[target.remote] = { ...live[target.remote], [target.scope]: row.version };
    return moveTo(conn, live, 'canary', 'promote canary', actor, now);
  });
}

/** Ends a canary: every browser of its scope loads the live release again. */
export async function stopCanary(db: Kysely<Database>, target: CanaryTarget, actor: string, now: Date) {
  return writing(db, async (conn) => {
    const row = await runningCanary(conn, target);
    await deleteCanary(conn, row.id);
    const canaries: CanaryChange[] = [{ ...target, before: canaryOf(row), after: null }];
    const action = describeCanaryChanges(canaries);
    await record(conn, { kind: 'canary', action, live: await currentLive(conn), canaries }, actor, now);
    return getRegistry(conn);
  });
}

/** The canary a browser's report is about: the one running for that remote and scope with that release. */
const reportedCanary = (db: Db, report: CanaryLoadReport) =>
  db
    .selectFrom('registry_canaries')
    .selectAll()
    .where('remote', '=', report.remote)
    .where('scope', '=', report.scope)
    .where('version', '=', report.version)
    .executeTakeFirst();

/** Counts a load or a failure in its minute (one atomic upsert) and drops minutes no window reaches. */
async function count(db: Db, canaryId: number, field: 'loads' | 'failures', now: Date) {
  await db
    .insertInto('registry_canary_counts')
    .values({ canary_id: canaryId, minute: minuteOf(now), ...(field === 'loads' ? { loads: 1 } : { failures: 1 }) })
    .onConflict((oc) =>
      oc
        .columns(['canary_id', 'minute'])
        .doUpdateSet((eb) =>
          field === 'loads'
            ? { loads: eb('registry_canary_counts.loads', '+', 1) }
            : { failures: eb('registry_canary_counts.failures', '+', 1) },
        ),
    )
    .execute();
  const cutoff = minuteOf(new Date(now.getTime() - MAX_WINDOW_MINUTES * MINUTE_MS));
  await db.deleteFrom('registry_canary_counts').where('minute', '<', cutoff).execute();
}

/** A canary's loads (successful and failed) and failures in the window: this minute and the ones before. */
async function windowCounts(db: Db, canaryId: number, settings: CanarySettings, now: Date) {
  const since = minuteOf(new Date(now.getTime() - (settings.windowMinutes - 1) * MINUTE_MS));
  const row = await db
    .selectFrom('registry_canary_counts')
    .select((eb) => [
      eb.fn.sum<number | null>('loads').as('loads'),
      eb.fn.sum<number | null>('failures').as('failures'),
    ])
    .where('canary_id', '=', canaryId)
    .where('minute', '>=', since)
    .executeTakeFirst();
  const failures = Number(row?.failures ?? 0);
  return { loads: Number(row?.loads ?? 0) + failures, failures };
}

/** Counts a browser's successful load of a canary release; false when that is not a running canary. */
export async function countCanaryLoad(db: Db, report: CanaryLoadReport, now: Date): Promise<boolean> {
  const row = await reportedCanary(db, report);
  if (row) await count(db, row.id, 'loads', now);
  return row !== undefined;
}

/**
 * Counts a browser's failure to load a canary release (nothing for any other release) and, in the
 * same transaction, rolls the canary back when its window has at least the minimum of failures and
 * they are at least the threshold's share of its loads. No timer: any API instance that takes the
 * report decides, one at a time (the write lock), so a canary is rolled back once.
 */
export async function countCanaryFailure(db: Kysely<Database>, report: CanaryLoadReport, now: Date) {
  // Most failures are of no canary: they do not take the write lock.
  if (!(await reportedCanary(db, report))) return false;
  return writing(db, async (conn): Promise<boolean> => {
    const row = await reportedCanary(conn, report);
    if (!row) return false;
    await count(conn, row.id, 'failures', now);
    const settings = await canarySettings(conn);
    const { loads, failures } = await windowCounts(conn, row.id, settings, now);
    if (failures < settings.minFailures || failures * 100 < settings.failurePercent * loads) return false;
    await deleteCanary(conn, row.id);
    const canaries: CanaryChange[] = [
      { remote: report.remote, scope: report.scope, before: canaryOf(row), after: null },
    ];
    const action =
      `${report.remote} ${report.scope}: canary ${row.version} (${row.share}%) rolled back: ${failures} of ${loads} ` +
      `loads failed in the last ${settings.windowMinutes} min (at ${settings.failurePercent}% and ` +
      `${settings.minFailures} failures it rolls back)`;
    await record(
      conn,
      { kind: 'canary-rollback', action, live: await currentLive(conn), canaries },
      CONTROL_PLANE,
      now,
    );
    return true;
  });
}

/** The settings, and every running canary with its window's loads and failures. */
export async function canaryStatuses(db: Db, now: Date): Promise<Canaries> {
  const settings = await canarySettings(db);
  const canaries = [];
  for (const row of await canaryRows(db)) {
    canaries.push({
      remote: row.remote,
      scope: row.scope,
      ...canaryOf(row),
      startedAt: row.started_at,
      startedBy: row.started_by,
      ...(await windowCounts(db, row.id, settings, now)),
    });
  }
  return CanariesSchema.parse({ settings, canaries });
}

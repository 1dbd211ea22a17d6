import {
  CanariesSchema,
  DEFAULT_CANARY_SETTINGS,
  type Canaries,
  type CanaryChange,
  type CanarySettings,
  type CanaryTarget,
  type Registry,
  type RolledBackCanary,
  type StartCanary,
} from '@storefront/shared/contract/registry';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { httpError } from '../../lib/errors';
import { canaryOf, canaryRows, deleteCanary, describeCanaryChanges, type CanaryRow } from './canary-state';
import { canaryWindow } from './canary-window';
import { isPublishedRelease } from './failure-counts';
import { currentLive, getRegistry, moveTo, record } from './registry';
import { writing } from './registry-writing';

type Db = Kysely<Database> | Transaction<Database>;

/** The actor of the entries the registry writes by itself. */
export const CONTROL_PLANE = 'control plane';

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

/** How far back the status lists the control plane's rollbacks, and how many at most. */
const ROLLED_BACK_HOURS = 24;
const ROLLED_BACK_LIMIT = 20;

/** The control plane's rollbacks since `since`, newest first, each with why (as history keeps it). */
async function recentRollbacks(db: Db, since: Date): Promise<RolledBackCanary[]> {
  const rows = await db
    .selectFrom('registry_changes')
    .select(['at', 'action', 'canaries'])
    .where('kind', '=', 'canary-rollback')
    .where('at', '>=', since.toISOString())
    .orderBy('id', 'desc')
    .limit(ROLLED_BACK_LIMIT)
    .execute();
  return rows.flatMap((row) =>
    (JSON.parse(row.canaries) as CanaryChange[]).flatMap(({ remote, scope, before, reason }) =>
      // Entries from before reasons were kept give their action, which says it too.
      before ? [{ remote, scope, ...before, at: row.at, reason: reason ?? row.action }] : [],
    ),
  );
}

/** The settings, every running canary with its window's loads, failures and browsers, and recent rollbacks. */
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
      ...(await canaryWindow(db, row.id, settings, now)),
    });
  }
  const rolledBack = await recentRollbacks(db, new Date(now.getTime() - ROLLED_BACK_HOURS * 3_600_000));
  return CanariesSchema.parse({ settings, canaries, rolledBack });
}

import {
  REGISTRY_SCOPES,
  REMOTE_NAMES,
  RegistrySchema,
  type LiveChange,
  type LiveMap,
  type PublishRelease,
  type Registry,
  type RegistryChange,
  type RegistryScope,
  type RemoteName,
} from '../../../../shared/src/contract/registry';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { httpError, notFound } from '../../lib/errors';

/** Origins of the remotes the registry starts from (from the environment). */
export type RegistryDefaults = Record<RemoteName, string>;
type LiveState = Partial<Record<RemoteName, LiveMap>>;
type Db = Kysely<Database> | Transaction<Database>;

/** The version of the builds each remote's server serves at its root (`npm start`). */
export const DEFAULT_VERSION = '0.1.0';

/** Embedded defaults: each remote's root build, live everywhere (parcel only for parcel and before a choice). */
export function defaultState(defaults: RegistryDefaults) {
  const releases = REMOTE_NAMES.map((remote) => ({
    remote,
    version: DEFAULT_VERSION,
    manifestUrl: `${defaults[remote].replace(/\/+$/, '')}/mf-manifest.json`,
  }));
  const live: LiveState = {};
  for (const remote of REMOTE_NAMES) {
    const scopes: RegistryScope[] = remote === 'parcel' ? ['default', 'parcel'] : [...REGISTRY_SCOPES];
    live[remote] = Object.fromEntries(scopes.map((scope) => [scope, DEFAULT_VERSION]));
  }
  return { releases, live };
}

async function latestChange(db: Db) {
  return db.selectFrom('registry_changes').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

async function recordChange(db: Db, live: LiveState, actor: string, action: string, now: Date): Promise<void> {
  await db
    .insertInto('registry_changes')
    .values({ at: now.toISOString(), actor, action, live: JSON.stringify(live) })
    .execute();
}

async function upsertDefaults(db: Db, defaults: RegistryDefaults, now: Date) {
  const state = defaultState(defaults);
  for (const release of state.releases) {
    await db
      .insertInto('registry_releases')
      .values({
        remote: release.remote,
        version: release.version,
        manifest_url: release.manifestUrl,
        published_at: now.toISOString(),
        published_by: 'system',
      })
      // The root build is the one release that moves with the server's settings.
      .onConflict((oc) => oc.columns(['remote', 'version']).doUpdateSet({ manifest_url: release.manifestUrl }))
      .execute();
  }
  return state.live;
}

/**
 * Seeds the registry from the defaults when it has no history yet. The root builds' releases always
 * follow this server's settings (REMOTE_*_URL), so a site started on other ports finds its remotes.
 */
export async function ensureRegistry(db: Kysely<Database>, defaults: RegistryDefaults, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const live = await upsertDefaults(trx, defaults, now);
    if (!(await latestChange(trx))) await recordChange(trx, live, 'system', 'embedded defaults', now);
  });
}

export async function getRegistry(db: Db): Promise<Registry> {
  const change = await latestChange(db);
  const live = (change ? JSON.parse(change.live) : {}) as LiveState;
  const releases = await db.selectFrom('registry_releases').selectAll().orderBy('published_at').execute();
  return RegistrySchema.parse({
    revision: change?.id ?? 0,
    updatedAt: change?.at ?? '',
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      releases: releases
        .filter((r) => r.remote === name)
        .map((r) => ({ version: r.version, manifestUrl: r.manifest_url, publishedAt: r.published_at })),
      live: live[name] ?? {},
    })),
  });
}

/**
 * Publishes an immutable release. Publishing the same version with the same manifest again is a
 * no-op; the same version with another manifest is refused (a version never changes its files).
 */
export async function publishRelease(
  db: Kysely<Database>,
  remote: RemoteName,
  release: PublishRelease,
  actor: string,
  now: Date,
): Promise<'published' | 'unchanged'> {
  const existing = await db
    .selectFrom('registry_releases')
    .select('manifest_url')
    .where('remote', '=', remote)
    .where('version', '=', release.version)
    .executeTakeFirst();
  if (existing) {
    if (existing.manifest_url === release.manifestUrl) return 'unchanged';
    throw httpError(
      409,
      'version',
      `${remote} ${release.version} is already published from ${existing.manifest_url}; publish a new version.`,
    );
  }
  await db
    .insertInto('registry_releases')
    .values({
      remote,
      version: release.version,
      manifest_url: release.manifestUrl,
      published_at: now.toISOString(),
      published_by: actor,
    })
    .execute();
  return 'published';
}

/** "discovery: food 0.2.0, grocery off" */
export function describeChange(change: LiveChange): string {
  return Object.entries(change)
    .map(
      ([remote, scopes]) =>
        `${remote}: ${Object.entries(scopes ?? {})
          .map(([scope, version]) => `${scope} ${version ?? 'off'}`)
          .join(', ')}`,
    )
    .join('; ');
}

/** Applies one change to what is live where, atomically, and records it in the history. */
export async function applyLiveChange(
  db: Kysely<Database>,
  change: LiveChange,
  actor: string,
  now: Date,
): Promise<Registry> {
  return db.transaction().execute(async (trx) => {
    const current = await latestChange(trx);
    const live = (current ? JSON.parse(current.live) : {}) as LiveState;
    for (const [remote, scopes] of Object.entries(change) as [RemoteName, LiveChange[RemoteName]][]) {
      const versions = new Set(
        (await trx.selectFrom('registry_releases').select('version').where('remote', '=', remote).execute()).map(
          (r) => r.version,
        ),
      );
      const next: LiveMap = { ...(live[remote] ?? {}) };
      for (const [scope, version] of Object.entries(scopes ?? {}) as [RegistryScope, string | null][]) {
        if (version === null) delete next[scope];
        else if (!versions.has(version)) throw httpError(422, 'version', `${remote} has no release ${version}.`);
        else next[scope] = version;
      }
      live[remote] = next;
    }
    await recordChange(trx, live, actor, describeChange(change), now);
    return getRegistry(trx);
  });
}

export async function registryHistory(db: Kysely<Database>, limit = 50): Promise<RegistryChange[]> {
  const rows = await db.selectFrom('registry_changes').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, live: JSON.parse(row.live) as LiveState }));
}

/** Restores the live state of an earlier change, as a new change (history is never rewritten). */
export async function rollbackRegistry(db: Kysely<Database>, toId: number, actor: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('registry_changes').selectAll().where('id', '=', toId).executeTakeFirst();
    if (!target) throw notFound(`The registry has no change #${toId}.`, 'to');
    await recordChange(trx, JSON.parse(target.live) as LiveState, actor, `rollback to #${toId}`, now);
    return getRegistry(trx);
  });
}

/** Back to the embedded defaults, as a new change. */
export async function resetRegistry(db: Kysely<Database>, defaults: RegistryDefaults, actor: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const live = await upsertDefaults(trx, defaults, now);
    await recordChange(trx, live, actor, 'reset to the embedded defaults', now);
    return getRegistry(trx);
  });
}

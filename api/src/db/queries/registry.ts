import {
  REGISTRY_SCOPES,
  REMOTE_NAMES,
  RegistrySchema,
  describeChanges,
  liveChanges,
  type CanaryChange,
  type LiveChange,
  type LiveMap,
  type LiveScopeChange,
  type PublishRelease,
  type Registry,
  type RegistryChange,
  type RegistryScope,
  type RemoteName,
} from '@storefront/shared/contract/registry';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { httpError, notFound } from '../../lib/errors';
import { canaryMaps, describeCanaryChanges, endCanaries } from './canary-state';
import { writing } from './registry-writing';

/** Origins of the remotes the registry starts from (from the environment). */
export type RegistryDefaults = Record<RemoteName, string>;
type LiveState = Partial<Record<RemoteName, LiveMap>>;
type Db = Kysely<Database> | Transaction<Database>;
type Kind = RegistryChange['kind'];

/** The version of the builds each remote's server serves at its root (`npm start`). */
export const DEFAULT_VERSION = '0.1.0';

/** Where the embedded defaults have each remote live: everywhere (parcel only for parcel and before a choice). */
export function defaultLive(): LiveState {
  const live: LiveState = {};
  for (const remote of REMOTE_NAMES) {
    const scopes: RegistryScope[] = remote === 'parcel' ? ['default', 'parcel'] : [...REGISTRY_SCOPES];
    live[remote] = Object.fromEntries(scopes.map((scope) => [scope, DEFAULT_VERSION]));
  }
  return live;
}

/** Embedded defaults: each remote's root build (at this server's REMOTE_*_URL), live as defaultLive says. */
export function defaultState(defaults: RegistryDefaults) {
  const releases = REMOTE_NAMES.map((remote) => ({
    remote,
    version: DEFAULT_VERSION,
    manifestUrl: `${defaults[remote].replace(/\/+$/, '')}/mf-manifest.json`,
  }));
  return { releases, live: defaultLive() };
}

async function latestChange(db: Db) {
  return db.selectFrom('registry_changes').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function currentLive(db: Db): Promise<LiveState> {
  const change = await latestChange(db);
  return (change ? JSON.parse(change.live) : {}) as LiveState;
}

export interface Entry {
  kind: Kind;
  action: string;
  live: LiveState;
  changes?: LiveScopeChange[];
  canaries?: CanaryChange[];
  published?: { remote: RemoteName; version: string; manifestUrl: string };
}

export async function record(db: Db, entry: Entry, actor: string, now: Date): Promise<void> {
  await db
    .insertInto('registry_changes')
    .values({
      at: now.toISOString(),
      actor,
      kind: entry.kind,
      action: entry.action,
      changes: JSON.stringify(entry.changes ?? []),
      canaries: JSON.stringify(entry.canaries ?? []),
      published: entry.published ? JSON.stringify(entry.published) : null,
      live: JSON.stringify(entry.live),
    })
    .execute();
}

/** Records a release as published (history entry); what is live does not change. */
async function recordPublish(db: Db, release: NonNullable<Entry['published']>, actor: string, now: Date) {
  const action = `publish ${release.remote} ${release.version} (${release.manifestUrl})`;
  await record(db, { kind: 'publish', action, live: await currentLive(db), published: release }, actor, now);
}

/**
 * Seeds the registry once. Each root build's release is published the first time it is missing
 * (and recorded in history then), never rewritten: a release is immutable, whatever REMOTE_*_URL
 * a later server has. The embedded defaults become live only in a registry with no history.
 */
export async function ensureRegistry(db: Kysely<Database>, defaults: RegistryDefaults, now: Date): Promise<void> {
  await writing(db, async (conn) => {
    const fresh = !(await latestChange(conn));
    const state = defaultState(defaults);
    for (const release of state.releases) {
      const inserted = await conn
        .insertInto('registry_releases')
        .values({
          remote: release.remote,
          version: release.version,
          manifest_url: release.manifestUrl,
          published_at: now.toISOString(),
          published_by: 'system',
        })
        .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await recordPublish(conn, release, 'system', now);
    }
    if (fresh) {
      const changes = liveChanges({}, state.live);
      const action = `embedded defaults: ${describeChanges(changes)}`;
      await record(conn, { kind: 'defaults', action, live: state.live, changes }, 'system', now);
    }
  });
}

/** A root build published at another URL than this server's settings name (kept as published). */
export interface DefaultsDrift {
  remote: RemoteName;
  published: string;
  configured: string;
}

export async function defaultsDrift(db: Db, defaults: RegistryDefaults): Promise<DefaultsDrift[]> {
  const rows = await db
    .selectFrom('registry_releases')
    .select(['remote', 'manifest_url'])
    .where('version', '=', DEFAULT_VERSION)
    .execute();
  return defaultState(defaults).releases.flatMap((release) => {
    const row = rows.find((r) => r.remote === release.remote);
    return row && row.manifest_url !== release.manifestUrl
      ? [{ remote: release.remote, published: row.manifest_url, configured: release.manifestUrl }]
      : [];
  });
}

/** The warning a server logs for each drift: the database keeps the release as first published. */
export const describeDrift = (d: DefaultsDrift) =>
  `registry: ${d.remote} ${DEFAULT_VERSION} stays published at ${d.published}, not at ${d.configured} ` +
  `(REMOTE_${d.remote.toUpperCase()}_URL of this server): published releases are never rewritten. ` +
  'Give this site a database of its own (DB_FILE), or publish a new version from that origin.';

export async function getRegistry(db: Db): Promise<Registry> {
  const change = await latestChange(db);
  const live = (change ? JSON.parse(change.live) : {}) as LiveState;
  const releases = await db.selectFrom('registry_releases').selectAll().orderBy('published_at').execute();
  const canaries = await canaryMaps(db);
  return RegistrySchema.parse({
    revision: change?.id ?? 0,
    updatedAt: change?.at ?? '',
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      releases: releases
        .filter((r) => r.remote === name)
        .map((r) => ({ version: r.version, manifestUrl: r.manifest_url, publishedAt: r.published_at })),
      live: live[name] ?? {},
      ...(canaries[name] ? { canary: canaries[name] } : {}),
    })),
  });
}

/**
 * Publishes an immutable release, recorded in history (nothing live changes). A version is known by
 * its content digest: the same digest again is a no-op (a re-run deploy), whatever its URL (the
 * release stays where it was first published); another digest, or none where one is recorded, is
 * refused from any origin. A release published without a digest is compared by its manifest URL,
 * and takes the digest of the first re-publish from that URL.
 */
export async function publishRelease(
  db: Kysely<Database>,
  remote: RemoteName,
  release: PublishRelease,
  actor: string,
  now: Date,
): Promise<'published' | 'unchanged'> {
  return writing(db, async (conn) => {
    const existing = await conn
      .selectFrom('registry_releases')
      .select(['manifest_url', 'digest'])
      .where('remote', '=', remote)
      .where('version', '=', release.version)
      .executeTakeFirst();
    if (existing) {
      refuseOtherContent(remote, release, existing);
      if (!existing.digest && release.digest) {
        await conn
          .updateTable('registry_releases')
          .set({ digest: release.digest })
          .where('remote', '=', remote)
          .where('version', '=', release.version)
          .execute();
      }
      return 'unchanged';
    }
    await conn
      .insertInto('registry_releases')
      .values({
        remote,
        version: release.version,
        manifest_url: release.manifestUrl,
        published_at: now.toISOString(),
        published_by: actor,
        digest: release.digest ?? null,
      })
      .execute();
    await recordPublish(conn, { remote, version: release.version, manifestUrl: release.manifestUrl }, actor, now);
    return 'published';
  });
}

/** Throws a 409 unless `release` is the content already published under its version. */
function refuseOtherContent(
  remote: RemoteName,
  release: PublishRelease,
  existing: { manifest_url: string; digest: string | null },
) {
  const name = `${remote} ${release.version}`;
  const fix = 'A published release never changes: publish a new version.';
  if (existing.digest) {
    if (release.digest === existing.digest) return;
    throw httpError(
      409,
      'digest',
      release.digest
        ? `${name} is already published with other content (${existing.digest}, at ${existing.manifest_url}): ` +
            `this release's content differs (${release.digest}). ${fix}`
        : `${name} is already published with a content digest (${existing.digest}); this publish has none, ` +
            `so its content cannot be shown to be the same. ${fix}`,
    );
  }
  if (existing.manifest_url === release.manifestUrl) return;
  throw httpError(409, 'version', `${name} is already published from ${existing.manifest_url}; ${fix}`);
}

/**
 * Records a new live state with what it changed; a state equal to the current one records nothing.
 * A canary whose scope goes off or whose release becomes the live one ends with it (a reset ends all).
 */
export async function moveTo(db: Db, next: LiveState, kind: Kind, label: string, actor: string, now: Date) {
  const changes = liveChanges(await currentLive(db), next);
  const canaries = await endCanaries(db, next, kind === 'reset');
  if (changes.length > 0 || canaries.length > 0) {
    const said = [changes.length > 0 ? describeChanges(changes) : '', describeCanaryChanges(canaries)];
    const action = [label, said.filter(Boolean).join('; ')].filter(Boolean).join(': ');
    await record(db, { kind, action, live: next, changes, canaries }, actor, now);
  }
  return getRegistry(db);
}

async function checkPublished(db: Db, remote: RemoteName, version: string) {
  const found = await db
    .selectFrom('registry_releases')
    .select('version')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!found) throw httpError(422, 'version', `${remote} has no release ${version}.`);
}

function withVersion(live: LiveState, remote: RemoteName, scope: RegistryScope, version: string | null) {
  const next: LiveMap = { ...(live[remote] ?? {}) };
  if (version === null) delete next[scope];
  else next[scope] = version;
  live[remote] = next;
}

/** Applies one change to what is live where, atomically, and records it with before → after. */
export async function applyLiveChange(
  db: Kysely<Database>,
  change: LiveChange,
  actor: string,
  now: Date,
): Promise<Registry> {
  return writing(db, async (conn) => {
    const live = await currentLive(conn);
    for (const [remote, scopes] of Object.entries(change) as [RemoteName, LiveChange[RemoteName]][]) {
      for (const [scope, version] of Object.entries(scopes ?? {}) as [RegistryScope, string | null][]) {
        if (version !== null) await checkPublished(conn, remote, version);
        withVersion(live, remote, scope, version);
      }
    }
    return moveTo(conn, live, 'change', '', actor, now);
  });
}

const parseChanges = (text: string) => JSON.parse(text) as LiveScopeChange[];

/**
 * The history, newest first. With a remote: only the entries that changed it (in that scope) or
 * published one of its releases (no scope given).
 */
export async function registryHistory(
  db: Kysely<Database>,
  { remote, scope, limit = 50 }: { remote?: RemoteName; scope?: RegistryScope; limit?: number } = {},
): Promise<RegistryChange[]> {
  let query = db.selectFrom('registry_changes').selectAll().orderBy('id', 'desc');
  if (remote) {
    const pattern = `%"remote":"${remote}"%`;
    query = query.where((eb) =>
      eb.or([eb('changes', 'like', pattern), eb('published', 'like', pattern), eb('canaries', 'like', pattern)]),
    );
  } else query = query.limit(limit);
  const rows = (await query.execute()).map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    kind: row.kind as Kind,
    action: row.action,
    changes: parseChanges(row.changes),
    canaries: JSON.parse(row.canaries) as CanaryChange[],
    published: row.published ? (JSON.parse(row.published) as RegistryChange['published']) : null,
    live: JSON.parse(row.live) as LiveState,
  }));
  if (!remote) return rows;
  return rows
    .filter(
      (row) =>
        [...row.changes, ...row.canaries].some((c) => c.remote === remote && (!scope || c.scope === scope)) ||
        (!scope && row.published?.remote === remote),
    )
    .slice(0, limit);
}

/**
 * Undoes the most recent change that touched this remote (in this scope), for this remote (and
 * scope) only, as a new entry: every other remote and scope keeps what it has. A second rollback
 * undoes the first. The starting state (embedded defaults) is not undone.
 */
export async function rollbackRemote(
  db: Kysely<Database>,
  remote: RemoteName,
  scope: RegistryScope | undefined,
  actor: string,
  now: Date,
): Promise<Registry> {
  return writing(db, async (conn) => {
    const rows = await conn
      .selectFrom('registry_changes')
      .select(['id', 'kind', 'changes'])
      .where((eb) => eb.or([eb('changes', 'like', `%"remote":"${remote}"%`), eb('kind', '=', 'defaults')]))
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      if (row.kind === 'defaults') break;
      const touched = parseChanges(row.changes).filter((c) => c.remote === remote && (!scope || c.scope === scope));
      if (touched.length === 0) continue;
      const live = await currentLive(conn);
      for (const change of touched) withVersion(live, remote, change.scope, change.before);
      const label = `rollback ${remote}${scope ? ` ${scope}` : ''} (undoes #${row.id})`;
      return moveTo(conn, live, 'rollback', label, actor, now);
    }
    throw httpError(
      409,
      'remote',
      `${remote} has had no change${scope ? ` for ${scope}` : ''} since the embedded defaults: there is nothing to roll back.`,
    );
  });
}

/** An operator's whole-site action: makes an earlier entry's whole live state live again, as a new entry. */
export async function rollbackRegistry(db: Kysely<Database>, toId: number, actor: string, now: Date) {
  return writing(db, async (conn) => {
    const target = await conn.selectFrom('registry_changes').selectAll().where('id', '=', toId).executeTakeFirst();
    if (!target) throw notFound(`The registry has no change #${toId}.`, 'to');
    return moveTo(conn, JSON.parse(target.live) as LiveState, 'rollback', `rollback to #${toId}`, actor, now);
  });
}

/** Back to the embedded defaults' versions, as a new entry. Releases are not touched. */
export async function resetRegistry(db: Kysely<Database>, actor: string, now: Date) {
  return writing(db, (conn) => moveTo(conn, defaultLive(), 'reset', 'reset to the embedded defaults', actor, now));
}

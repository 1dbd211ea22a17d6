import type { Kysely, Transaction } from 'kysely';
import type { Canary, CanaryChange, LiveMap, RegistryScope, RemoteName } from '@storefront/shared/contract/registry';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;
type LiveState = Partial<Record<RemoteName, LiveMap>>;

/** Every canary running, as a row. */
export const canaryRows = (db: Db) => db.selectFrom('registry_canaries').selectAll().orderBy('id').execute();

export type CanaryRow = Awaited<ReturnType<typeof canaryRows>>[number];

export const canaryOf = (row: Pick<CanaryRow, 'version' | 'share'>): Canary => ({
  version: row.version,
  share: row.share,
});

/** Per remote and scope, the canary running there (what the registry's readers see). */
export async function canaryMaps(db: Db): Promise<Partial<Record<RemoteName, Partial<Record<RegistryScope, Canary>>>>> {
  const maps: Partial<Record<RemoteName, Partial<Record<RegistryScope, Canary>>>> = {};
  for (const row of await canaryRows(db)) {
    const remote = row.remote as RemoteName;
    maps[remote] = { ...maps[remote], [row.scope]: canaryOf(row) };
  }
  return maps;
}

/** Removes a canary, the counts of its loads and the browsers that reported on it. */
export async function deleteCanary(db: Db, id: number): Promise<void> {
  await db.deleteFrom('registry_canary_counts').where('canary_id', '=', id).execute();
  await db.deleteFrom('registry_canary_browsers').where('canary_id', '=', id).execute();
  await db.deleteFrom('registry_canaries').where('id', '=', id).execute();
}

/**
 * Ends the canaries a new live state leaves without meaning: their scope is off, or their release
 * is the live one there (`all`: every canary). Returns what ended, for the history entry.
 */
export async function endCanaries(db: Db, live: LiveState, all: boolean): Promise<CanaryChange[]> {
  const ended: CanaryChange[] = [];
  for (const row of await canaryRows(db)) {
    const current = live[row.remote as RemoteName]?.[row.scope as RegistryScope];
    if (!all && current && current !== row.version) continue;
    await deleteCanary(db, row.id);
    ended.push({
      remote: row.remote as RemoteName,
      scope: row.scope as RegistryScope,
      before: canaryOf(row),
      after: null,
    });
  }
  return ended;
}

/** "discovery grocery: canary 1.5.0 for 10% of browsers", "… canary 1.5.0 (10%) ended"; empty for none. */
export function describeCanaryChanges(changes: CanaryChange[]): string {
  return changes
    .map(({ remote, scope, before, after }) => {
      const was = before ? `${before.version} (${before.share}%)` : '';
      if (!after) return `${remote} ${scope}: canary ${was} ended`;
      const to = `${after.version} for ${after.share}% of browsers`;
      return `${remote} ${scope}: canary ${before ? `${was} → ${to}` : to}`;
    })
    .join('; ');
}

import {
  REMOTE_NAMES,
  RegistrySchema,
  type Registry,
  type RegistryRemote,
  type RegistryRemoteUpdate,
  type RemoteName,
} from '../../../../shared/src/contract/registry';
import type { ModuleType } from '../../../../shared/src/contract/module-type';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Origins of the remotes the registry starts from (from the environment). */
export type RegistryDefaults = Record<RemoteName, string>;

const ALL_BUT_NONE: ModuleType[] = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];

export function defaultRemotes(defaults: RegistryDefaults): RegistryRemote[] {
  return REMOTE_NAMES.map((name) => ({
    name,
    version: '0.1.0',
    manifestUrl: `${defaults[name].replace(/\/+$/, '')}/mf-manifest.json`,
    enabledModules: name === 'parcel' ? ['parcel'] : [...ALL_BUT_NONE],
  }));
}

async function writeRemotes(db: Kysely<Database>, remotes: RegistryRemote[], now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('registry_remotes').execute();
    await trx
      .insertInto('registry_remotes')
      .values(
        remotes.map((r, position) => ({
          name: r.name,
          position,
          version: r.version,
          manifest_url: r.manifestUrl,
          enabled_modules: JSON.stringify(r.enabledModules),
          updated_at: stamp,
        })),
      )
      .execute();
  });
}

/** Seeds the registry from the defaults when it has no rows. */
export async function ensureRegistry(db: Kysely<Database>, defaults: RegistryDefaults, now: Date): Promise<void> {
  const row = await db.selectFrom('registry_remotes').select('name').limit(1).executeTakeFirst();
  if (!row) await writeRemotes(db, defaultRemotes(defaults), now);
}

export async function getRegistry(db: Kysely<Database>): Promise<Registry> {
  const rows = await db.selectFrom('registry_remotes').selectAll().orderBy('position').execute();
  const updatedAt = rows.reduce((max, r) => (r.updated_at > max ? r.updated_at : max), '');
  return RegistrySchema.parse({
    remotes: rows.map((r) => ({
      name: r.name,
      version: r.version,
      manifestUrl: r.manifest_url,
      enabledModules: JSON.parse(r.enabled_modules) as unknown,
    })),
    updatedAt,
  });
}

/** Applies a partial update to one remote; false when the remote does not exist. */
export async function updateRemote(
  db: Kysely<Database>,
  name: RemoteName,
  update: RegistryRemoteUpdate,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('registry_remotes')
    .set({
      ...(update.version !== undefined ? { version: update.version } : {}),
      ...(update.manifestUrl !== undefined ? { manifest_url: update.manifestUrl } : {}),
      ...(update.enabledModules !== undefined
        ? { enabled_modules: JSON.stringify([...new Set(update.enabledModules)]) }
        : {}),
      updated_at: now.toISOString(),
    })
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function resetRegistry(db: Kysely<Database>, defaults: RegistryDefaults, now: Date): Promise<void> {
  await writeRemotes(db, defaultRemotes(defaults), now);
}

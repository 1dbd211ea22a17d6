import type { Kysely } from 'kysely';

/**
 * Each published release keeps its content digest ("sha256:<hex>" over its files' paths and bytes,
 * computed by deploy): the registry then refuses other content under that version from any origin,
 * and accepts the same content again. Releases published before have none (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_releases').addColumn('digest', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_releases').dropColumn('digest').execute();
}

import type { Kysely } from 'kysely';
import { bytesType } from '../engine';

/**
 * The seeded catalogue's pictures move from being drawn per request to rows every API instance
 * reads alike: the SVG bytes, their type and their SHA-256 (the ETag), by folder and file name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pictures')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('pictures_pk', ['folder', 'file'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pictures').execute();
}

import type { Kysely } from 'kysely';
import { bytesType } from '../engine';

/**
 * A picture is drawn at several widths (a card or a phone takes a narrow one), so its webp rasters
 * move out of the pictures row into a table of their own, one row per width. They are drawn again
 * on their first request, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('picture_rasters')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('picture_rasters_pk', ['folder', 'file', 'width'])
    .execute();
  await db.schema.alterTable('pictures').dropColumn('raster_version').execute();
  await db.schema.alterTable('pictures').dropColumn('raster_digest').execute();
  await db.schema.alterTable('pictures').dropColumn('raster').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').addColumn('raster', bytesType(db)).execute();
  await db.schema.alterTable('pictures').addColumn('raster_digest', 'text').execute();
  await db.schema.alterTable('pictures').addColumn('raster_version', 'text').execute();
  await db.schema.dropTable('picture_rasters').execute();
}

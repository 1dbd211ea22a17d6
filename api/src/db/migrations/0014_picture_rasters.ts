import type { Kysely } from 'kysely';
import { bytesType } from '../engine';

/**
 * Pictures are served as webp drawn from their SVG on first request and kept beside it, so every
 * API instance shares one drawing: the raster, its SHA-256 (the ETag) and what it was drawn with.
 * Rows of an older database start without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').addColumn('raster', bytesType(db)).execute();
  await db.schema.alterTable('pictures').addColumn('raster_digest', 'text').execute();
  await db.schema.alterTable('pictures').addColumn('raster_version', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').dropColumn('raster_version').execute();
  await db.schema.alterTable('pictures').dropColumn('raster_digest').execute();
  await db.schema.alterTable('pictures').dropColumn('raster').execute();
}

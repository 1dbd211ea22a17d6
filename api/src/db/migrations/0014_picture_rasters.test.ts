import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import sharp from 'sharp';
import { migrations } from '.';
import { renderPictureBytes } from '../../services/pictures/render';
import { RASTER_SIZES } from '../../services/pictures/raster';
import { servedPicture } from '../../services/pictures/stored-raster';
import type { Database } from '../schema';
import { digestOf, SVG_TYPE } from '../seed/pictures';

test('pictures stored before rasters keep their SVG, start without a raster and are drawn when asked for', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0013_registry_failure_counts')).error).toBeUndefined();
    const data = renderPictureBytes('category', { kind: 'tile', label: 'Fruits', hue: 10, picture: ['apple'] });
    const old = { folder: 'category', file: 'fruits.svg', content_type: SVG_TYPE, digest: digestOf(data), data };
    await (db as unknown as Kysely<Record<'pictures', typeof old>>).insertInto('pictures').values(old).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await db.selectFrom('pictures').selectAll().execute()).toEqual([
      { ...old, raster: null, raster_digest: null, raster_version: null },
    ]);
    const served = await servedPicture(db, 'category', 'fruits.svg');
    const meta = await sharp(served?.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      RASTER_SIZES.category.width,
      RASTER_SIZES.category.height,
    ]);
    const row = await db.selectFrom('pictures').selectAll().executeTakeFirstOrThrow();
    expect(row.raster?.equals(served?.data ?? Buffer.alloc(0))).toBe(true);
    expect(row.raster_digest).toBe(digestOf(row.raster ?? Buffer.alloc(0)));
    expect(row.data.equals(data)).toBe(true);
    expect(await servedPicture(db, 'category', 'nothing.svg')).toBeUndefined();
  } finally {
    await db.destroy();
  }
});

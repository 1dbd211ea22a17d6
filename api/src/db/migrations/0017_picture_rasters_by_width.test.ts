import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import sharp from 'sharp';
import { migrations } from '.';
import { renderPictureBytes } from '../../services/pictures/render';
import { rasterSize } from '../../services/pictures/raster';
import { servedPicture } from '../../services/pictures/stored-raster';
import type { Database } from '../schema';
import { digestOf, SVG_TYPE } from '../seed/pictures';

test('pictures of an older database keep their SVG and are drawn, at each width, when asked for', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0016_cache_versions')).error).toBeUndefined();
    const data = renderPictureBytes('category', { kind: 'tile', label: 'Fruits', hue: 10, picture: ['apple'] });
    const old = { folder: 'category', file: 'fruits.svg', content_type: SVG_TYPE, digest: digestOf(data), data };
    const oldRaster = { raster: Buffer.from('old'), raster_digest: 'old', raster_version: 'webp-q75-240x240' };
    await (db as unknown as Kysely<Record<'pictures', typeof old & typeof oldRaster>>)
      .insertInto('pictures')
      .values({ ...old, ...oldRaster })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await db.selectFrom('pictures').selectAll().execute()).toEqual([old]);
    expect(await db.selectFrom('picture_rasters').selectAll().execute()).toEqual([]);
    const served = await servedPicture(db, 'category', 'fruits.svg');
    const meta = await sharp(served?.data).metadata();
    const { width, height } = rasterSize('category');
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    const kept = await db.selectFrom('picture_rasters').selectAll().executeTakeFirstOrThrow();
    expect([kept.folder, kept.file, kept.width]).toEqual(['category', 'fruits.svg', width]);
    expect(kept.data.equals(served?.data ?? Buffer.alloc(0))).toBe(true);
    expect(kept.digest).toBe(digestOf(kept.data));
    expect(await servedPicture(db, 'category', 'nothing.svg')).toBeUndefined();
  } finally {
    await db.destroy();
  }
});

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageFolder } from '../../lib/images';
import { rasterisePicture, rasterVersion } from './raster';

export interface ServedPicture {
  data: Buffer;
  /** SHA-256 of `data`, hex. */
  digest: string;
}

/** Pictures being drawn in this process, per database: a second request for one waits for the same drawing. */
const drawingIn = new WeakMap<Kysely<Database>, Map<string, Promise<ServedPicture | undefined>>>();

/**
 * What a raster is drawn from and with: the SVG's digest is part of it, so that an SVG replaced in
 * the row is never served as the old drawing.
 */
const versionOf = (folder: ImageFolder, svgDigest: string) => `${rasterVersion(folder)}:${svgDigest.slice(0, 16)}`;

/** The row's raster when it is there and drawn as this version draws it. */
async function storedRaster(db: Kysely<Database>, folder: ImageFolder, file: string) {
  const row = await db
    .selectFrom('pictures')
    .select(['digest', 'raster', 'raster_digest', 'raster_version'])
    .where('folder', '=', folder)
    .where('file', '=', file)
    .executeTakeFirst();
  if (!row) return { found: false as const };
  const fresh = row.raster && row.raster_digest && row.raster_version === versionOf(folder, row.digest);
  return {
    found: true as const,
    picture: fresh && row.raster && row.raster_digest ? { data: row.raster, digest: row.raster_digest } : undefined,
  };
}

/**
 * Draws the raster from the stored SVG and keeps it in the row. Instances that draw the same
 * picture at once store the same bytes; the first write wins and every one serves what was kept.
 */
async function drawAndStore(db: Kysely<Database>, folder: ImageFolder, file: string) {
  const row = await db
    .selectFrom('pictures')
    .select(['data', 'digest'])
    .where('folder', '=', folder)
    .where('file', '=', file)
    .executeTakeFirst();
  if (!row) return undefined;
  const raster = await rasterisePicture(folder, row.data);
  const version = versionOf(folder, row.digest);
  const digest = createHash('sha256').update(raster).digest('hex');
  await db
    .updateTable('pictures')
    .set({ raster, raster_digest: digest, raster_version: version })
    .where('folder', '=', folder)
    .where('file', '=', file)
    .where((eb) => eb.or([eb('raster_version', 'is', null), eb('raster_version', '!=', version)]))
    .execute();
  // What was kept, when an instance of another version has not drawn it over in between.
  return (await storedRaster(db, folder, file)).picture ?? { data: raster, digest };
}

/**
 * The webp served for a stored picture, drawn on its first request; undefined when there is no
 * such picture.
 */
export async function servedPicture(
  db: Kysely<Database>,
  folder: ImageFolder,
  file: string,
): Promise<ServedPicture | undefined> {
  const stored = await storedRaster(db, folder, file);
  if (!stored.found) return undefined;
  if (stored.picture) return stored.picture;
  const key = `${folder}/${file}`;
  const drawing = drawingIn.get(db) ?? new Map<string, Promise<ServedPicture | undefined>>();
  drawingIn.set(db, drawing);
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndStore(db, folder, file).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

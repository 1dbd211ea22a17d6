import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageFolder } from '../../lib/images';
import { defaultRasterWidth, rasterisePicture, rasterVersion } from './raster';

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
const versionOf = (folder: ImageFolder, width: number, svgDigest: string) =>
  `${rasterVersion(folder, width)}:${svgDigest.slice(0, 16)}`;

/** The picture's raster at `width` when it is there and drawn as this version draws it. */
async function storedRaster(db: Kysely<Database>, folder: ImageFolder, file: string, width: number) {
  const row = await db
    .selectFrom('pictures')
    .leftJoin('picture_rasters as raster', (join) =>
      join
        .onRef('raster.folder', '=', 'pictures.folder')
        .onRef('raster.file', '=', 'pictures.file')
        .on('raster.width', '=', width),
    )
    .select(['pictures.digest as svgDigest', 'raster.data', 'raster.digest', 'raster.version'])
    .where('pictures.folder', '=', folder)
    .where('pictures.file', '=', file)
    .executeTakeFirst();
  if (!row) return { found: false as const };
  const fresh = row.data && row.digest && row.version === versionOf(folder, width, row.svgDigest);
  return {
    found: true as const,
    picture: fresh && row.data && row.digest ? { data: row.data, digest: row.digest } : undefined,
  };
}

/**
 * Draws the raster from the stored SVG and keeps it. Instances that draw the same picture at once
 * store the same bytes; the first write wins and every one serves what was kept.
 */
async function drawAndStore(db: Kysely<Database>, folder: ImageFolder, file: string, width: number) {
  const row = await db
    .selectFrom('pictures')
    .select(['data', 'digest'])
    .where('folder', '=', folder)
    .where('file', '=', file)
    .executeTakeFirst();
  if (!row) return undefined;
  const raster = await rasterisePicture(folder, row.data, width);
  const version = versionOf(folder, width, row.digest);
  const digest = createHash('sha256').update(raster).digest('hex');
  await db
    .insertInto('picture_rasters')
    .values({ folder, file, width, data: raster, digest, version })
    .onConflict((oc) =>
      oc
        .columns(['folder', 'file', 'width'])
        .doUpdateSet({ data: raster, digest, version })
        .where('picture_rasters.version', '!=', version),
    )
    .execute();
  // What was kept, when an instance of another version has not drawn it over in between.
  return (await storedRaster(db, folder, file, width)).picture ?? { data: raster, digest };
}

/**
 * The webp served for a stored picture at `width` (one of its folder's raster widths; the widest
 * by default), drawn on its first request; undefined when there is no such picture.
 */
export async function servedPicture(
  db: Kysely<Database>,
  folder: ImageFolder,
  file: string,
  width = defaultRasterWidth(folder),
): Promise<ServedPicture | undefined> {
  const stored = await storedRaster(db, folder, file, width);
  if (!stored.found) return undefined;
  if (stored.picture) return stored.picture;
  const key = `${folder}/${file}@${width.toString()}`;
  const drawing = drawingIn.get(db) ?? new Map<string, Promise<ServedPicture | undefined>>();
  drawingIn.set(db, drawing);
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndStore(db, folder, file, width).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

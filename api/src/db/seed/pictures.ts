import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { renderPictureBytes } from '../../services/pictures/render';
import type { Database, PicturesTable } from '../schema';
import { wantedPictures } from './picture-recipes';

export const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/** SHA-256 of the bytes, hex: a picture's ETag. */
export const digestOf = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * Draws and stores every picture the rows name that `pictures` does not have yet; returns how many
 * it added. Runs after the seed and at every start (so a database seeded by an older version gets
 * its pictures); several instances starting at once insert the same bytes, and the first one wins.
 */
export async function fillPictures(db: Kysely<Database>): Promise<number> {
  const wanted = await wantedPictures(db);
  const have = new Set(
    (await db.selectFrom('pictures').select(['folder', 'file']).execute()).map((p) => `${p.folder}/${p.file}`),
  );
  const missing = wanted.filter((w) => !have.has(`${w.folder}/${w.file}`));
  if (missing.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing.length; i += 50) {
      const rows: Insertable<PicturesTable>[] = missing.slice(i, i + 50).map((w) => {
        const data = renderPictureBytes(w.folder, w.recipe());
        return { folder: w.folder, file: w.file, content_type: SVG_TYPE, digest: digestOf(data), data };
      });
      await trx
        .insertInto('pictures')
        .values(rows)
        .onConflict((oc) => oc.columns(['folder', 'file']).doNothing())
        .execute();
    }
  });
  return missing.length;
}

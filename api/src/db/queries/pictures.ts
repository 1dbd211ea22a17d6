import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** A stored picture's own file (the SVG it is drawn from), its type and digest. */
export const pictureSource = (db: Db, folder: string, file: string) =>
  db
    .selectFrom('pictures')
    .select(['content_type', 'digest', 'data'])
    .where('folder', '=', folder)
    .where('file', '=', file)
    .executeTakeFirst();

import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The bytes of an uploaded image by its file name: a profile photo, or a message or refund image. */
export const uploadedImageData = (db: Db, table: 'profile_images' | 'message_files', fileName: string) =>
  db.selectFrom(table).select('data').where('file_name', '=', fileName).executeTakeFirst();

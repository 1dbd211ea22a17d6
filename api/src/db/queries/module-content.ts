import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The module's active parcel categories, in their order. */
export const activeParcelCategories = (db: Db, moduleId: number) =>
  db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();

/** The module's active banners of one kind (promotional, why_choose), in their order. */
export const activeModuleBanners = (db: Db, moduleId: number, kind: string) =>
  db
    .selectFrom('module_banners')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();

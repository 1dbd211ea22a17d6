import type { Kysely } from 'kysely';
import type { ImageFolder } from '../../lib/images';
import { categoryPicture, itemPicture } from '../../services/pictures/match';
import { hueOf, type Recipe } from '../../services/pictures/render';
import type { Database } from '../schema';
import { MODULE_PICTURES, STORE_PICTURES, type EmojiName, type Picture } from './pictures-data';

/** A picture to have: where it is served and how it is drawn (drawn only when missing). */
export interface WantedPicture {
  folder: ImageFolder;
  file: string;
  recipe: () => Recipe;
}

/** Asks for the picture `folder/file` (nothing when the row names none). */
export type Want = (folder: ImageFolder, file: string | null | undefined, recipe: () => Recipe) => void;

export const distinct = <T>(list: readonly (T | undefined)[]): T[] => [
  ...new Set(list.filter((x): x is T => x !== undefined)),
];

/** A JSON setting, or an empty object when it is missing or unreadable. */
export async function setting<T>(db: Kysely<Database>, key: string): Promise<Partial<T>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  try {
    return row ? (JSON.parse(row.value) as Partial<T>) : {};
  } catch {
    return {};
  }
}

async function load(db: Kysely<Database>) {
  const [modules, categories, brands, stores, items] = await Promise.all([
    db.selectFrom('modules').select(['id', 'module_name', 'module_type', 'description', 'icon', 'thumbnail']).execute(),
    db.selectFrom('categories').select(['id', 'name', 'image']).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'name', 'image']).orderBy('id').execute(),
    db.selectFrom('stores').select(['id', 'name', 'logo', 'cover_photo', 'module_id']).orderBy('id').execute(),
    db
      .selectFrom('items')
      .select(['id', 'name', 'image', 'images', 'category_id', 'store_id', 'brand_id', 'discount', 'discount_type'])
      .orderBy('id')
      .execute(),
  ]);
  return { modules, categories, brands, stores, items };
}

type Rows = Awaited<ReturnType<typeof load>>;
type ModuleRow = Rows['modules'][number];
type StoreRow = Rows['stores'][number];
type ItemRow = Rows['items'][number];

/** The catalogue's rows, with what the pictures of its stores, items and modules are made of. */
export interface CatalogueView extends Rows {
  moduleById: Map<number, ModuleRow>;
  storeById: Map<number, StoreRow>;
  itemById: Map<number, ItemRow>;
  categoryName: Map<number, string>;
  /** What each item shows (by item id). */
  pictureOfItem: Map<number, Picture>;
  /** A module's illustrations (a store-less fallback for an unknown module). */
  moduleScene(moduleId: number | undefined): readonly EmojiName[];
  /** A module's colour. */
  moduleHue(moduleId: number | undefined): number;
  /** A store's items' illustrations, distinct, in item order. */
  storeEmojis(storeId: number): EmojiName[];
  /** A store's leaf categories, in item order. */
  storeLeaves(storeId: number): string[];
  /** A store's logo: its own entry, else its first item's category. */
  storePicture(store: { id: number; name: string }): Picture;
}

export async function catalogueView(db: Kysely<Database>): Promise<CatalogueView> {
  const rows = await load(db);
  const moduleById = new Map(rows.modules.map((m) => [m.id, m]));
  const categoryName = new Map(rows.categories.map((c) => [c.id, c.name]));
  const pictureOfItem = new Map(
    rows.items.map((it) => [it.id, itemPicture(it.name, categoryName.get(it.category_id))]),
  );
  const storeItems = new Map<number, ItemRow[]>();
  for (const it of rows.items) {
    const list = storeItems.get(it.store_id) ?? [];
    list.push(it);
    storeItems.set(it.store_id, list);
  }
  const moduleOf = (moduleId: number | undefined) => MODULE_PICTURES[moduleById.get(moduleId ?? -1)?.module_type ?? ''];
  const leafOf = (it: ItemRow | undefined) => (it ? categoryName.get(it.category_id) : undefined);
  return {
    ...rows,
    moduleById,
    storeById: new Map(rows.stores.map((s) => [s.id, s])),
    itemById: new Map(rows.items.map((it) => [it.id, it])),
    categoryName,
    pictureOfItem,
    moduleScene: (moduleId) => moduleOf(moduleId)?.scene ?? ['shoppingBags', 'gift', 'package'],
    moduleHue: (moduleId) => moduleOf(moduleId)?.hue ?? hueOf(moduleById.get(moduleId ?? -1)?.module_name ?? ''),
    storeEmojis: (storeId) => distinct((storeItems.get(storeId) ?? []).map((it) => pictureOfItem.get(it.id)?.[0])),
    storeLeaves: (storeId) => distinct((storeItems.get(storeId) ?? []).map(leafOf)),
    storePicture: (store) => STORE_PICTURES[store.name] ?? categoryPicture(leafOf(storeItems.get(store.id)?.[0])),
  };
}

import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../schema';
import { containsText } from './like';
import { NO_RUNNING_PRICES, paidPrice, type RunningPrices } from './paid-price';

export type ItemRow = Selectable<Database['items']>;
export type StoreRow = Selectable<Database['stores']>;
export type ScheduleRow = Selectable<Database['store_schedules']>;
export type AddOnRow = Selectable<Database['add_ons']>;
export type CategoryRow = Selectable<Database['categories']>;
export type ModuleRow = Selectable<Database['modules']>;
export type ZoneRow = Selectable<Database['zones']>;
export type BannerRow = Selectable<Database['banners']>;
export type BrandRow = Selectable<Database['brands']>;
export type CampaignRow = Selectable<Database['campaigns']>;

type Db = Kysely<Database>;

// ---------- modules and zones ----------

export const listModules = (db: Db) =>
  db.selectFrom('modules').selectAll().where('status', '=', 1).orderBy('id').execute();

export const getModule = (db: Db, id: number) =>
  db.selectFrom('modules').selectAll().where('id', '=', id).executeTakeFirst();

export const listModuleZones = (db: Db) => db.selectFrom('module_zones').selectAll().execute();

export const listZones = (db: Db) => db.selectFrom('zones').selectAll().where('status', '=', 1).orderBy('id').execute();

export const storeCountsByModule = (db: Db) =>
  db
    .selectFrom('stores')
    .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('active', '=', 1)
    .groupBy('module_id')
    .execute();

// ---------- stores ----------

export interface StoreFilter {
  moduleId?: number;
  zoneIds?: number[];
  ids?: number[];
  name?: string;
  featured?: boolean;
  takeAway?: boolean;
  delivery?: boolean;
  veg?: boolean;
  nonVeg?: boolean;
  minRating?: number;
  /** Stores that sell items in any of these categories. */
  categoryIds?: number[];
}

/** Active stores matching the filter (small enough to sort and page in memory). */
export function findStores(db: Db, f: StoreFilter): Promise<StoreRow[]> {
  let q = db.selectFrom('stores').selectAll().where('active', '=', 1);
  if (f.moduleId !== undefined) q = q.where('module_id', '=', f.moduleId);
  if (f.zoneIds && f.zoneIds.length > 0) q = q.where('zone_id', 'in', f.zoneIds);
  if (f.ids) q = f.ids.length > 0 ? q.where('id', 'in', f.ids) : q.where('id', '=', -1);
  if (f.featured) q = q.where('featured', '=', 1);
  if (f.takeAway) q = q.where('take_away', '=', 1);
  if (f.delivery) q = q.where('delivery', '=', 1);
  if (f.veg) q = q.where('veg', '=', 1);
  if (f.nonVeg) q = q.where('non_veg', '=', 1);
  if (f.minRating !== undefined) q = q.where('avg_rating', '>=', f.minRating);
  for (const word of words(f.name)) q = q.where(containsText('name', word));
  const categoryIds = f.categoryIds ?? [];
  if (categoryIds.length > 0) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('items')
          .innerJoin('item_categories', 'item_categories.item_id', 'items.id')
          .select('items.id')
          .whereRef('items.store_id', '=', 'stores.id')
          .where('item_categories.category_id', 'in', categoryIds),
      ),
    );
  }
  return q.orderBy('id').execute();
}

export function getStoreByIdOrSlug(db: Db, key: string): Promise<StoreRow | undefined> {
  const q = db.selectFrom('stores').selectAll().where('active', '=', 1);
  return /^\d+$/.test(key)
    ? q.where('id', '=', Number(key)).executeTakeFirst()
    : q.where('slug', '=', key).executeTakeFirst();
}

export const storesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as StoreRow[])
    : db.selectFrom('stores').selectAll().where('id', 'in', ids).execute();

export const schedulesByStoreIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ScheduleRow[])
    : db.selectFrom('store_schedules').selectAll().where('store_id', 'in', ids).orderBy('day').execute();

export const itemCountsByStore = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as { store_id: number; n: number }[])
    : db
        .selectFrom('items')
        .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('store_id', 'in', ids)
        .where('status', '=', 1)
        .groupBy('store_id')
        .execute();

export const storeCategoryIds = (db: Db, storeId: number) =>
  db
    .selectFrom('items')
    .innerJoin('item_categories', 'item_categories.item_id', 'items.id')
    .innerJoin('categories', 'categories.id', 'item_categories.category_id')
    .select(['categories.id', 'categories.name', 'categories.image', 'categories.parent_id'])
    .where('items.store_id', '=', storeId)
    .where('items.status', '=', 1)
    .distinct()
    .orderBy('categories.id')
    .execute();

// ---------- items ----------

export interface ItemFilter {
  moduleId: number;
  zoneIds?: number[];
  storeId?: number;
  ids?: number[];
  categoryIds?: number[];
  brandIds?: number[];
  name?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  /** Only discounted items; stores with a running discount count as discounted. */
  discountedStoreIds?: number[];
  veg?: 0 | 1;
  recommended?: boolean;
  createdAfter?: string;
  minRatingCount?: number;
}

export type ItemSort =
  'latest' | 'popular' | 'rating' | 'reviews' | 'price_asc' | 'price_desc' | 'name_asc' | 'name_desc' | 'default';

/** A search's words (at most eight): a name matches when it contains each of them. */
function words(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** The items an item list shows for the filter: active items of active stores of the module (in its zones). */
export function itemWhere(f: ItemFilter) {
  return (eb: ExpressionBuilder<Database, 'items' | 'stores'>): Expression<SqlBool> => {
    const c: Expression<SqlBool>[] = [
      eb('items.status', '=', 1),
      eb('stores.active', '=', 1),
      eb('items.module_id', '=', f.moduleId),
    ];
    if (f.zoneIds && f.zoneIds.length > 0) c.push(eb('stores.zone_id', 'in', f.zoneIds));
    if (f.storeId !== undefined) c.push(eb('items.store_id', '=', f.storeId));
    if (f.ids) c.push(f.ids.length > 0 ? eb('items.id', 'in', f.ids) : eb('items.id', '=', -1));
    const categoryIds = f.categoryIds ?? [];
    if (categoryIds.length > 0) {
      c.push(
        eb.exists(
          eb
            .selectFrom('item_categories')
            .select('item_categories.item_id')
            .whereRef('item_categories.item_id', '=', 'items.id')
            .where('item_categories.category_id', 'in', categoryIds),
        ),
      );
    }
    if (f.brandIds && f.brandIds.length > 0) c.push(eb('items.brand_id', 'in', f.brandIds));
    for (const word of words(f.name)) c.push(containsText('items.name', word));
    if (f.minPrice !== undefined) c.push(eb('items.price', '>=', f.minPrice));
    if (f.maxPrice !== undefined) c.push(eb('items.price', '<=', f.maxPrice));
    if (f.minRating !== undefined) c.push(eb('items.avg_rating', '>=', f.minRating));
    if (f.minRatingCount !== undefined) c.push(eb('items.rating_count', '>=', f.minRatingCount));
    if (f.discountedStoreIds) {
      const storeIds = f.discountedStoreIds;
      c.push(
        storeIds.length > 0
          ? eb.or([eb('items.discount', '>', 0), eb('items.store_id', 'in', storeIds)])
          : eb('items.discount', '>', 0),
      );
    }
    if (f.veg !== undefined) c.push(eb('items.veg', '=', f.veg));
    if (f.recommended) c.push(eb('items.recommended', '=', 1));
    if (f.createdAfter) c.push(eb('items.created_at', '>=', f.createdAfter));
    return eb.and(c);
  };
}

/**
 * One page of matching items and the count of all matches. Price sorts order by the price paid
 * (`running`: the store-wide discounts and flash prices running now), not the struck-out price.
 */
export async function findItems(
  db: Db,
  f: ItemFilter,
  sort: ItemSort,
  page: { offset: number; limit: number },
  running: RunningPrices = NO_RUNNING_PRICES,
): Promise<{ rows: ItemRow[]; total: number }> {
  const base = db.selectFrom('items').innerJoin('stores', 'stores.id', 'items.store_id').where(itemWhere(f));
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  let q = base.selectAll('items');
  switch (sort) {
    case 'latest':
      q = q.orderBy('items.created_at', 'desc');
      break;
    case 'popular':
      q = q.orderBy('items.order_count', 'desc');
      break;
    case 'rating':
      q = q.orderBy('items.avg_rating', 'desc').orderBy('items.rating_count', 'desc');
      break;
    case 'reviews':
      q = q.orderBy('items.rating_count', 'desc');
      break;
    case 'price_asc':
      q = q.orderBy(paidPrice(running), 'asc');
      break;
    case 'price_desc':
      q = q.orderBy(paidPrice(running), 'desc');
      break;
    case 'name_asc':
      q = q.orderBy('items.name', 'asc');
      break;
    case 'name_desc':
      q = q.orderBy('items.name', 'desc');
      break;
    default:
      break;
  }
  const rows = await q
    .orderBy('items.id')
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit)
    .execute();
  return { rows, total: Number(countRow?.n ?? 0) };
}

export function getItemByIdOrSlug(db: Db, key: string): Promise<ItemRow | undefined> {
  const q = db.selectFrom('items').selectAll().where('status', '=', 1);
  return /^\d+$/.test(key)
    ? q.where('id', '=', Number(key)).executeTakeFirst()
    : q.where('slug', '=', key).executeTakeFirst();
}

export const getItem = (db: Db, id: number) =>
  db.selectFrom('items').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();

export const itemsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ItemRow[])
    : db.selectFrom('items').selectAll().where('id', 'in', ids).execute();

export const addOnsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as AddOnRow[])
    : db.selectFrom('add_ons').selectAll().where('id', 'in', ids).execute();

export const itemCategoryRefs = (db: Db, itemIds: number[]) =>
  itemIds.length === 0
    ? Promise.resolve([] as { item_id: number; category_id: number; position: number; name: string }[])
    : db
        .selectFrom('item_categories')
        .innerJoin('categories', 'categories.id', 'item_categories.category_id')
        .select([
          'item_categories.item_id',
          'item_categories.category_id',
          'item_categories.position',
          'categories.name',
        ])
        .where('item_categories.item_id', 'in', itemIds)
        .orderBy('item_categories.position')
        .execute();

// ---------- categories, brands, banners, campaigns ----------

export function listCategories(db: Db, f: { moduleId?: number; parentId: number }) {
  let q = db.selectFrom('categories').selectAll().where('status', '=', 1).where('parent_id', '=', f.parentId);
  if (f.moduleId !== undefined) q = q.where('module_id', '=', f.moduleId);
  return q.orderBy('priority').orderBy('id').execute();
}

export const getCategory = (db: Db, id: number) =>
  db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

export const categoriesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as CategoryRow[])
    : db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();

export const childCategories = (db: Db, parentIds: number[]) =>
  parentIds.length === 0
    ? Promise.resolve([] as CategoryRow[])
    : db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', 'in', parentIds)
        .where('status', '=', 1)
        .orderBy('id')
        .execute();

export const productCountsByCategory = (db: Db, categoryIds: number[]) =>
  categoryIds.length === 0
    ? Promise.resolve([] as { category_id: number; n: number }[])
    : db
        .selectFrom('item_categories')
        .innerJoin('items', 'items.id', 'item_categories.item_id')
        .select(['item_categories.category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('item_categories.category_id', 'in', categoryIds)
        .where('items.status', '=', 1)
        .groupBy('item_categories.category_id')
        .execute();

export function listBrands(db: Db, moduleId?: number) {
  let q = db
    .selectFrom('brands')
    .leftJoin('items', (join) => join.onRef('items.brand_id', '=', 'brands.id').on('items.status', '=', 1))
    .selectAll('brands')
    .select((eb) => eb.fn.count<number>('items.id').as('items_count'))
    .where('brands.status', '=', 1)
    .groupBy('brands.id');
  if (moduleId !== undefined) q = q.where('brands.module_id', '=', moduleId);
  return q.orderBy('brands.id').execute();
}

export function listBanners(db: Db, f: { moduleId?: number; zoneIds: number[]; featured?: boolean }) {
  let q = db.selectFrom('banners').selectAll().where('status', '=', 1);
  if (f.moduleId !== undefined) q = q.where('module_id', '=', f.moduleId);
  if (f.zoneIds.length > 0) q = q.where('zone_id', 'in', f.zoneIds);
  if (f.featured) q = q.where('featured', '=', 1);
  return q.orderBy('id').execute();
}

export function runningCampaigns(db: Db, f: { moduleId?: number; today: string }) {
  let q = db
    .selectFrom('campaigns')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', f.today)
    .where('end_date', '>=', f.today);
  if (f.moduleId !== undefined) q = q.where('module_id', '=', f.moduleId);
  return q.orderBy('id').execute();
}

// ---------- settings and places ----------

export async function getSetting<T>(db: Db, key: string): Promise<T | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : null;
}

export const listPlaces = (db: Db) => db.selectFrom('places').selectAll().orderBy('id').execute();

export const getPlace = (db: Db, placeId: string) =>
  db.selectFrom('places').selectAll().where('place_id', '=', placeId).executeTakeFirst();

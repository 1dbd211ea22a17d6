// The catalogue's item lists: the listing calls, new arrivals, recommended items, set menus,
// related items and the by-name lookups.
import {
  categoriesByIds,
  findItems,
  findStores,
  type CategoryRow,
  type ItemFilter,
  type ItemRow,
  type ItemSort,
  type StoreRow,
} from '../db/queries/catalogue';
import type { AppContext } from '../lib/context';
import type { ItemListQuery, NewArrivalQuery, RecommendedQuery } from './item-query';
import { discountedStoreIds, newArrivalsSince, type FoundItems, type ItemPage, type ItemScope } from './item-search';

const SET_MENU = /platter|combo|meal|thali|bucket|family|set\b/i;

/** What a listing keeps beyond its query: only discounted items, or only the ids asked for. */
export type ListingNarrowing = 'discounted' | 'ids';

export async function listItems(
  ctx: AppContext,
  scope: ItemScope,
  q: ItemListQuery,
  sort: ItemSort,
  page: ItemPage,
  only?: ListingNarrowing,
): Promise<FoundItems> {
  const filter: ItemFilter = {
    ...scope,
    storeId: q.storeId,
    categoryIds: q.categoryIds,
    veg: q.veg,
    ...(only === 'discounted' ? { discountedStoreIds: await discountedStoreIds(ctx, scope.moduleId) } : {}),
    // Asking for no ids lists everything.
    ...(only === 'ids' && q.ids.length > 0 ? { ids: q.ids } : {}),
  };
  return findItems(ctx.db, filter, sort, page);
}

/** A page of new arrivals, and the categories of the latest hundred whatever category was asked for. */
export async function newArrivals(
  ctx: AppContext,
  scope: ItemScope,
  q: NewArrivalQuery,
  page: ItemPage,
): Promise<FoundItems & { categories: CategoryRow[] }> {
  const base: ItemFilter = { ...scope, createdAfter: newArrivalsSince(ctx.now()), veg: q.veg };
  const { rows, total } = await findItems(ctx.db, { ...base, categoryIds: q.categoryIds }, 'latest', page);
  const latest = await findItems(ctx.db, base, 'latest', { offset: 1, limit: 100 });
  const categories = await categoriesByIds(ctx.db, [...new Set(latest.rows.map((r) => r.category_id))]);
  return { rows, total, categories };
}

export const recommendedItems = (
  ctx: AppContext,
  scope: ItemScope,
  q: RecommendedQuery,
  page: ItemPage,
): Promise<FoundItems> =>
  findItems(ctx.db, { ...scope, recommended: true, storeId: q.storeId, veg: q.veg }, 'popular', page);

/** Set menus: food platters, combos and meals (items sold as a set). */
export async function setMenuItems(ctx: AppContext, scope: ItemScope): Promise<ItemRow[]> {
  const { rows } = await findItems(ctx.db, scope, 'popular', { offset: 1, limit: 1000 });
  const sets = rows.filter((r) => SET_MENU.test(r.name) || (JSON.parse(r.food_variations) as unknown[]).length >= 2);
  return sets.slice(0, 20);
}

// One more than is shown: the item itself may be among them.
const RELATED_PAGE = { offset: 1, limit: 11 };
const othersThan = (item: ItemRow, rows: ItemRow[]) => rows.filter((r) => r.id !== item.id).slice(0, 10);

/** The most popular items of the item's category in the zones. */
export async function relatedItems(ctx: AppContext, item: ItemRow, zoneIds: number[]): Promise<ItemRow[]> {
  const filter = { moduleId: item.module_id, zoneIds, categoryIds: [item.category_id] };
  return othersThan(item, (await findItems(ctx.db, filter, 'popular', RELATED_PAGE)).rows);
}

/** The most popular items of the item's store. */
export async function sameStoreItems(ctx: AppContext, item: ItemRow): Promise<ItemRow[]> {
  const filter = { moduleId: item.module_id, storeId: item.store_id };
  return othersThan(item, (await findItems(ctx.db, filter, 'popular', RELATED_PAGE)).rows);
}

/** The ten most popular items and the first `storeCount` stores whose names match. */
export async function itemsAndStoresNamed(
  ctx: AppContext,
  scope: ItemScope,
  name: string,
  storeCount: number,
): Promise<{ items: ItemRow[]; stores: StoreRow[] }> {
  const { rows } = await findItems(ctx.db, { ...scope, name }, 'popular', { offset: 1, limit: 10 });
  const stores = (await findStores(ctx.db, { ...scope, name })).slice(0, storeCount);
  return { items: rows, stores };
}

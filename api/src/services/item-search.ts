// The item search: the filter and sort its query asks for, price sorts ordered by the price paid.
import {
  findItems,
  findStores,
  type ItemFilter,
  type ItemRow,
  type ItemSort,
  type StoreFilter,
  type StoreRow,
} from '../db/queries/catalogue';
import type { RunningPrices } from '../db/queries/paid-price';
import { discounted } from './cart-pricing';
import { flashPrices, flashSaleItemIds } from './special-prices';
import type { AppContext } from '../lib/context';
import { runningStoreDiscount, storeDiscountPercent } from '../serializers/catalogue';
import type { ItemSearchQuery } from './item-query';

/** The module and delivery zones a call reads items in. */
export interface ItemScope {
  moduleId: number;
  zoneIds: number[];
}

export interface ItemPage {
  offset: number;
  limit: number;
}

export type FoundItems = { rows: ItemRow[]; total: number };

/** How long an item counts as a new arrival. */
export const NEW_ARRIVAL_DAYS = 30;

/** The oldest creation time that still counts as a new arrival. */
export const newArrivalsSince = (now: Date): string =>
  new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000).toISOString();

/**
 * The search's sort values (lower case). The spec's three: high2Low is price high to low, low is
 * price low to high, high is the highest rated first; prices are the prices paid.
 */
const SORTS: Record<string, ItemSort> = {
  high2low: 'price_desc',
  high: 'rating',
  price_high: 'price_desc',
  low: 'price_asc',
  low2high: 'price_asc',
  price_low: 'price_asc',
  a_to_z: 'name_asc',
  atoz: 'name_asc',
  z_to_a: 'name_desc',
  ztoa: 'name_desc',
  top_rated: 'rating',
  rating: 'rating',
  popular: 'popular',
  new_arrival: 'latest',
  new_arrivals: 'latest',
  latest: 'latest',
};

const isPriceSort = (sort: ItemSort) => sort === 'price_asc' || sort === 'price_desc';

type SearchFlags = Pick<ItemSearchQuery, 'flags'>;
const hasFlag = (q: SearchFlags, flag: string) => q.flags.includes(flag);

/** Ids of stores whose store-wide discount runs now (their items count as discounted). */
export async function discountedStoreIds(ctx: AppContext, moduleId: number): Promise<number[]> {
  const now = ctx.now();
  return (await findStores(ctx.db, { moduleId })).filter((s) => runningStoreDiscount(s, now) !== null).map((s) => s.id);
}

/**
 * What the price paid depends on in the module now (store-wide percents, flash prices with units
 * left): a price sort orders by the price paid, by the one price rule.
 */
export async function runningPrices(ctx: AppContext, moduleId: number): Promise<RunningPrices> {
  const now = ctx.now();
  const stores = await findStores(ctx.db, { moduleId });
  const storePercents = new Map(
    stores.map((s) => [s.id, storeDiscountPercent(s, now)] as const).filter(([, percent]) => percent > 0),
  );
  const offers = await flashPrices(ctx, await flashSaleItemIds(ctx.db, moduleId, now));
  const flashPaid = new Map(
    [...offers].map(([itemId, offer]) => [itemId, discounted(offer.special.price, offer.special, 0)] as const),
  );
  return { storePercents, flashPaid };
}

/** The first sort flag the search knows, else by popularity when it names something. */
export function itemSearchSort(q: Pick<ItemSearchQuery, 'flags' | 'name'>): ItemSort {
  const sortFlag = q.flags.find((f) => SORTS[f] !== undefined);
  return sortFlag ? (SORTS[sortFlag] ?? 'default') : q.name ? 'popular' : 'default';
}

export const wantsDiscounted = (q: Pick<ItemSearchQuery, 'flags' | 'dataType'>): boolean =>
  q.dataType === 'discounted' || hasFlag(q, 'discounted') || hasFlag(q, 'discount');

/** The search's item filter, less the discounted-only part (that one needs the stores). */
export function itemSearchFilter(scope: ItemScope, q: ItemSearchQuery, now: Date): ItemFilter {
  const veg = hasFlag(q, 'veg');
  const nonVeg = hasFlag(q, 'non_veg');
  return {
    ...scope,
    name: q.name,
    categoryIds: q.categoryIds,
    brandIds: q.brandIds,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minRating: q.minRating,
    veg: veg && !nonVeg ? 1 : nonVeg && !veg ? 0 : undefined,
    ...(hasFlag(q, 'new_arrivals') || hasFlag(q, 'new_arrival') ? { createdAfter: newArrivalsSince(now) } : {}),
  };
}

/** One page of the items the search matches. */
export async function searchItems(
  ctx: AppContext,
  scope: ItemScope,
  q: ItemSearchQuery,
  page: ItemPage,
): Promise<FoundItems> {
  const filter: ItemFilter = {
    ...itemSearchFilter(scope, q, ctx.now()),
    ...(wantsDiscounted(q) ? { discountedStoreIds: await discountedStoreIds(ctx, scope.moduleId) } : {}),
  };
  const sort = itemSearchSort(q);
  const running = isPriceSort(sort) ? await runningPrices(ctx, scope.moduleId) : undefined;
  return findItems(ctx.db, filter, sort, page, running);
}

export function storeSearchFilter(scope: ItemScope, q: ItemSearchQuery): StoreFilter {
  return {
    ...scope,
    name: q.name,
    minRating: q.minRating,
    veg: hasFlag(q, 'veg'),
    nonVeg: hasFlag(q, 'non_veg'),
    takeAway: hasFlag(q, 'take_away'),
    categoryIds: q.storeCategoryIds,
  };
}

export const storeSearchSort = (q: SearchFlags): 'top_rated' | 'popular' | 'default' =>
  hasFlag(q, 'top_rated') ? 'top_rated' : hasFlag(q, 'popular') ? 'popular' : 'default';

/** All the stores the search matches (the caller sorts and pages them). */
export const searchStores = (ctx: AppContext, scope: ItemScope, q: ItemSearchQuery): Promise<StoreRow[]> =>
  findStores(ctx.db, storeSearchFilter(scope, q));

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '../../../shared/src/contract/common';
import type {
  ItemDetailsSchema,
  ItemListResponseSchema,
  ItemOrStoreSearchResponseSchema,
  ItemSchema,
  SuggestedItemsResponseSchema,
  NewArrivalResponseSchema,
  RecommendedItemsResponseSchema,
  SearchSuggestionResponseSchema,
} from '../../../shared/src/contract/item';
import type { ItemRatingSchema, ItemReviewListResponseSchema } from '../../../shared/src/contract/review';

type ItemDetails = Wire<typeof ItemDetailsSchema>;
type ItemListResponse = Wire<typeof ItemListResponseSchema>;
type NewArrivalResponse = Wire<typeof NewArrivalResponseSchema>;
type RecommendedItemsResponse = Wire<typeof RecommendedItemsResponseSchema>;
type SearchSuggestionResponse = Wire<typeof SearchSuggestionResponseSchema>;
type Item = Wire<typeof ItemSchema>;
type SuggestedItemsResponse = Wire<typeof SuggestedItemsResponseSchema>;
type ItemOrStoreSearchResponse = Wire<typeof ItemOrStoreSearchResponseSchema>;
type ItemReviewListResponse = Wire<typeof ItemReviewListResponseSchema>;
type ItemRating = Wire<typeof ItemRatingSchema>;
import {
  categoriesByIds,
  findItems,
  findStores,
  getItemByIdOrSlug,
  storesByIds,
  type ItemFilter,
  type ItemSort,
  type StorePercents,
} from '../db/queries/catalogue';
import type { UserRow } from '../db/queries/users';
import { optionalUser, requireUser } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { optionalModule, requireModule } from '../lib/module';
import { idList, pageOf, queryOf, requestPoint, stringList, zoneIdsOf } from '../lib/request';
import { runningStoreDiscount, serializeItems, serializeStores, storeDiscountPercent } from '../serializers/catalogue';
import { reviewRows, reviewsToWire } from '../serializers/reviews';
import { sortStores } from './stores';

const SET_MENU = /platter|combo|meal|thali|bucket|family|set\b/i;

const NEW_ARRIVAL_DAYS = 30;

const vegOf = (type: unknown): 0 | 1 | undefined => (type === 'veg' ? 1 : type === 'non_veg' ? 0 : undefined);

const numberOr = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Ids of stores whose store-wide discount runs now (their items count as discounted). */
async function discountedStoreIds(ctx: AppContext, moduleId: number): Promise<number[]> {
  const now = ctx.now();
  return (await findStores(ctx.db, { moduleId })).filter((s) => runningStoreDiscount(s, now) !== null).map((s) => s.id);
}

/** The store-wide percents running now in the module, by store: a price sort orders by the price paid. */
export async function runningStorePercents(ctx: AppContext, moduleId: number): Promise<StorePercents> {
  const now = ctx.now();
  const stores = await findStores(ctx.db, { moduleId });
  return new Map(stores.map((s) => [s.id, storeDiscountPercent(s, now)] as const).filter(([, percent]) => percent > 0));
}

const isPriceSort = (sort: ItemSort) => sort === 'price_asc' || sort === 'price_desc';

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

/** Catalogue item calls (module check). */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const list =
    (
      sort: ItemSort,
      defaultLimit: number,
      extra?: (q: Record<string, unknown>, moduleId: number) => Promise<Partial<ItemFilter>>,
    ) =>
    async (req: FastifyRequest): Promise<ItemListResponse> => {
      const module = await requireModule(req, ctx);
      const q = queryOf(req);
      const page = pageOf(q, defaultLimit);
      const filter: ItemFilter = {
        moduleId: module.id,
        zoneIds: zoneIdsOf(req),
        storeId: numberOr(q.store_id),
        categoryIds: idList(q.category_id ?? q.category_ids).filter((id) => id !== 0),
        veg: vegOf(q.type),
        ...(extra ? await extra(q, module.id) : {}),
      };
      const { rows, total } = await findItems(ctx.db, filter, sort, page);
      return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
    };

  app.get('/items/latest', list('latest', 10));
  app.get('/items/popular', list('popular', 10));
  app.get('/items/most-reviewed', list('reviews', 10));
  app.get(
    '/items/discounted',
    list('default', 15, async (_q, moduleId) => ({ discountedStoreIds: await discountedStoreIds(ctx, moduleId) })),
  );

  app.get('/items/new-arrival', async (req): Promise<NewArrivalResponse> => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const page = pageOf(q, 10);
    const since = new Date(ctx.now().getTime() - NEW_ARRIVAL_DAYS * 86_400_000).toISOString();
    const base: ItemFilter = { moduleId: module.id, zoneIds: zoneIdsOf(req), createdAfter: since, veg: vegOf(q.type) };
    const { rows, total } = await findItems(
      ctx.db,
      { ...base, categoryIds: idList(q.category_id).filter((id) => id !== 0) },
      'latest',
      page,
    );
    const all = await findItems(ctx.db, base, 'latest', { offset: 1, limit: 100 });
    const categories = await categoriesByIds(ctx.db, [...new Set(all.rows.map((r) => r.category_id))]);
    return {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      products: await serializeItems(ctx, rows),
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
    };
  });

  app.get('/items/recommended', async (req): Promise<RecommendedItemsResponse> => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const page = pageOf(q, 15);
    const { rows, total } = await findItems(
      ctx.db,
      {
        moduleId: module.id,
        zoneIds: zoneIdsOf(req),
        recommended: true,
        storeId: numberOr(q.store_id),
        veg: vegOf(q.type ?? q.filter),
      },
      'popular',
      page,
    );
    return { total_size: total, limit: page.limit, offset: page.offset, items: await serializeItems(ctx, rows) };
  });

  app.get<{ Params: { id: string } }>('/items/details/:id', async (req): Promise<ItemDetails> => {
    await requireModule(req, ctx);
    const row = await getItemByIdOrSlug(ctx.db, req.params.id);
    if (!row) throw notFound('Item not found.', 'item');
    const [item] = await serializeItems(ctx, [row]);
    const storeRows = await storesByIds(ctx.db, [row.store_id]);
    const [store] = await serializeStores(ctx, storeRows, requestPoint(req));
    if (!item) throw notFound('Item not found.', 'item');
    return { ...item, store_details: store };
  });

  app.get('/items/search', async (req) => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const page = pageOf(q, 12);
    const flags = [...stringList(q.filter), ...stringList(q.sort_by)].map((f) => f.toLowerCase());
    const dataType = typeof q.data_type === 'string' ? q.data_type : '';
    const name = typeof q.name === 'string' ? q.name.trim() : '';
    const minRating = numberOr(q.rating_count);

    if (q.list_type === 'store') {
      const point = requestPoint(req);
      const rows = await findStores(ctx.db, {
        moduleId: module.id,
        zoneIds: zoneIdsOf(req),
        name,
        minRating: minRating && minRating > 0 ? minRating : undefined,
        veg: flags.includes('veg'),
        nonVeg: flags.includes('non_veg'),
        takeAway: flags.includes('take_away'),
        categoryIds: idList(q.category_ids),
      });
      const stores = sortStores(
        await serializeStores(ctx, rows, point),
        flags.includes('top_rated') ? 'top_rated' : flags.includes('popular') ? 'popular' : 'default',
      );
      const start = (page.offset - 1) * page.limit;
      return {
        total_size: stores.length,
        limit: page.limit,
        offset: page.offset,
        stores: stores.slice(start, start + page.limit),
      };
    }

    const sortFlag = flags.find((f) => SORTS[f] !== undefined);
    const discountedOnly = dataType === 'discounted' || flags.includes('discounted') || flags.includes('discount');
    const filter: ItemFilter = {
      moduleId: module.id,
      zoneIds: zoneIdsOf(req),
      name,
      categoryIds: idList(q.category_ids ?? q.category_id),
      brandIds: idList(q.brand_ids ?? q.brand_id),
      minPrice: numberOr(q.min_price),
      maxPrice: numberOr(q.max_price),
      minRating: minRating && minRating > 0 ? minRating : undefined,
      veg:
        flags.includes('veg') && !flags.includes('non_veg')
          ? 1
          : flags.includes('non_veg') && !flags.includes('veg')
            ? 0
            : undefined,
      ...(discountedOnly ? { discountedStoreIds: await discountedStoreIds(ctx, module.id) } : {}),
      ...(flags.includes('new_arrivals') || flags.includes('new_arrival')
        ? { createdAfter: new Date(ctx.now().getTime() - NEW_ARRIVAL_DAYS * 86_400_000).toISOString() }
        : {}),
    };
    const sort = sortFlag ? (SORTS[sortFlag] ?? 'default') : name ? 'popular' : 'default';
    const { rows, total } = await findItems(
      ctx.db,
      filter,
      sort,
      page,
      isPriceSort(sort) ? await runningStorePercents(ctx, module.id) : undefined,
    );
    return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
  });

  app.get('/items/basic', list('default', 10));
  app.get(
    '/items/get-products',
    list('default', 10, async (q) => {
      const ids = idList(q.ids ?? q.product_ids ?? q.item_ids);
      return ids.length > 0 ? { ids } : {};
    }),
  );

  /** Set menus: food platters, combos and meals (items sold as a set). */
  app.get('/items/set-menu', async (req): Promise<Item[]> => {
    const module = await requireModule(req, ctx);
    const { rows } = await findItems(ctx.db, { moduleId: module.id, zoneIds: zoneIdsOf(req) }, 'popular', {
      offset: 1,
      limit: 1000,
    });
    const sets = rows.filter((r) => SET_MENU.test(r.name) || (JSON.parse(r.food_variations) as unknown[]).length >= 2);
    return serializeItems(ctx, sets.slice(0, 20));
  });

  const itemOr404 = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const module = await requireModule(req, ctx);
    const row = await getItemByIdOrSlug(ctx.db, req.params.id);
    if (!row || row.module_id !== module.id) throw notFound('Item not found.', 'item');
    return row;
  };

  app.get<{ Params: { id: string } }>('/items/related-items/:id', async (req): Promise<Item[]> => {
    const item = await itemOr404(req);
    const { rows } = await findItems(
      ctx.db,
      { moduleId: item.module_id, zoneIds: zoneIdsOf(req), categoryIds: [item.category_id] },
      'popular',
      { offset: 1, limit: 11 },
    );
    return serializeItems(ctx, rows.filter((r) => r.id !== item.id).slice(0, 10));
  });

  app.get<{ Params: { id: string } }>('/items/related-store-items/:id', async (req): Promise<Item[]> => {
    const item = await itemOr404(req);
    const { rows } = await findItems(ctx.db, { moduleId: item.module_id, storeId: item.store_id }, 'popular', {
      offset: 1,
      limit: 11,
    });
    return serializeItems(ctx, rows.filter((r) => r.id !== item.id).slice(0, 10));
  });

  app.get<{ Params: { id: string } }>('/items/reviews/:id', async (req): Promise<ItemReviewListResponse> => {
    const item = await itemOr404(req);
    const page = pageOf(queryOf(req), 10);
    const count = await ctx.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    return {
      total_size: Number(count?.n ?? 0),
      limit: page.limit,
      offset: page.offset,
      reviews: reviewsToWire(ctx, await reviewRows(ctx, { itemId: item.id }, page)),
    };
  });

  app.get<{ Params: { id: string } }>('/items/rating/:id', async (req): Promise<ItemRating> => {
    const item = await itemOr404(req);
    const rows = await ctx.db
      .selectFrom('reviews')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('item_id', '=', item.id)
      .groupBy('rating')
      .execute();
    const stars = [5, 4, 3, 2, 1].map((star) => Number(rows.find((r) => r.rating === star)?.n ?? 0));
    return {
      item_id: item.id,
      avg_rating: Math.round(item.avg_rating * 10) / 10,
      rating_count: item.rating_count,
      review_count: stars.reduce((a, b) => a + b, 0),
      rating: stars,
    };
  });

  /** Items for the customer: from the categories they like or ordered from, else the recommended ones. */
  const suggested = async (req: FastifyRequest, user: UserRow | null): Promise<SuggestedItemsResponse> => {
    // customer/* calls are exempt from the module check: without the header, the latest order's module.
    const latest = user
      ? await ctx.db
          .selectFrom('orders')
          .select('module_id')
          .where('owner_type', '=', 'user')
          .where('owner_id', '=', user.id)
          .where('store_id', 'is not', null)
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined;
    const module = user
      ? ((await optionalModule(req, ctx)) ?? { id: latest?.module_id ?? 1 })
      : await requireModule(req, ctx);
    const page = pageOf(queryOf(req), 10);
    let categoryIds: number[] = [];
    if (user) {
      categoryIds = JSON.parse(user.interest) as number[];
      const ordered = await ctx.db
        .selectFrom('order_details')
        .innerJoin('orders', 'orders.id', 'order_details.order_id')
        .innerJoin('items', 'items.id', 'order_details.item_id')
        .select('items.category_id')
        .where('orders.owner_type', '=', 'user')
        .where('orders.owner_id', '=', user.id)
        .where('orders.module_id', '=', module.id)
        .distinct()
        .execute();
      categoryIds = [...new Set([...categoryIds, ...ordered.map((o) => o.category_id)])];
    }
    const base = { moduleId: module.id, zoneIds: zoneIdsOf(req) };
    let result = await findItems(ctx.db, { ...base, categoryIds }, 'rating', page);
    if (categoryIds.length === 0 || result.total === 0) {
      result = await findItems(ctx.db, { ...base, recommended: true }, 'rating', page);
    }
    return {
      total_size: result.total,
      limit: page.limit,
      offset: page.offset,
      items: await serializeItems(ctx, result.rows),
    };
  };
  app.get('/items/suggested', async (req) => suggested(req, await optionalUser(req, ctx)));
  app.get('/customer/suggested-items', async (req) => suggested(req, await requireUser(req, ctx)));

  app.get('/items/item-or-store-search', async (req): Promise<ItemOrStoreSearchResponse> => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const name = typeof q.name === 'string' ? q.name.trim() : '';
    if (!name) return { items: [], stores: [] };
    const zoneIds = zoneIdsOf(req);
    const { rows } = await findItems(ctx.db, { moduleId: module.id, zoneIds, name }, 'popular', {
      offset: 1,
      limit: 10,
    });
    const stores = (await findStores(ctx.db, { moduleId: module.id, zoneIds, name })).slice(0, 10);
    return {
      items: await serializeItems(ctx, rows),
      stores: await serializeStores(ctx, stores, requestPoint(req)),
    };
  });

  app.get('/items/search-suggestion', async (req): Promise<SearchSuggestionResponse> => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const name = typeof q.name === 'string' ? q.name.trim() : '';
    if (!name) return { items: [], stores: [] };
    const zoneIds = zoneIdsOf(req);
    const { rows } = await findItems(ctx.db, { moduleId: module.id, zoneIds, name }, 'popular', {
      offset: 1,
      limit: 10,
    });
    const stores = (await findStores(ctx.db, { moduleId: module.id, zoneIds, name })).slice(0, 5);
    const url = ctx.env.publicUrl;
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        image_full_url: imageUrl(url, 'item', r.image),
      })),
      stores: stores.map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        logo_full_url: imageUrl(url, 'store', s.logo),
      })),
    };
  });
}

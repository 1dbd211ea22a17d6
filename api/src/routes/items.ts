import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import type {
  ItemDetailsSchema,
  ItemListResponseSchema,
  ItemOrStoreSearchResponseSchema,
  ItemSchema,
  SuggestedItemsResponseSchema,
  NewArrivalResponseSchema,
  RecommendedItemsResponseSchema,
  SearchSuggestionResponseSchema,
} from '@storefront/shared/contract/item';
import type { ItemRatingSchema, ItemReviewListResponseSchema } from '@storefront/shared/contract/review';

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
import { getItemByIdOrSlug, storesByIds, type ItemSort } from '../db/queries/catalogue';
import type { UserRow } from '../db/queries/users';
import { optionalUser, requireUser } from '../lib/auth';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { optionalModule, requireModule } from '../lib/module';
import { pageOfQuery, parseOr422, queryOf, requestPoint, slugParam, zoneIdsOf } from '../lib/request';
import { serializeItems, serializeStores } from '../serializers/catalogue';
import { reviewRows, reviewsToWire } from '../serializers/reviews';
import {
  itemsAndStoresNamed,
  listItems,
  newArrivals,
  recommendedItems,
  relatedItems,
  sameStoreItems,
  setMenuItems,
  type ListingNarrowing,
} from '../services/item-listing';
import {
  ItemListQuerySchema,
  ItemNameQuerySchema,
  ItemSearchQuerySchema,
  NewArrivalQuerySchema,
  RecommendedQuerySchema,
} from '../services/item-query';
import { itemReviewCount, itemStarCounts } from '../services/item-ratings';
import { searchItems, searchStores, storeSearchSort, type ItemScope } from '../services/item-search';
import { latestStoreOrderModule, likedCategoryIds, suggestedItems } from '../services/item-suggestions';
import { sortStores } from './stores';

/** Catalogue item calls (module check). */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const scopeOf = async (req: FastifyRequest): Promise<ItemScope> => {
    const module = await requireModule(req, ctx);
    return { moduleId: module.id, zoneIds: zoneIdsOf(req) };
  };

  const list =
    (sort: ItemSort, defaultLimit: number, only?: ListingNarrowing) =>
    async (req: FastifyRequest): Promise<ItemListResponse> => {
      const scope = await scopeOf(req);
      const q = queryOf(req);
      const page = pageOfQuery(req, defaultLimit);
      const { rows, total } = await listItems(ctx, scope, parseOr422(ItemListQuerySchema, q), sort, page, only);
      return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
    };

  app.get('/items/latest', list('latest', 10));
  app.get('/items/popular', list('popular', 10));
  app.get('/items/most-reviewed', list('reviews', 10));
  app.get('/items/discounted', list('default', 15, 'discounted'));
  app.get('/items/basic', list('default', 10));
  app.get('/items/get-products', list('default', 10, 'ids'));

  app.get('/items/new-arrival', async (req): Promise<NewArrivalResponse> => {
    const scope = await scopeOf(req);
    const q = queryOf(req);
    const page = pageOfQuery(req, 10);
    const { rows, total, categories } = await newArrivals(ctx, scope, parseOr422(NewArrivalQuerySchema, q), page);
    return {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      products: await serializeItems(ctx, rows),
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
    };
  });

  app.get('/items/recommended', async (req): Promise<RecommendedItemsResponse> => {
    const scope = await scopeOf(req);
    const q = queryOf(req);
    const page = pageOfQuery(req, 15);
    const { rows, total } = await recommendedItems(ctx, scope, parseOr422(RecommendedQuerySchema, q), page);
    return { total_size: total, limit: page.limit, offset: page.offset, items: await serializeItems(ctx, rows) };
  });

  app.get<{ Params: { id: string } }>('/items/details/:id', async (req): Promise<ItemDetails> => {
    await requireModule(req, ctx);
    const row = await getItemByIdOrSlug(ctx.db, slugParam(req));
    if (!row) throw notFound('Item not found.', 'item');
    const [item] = await serializeItems(ctx, [row]);
    const storeRows = await storesByIds(ctx.db, [row.store_id]);
    const [store] = await serializeStores(ctx, storeRows, requestPoint(req));
    if (!item) throw notFound('Item not found.', 'item');
    return { ...item, store_details: store };
  });

  app.get('/items/search', async (req) => {
    const scope = await scopeOf(req);
    const q = queryOf(req);
    const page = pageOfQuery(req, 12);
    const search = parseOr422(ItemSearchQuerySchema, q);
    if (search.stores) {
      const rows = await searchStores(ctx, scope, search);
      const stores = sortStores(await serializeStores(ctx, rows, requestPoint(req)), storeSearchSort(search));
      const start = (page.offset - 1) * page.limit;
      return {
        total_size: stores.length,
        limit: page.limit,
        offset: page.offset,
        stores: stores.slice(start, start + page.limit),
      };
    }
    const { rows, total } = await searchItems(ctx, scope, search, page);
    return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
  });

  app.get('/items/set-menu', async (req): Promise<Item[]> =>
    serializeItems(ctx, await setMenuItems(ctx, await scopeOf(req))),
  );

  const itemOr404 = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const module = await requireModule(req, ctx);
    const row = await getItemByIdOrSlug(ctx.db, slugParam(req));
    if (!row || row.module_id !== module.id) throw notFound('Item not found.', 'item');
    return row;
  };

  app.get<{ Params: { id: string } }>('/items/related-items/:id', async (req): Promise<Item[]> => {
    const item = await itemOr404(req);
    return serializeItems(ctx, await relatedItems(ctx, item, zoneIdsOf(req)));
  });

  app.get<{ Params: { id: string } }>('/items/related-store-items/:id', async (req): Promise<Item[]> => {
    const item = await itemOr404(req);
    return serializeItems(ctx, await sameStoreItems(ctx, item));
  });

  app.get<{ Params: { id: string } }>('/items/reviews/:id', async (req): Promise<ItemReviewListResponse> => {
    const item = await itemOr404(req);
    const page = pageOfQuery(req, 10);
    return {
      total_size: await itemReviewCount(ctx, item.id),
      limit: page.limit,
      offset: page.offset,
      reviews: reviewsToWire(ctx, await reviewRows(ctx, { itemId: item.id }, page)),
    };
  });

  app.get<{ Params: { id: string } }>('/items/rating/:id', async (req): Promise<ItemRating> => {
    const item = await itemOr404(req);
    const stars = await itemStarCounts(ctx, item.id);
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
    const moduleId = user
      ? ((await optionalModule(req, ctx))?.id ?? (await latestStoreOrderModule(ctx, user.id)) ?? 1)
      : (await requireModule(req, ctx)).id;
    const page = pageOfQuery(req, 10);
    const categoryIds = user ? await likedCategoryIds(ctx, user, moduleId) : [];
    const { rows, total } = await suggestedItems(ctx, { moduleId, zoneIds: zoneIdsOf(req) }, categoryIds, page);
    return { total_size: total, limit: page.limit, offset: page.offset, items: await serializeItems(ctx, rows) };
  };
  app.get('/items/suggested', async (req) => suggested(req, await optionalUser(req, ctx)));
  app.get('/customer/suggested-items', async (req) => suggested(req, await requireUser(req, ctx)));

  app.get('/items/item-or-store-search', async (req): Promise<ItemOrStoreSearchResponse> => {
    const scope = await scopeOf(req);
    const { name } = parseOr422(ItemNameQuerySchema, queryOf(req));
    if (!name) return { items: [], stores: [] };
    const { items, stores } = await itemsAndStoresNamed(ctx, scope, name, 10);
    return {
      items: await serializeItems(ctx, items),
      stores: await serializeStores(ctx, stores, requestPoint(req)),
    };
  });

  app.get('/items/search-suggestion', async (req): Promise<SearchSuggestionResponse> => {
    const scope = await scopeOf(req);
    const { name } = parseOr422(ItemNameQuerySchema, queryOf(req));
    if (!name) return { items: [], stores: [] };
    const { items, stores } = await itemsAndStoresNamed(ctx, scope, name, 5);
    const url = ctx.env.publicUrl;
    return {
      items: items.map((r) => ({
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

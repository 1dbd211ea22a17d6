import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '../../../shared/src/contract/common';
import type { StoreDetailsSchema, StoreListResponseSchema } from '../../../shared/src/contract/store';
import { findStores, getStoreByIdOrSlug, storeCategoryIds, type StoreFilter } from '../db/queries/catalogue';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { requireModule } from '../lib/module';
import { idList, pageOf, queryOf, requestPoint, zoneIdsOf } from '../lib/request';
import { runningStoreDiscount, serializeStores, type Store } from '../serializers/catalogue';

type StoreDetails = Wire<typeof StoreDetailsSchema>;
type StoreListResponse = Wire<typeof StoreListResponseSchema>;

export type StoreSort = 'default' | 'latest' | 'popular' | 'top_rated' | 'nearby';

/** Open stores first, then by the requested order. */
export function sortStores(stores: Store[], sort: StoreSort): Store[] {
  const key = (s: Store): number => {
    switch (sort) {
      case 'latest':
        return -Date.parse(s.created_at ?? '');
      case 'popular':
        return -(s.order_count ?? 0);
      case 'top_rated':
        return -Number(s.avg_rating);
      case 'nearby':
        return Number(s.distance ?? 0);
      default:
        return Number(s.id);
    }
  };
  return [...stores].sort((a, b) => Number(b.open) - Number(a.open) || key(a) - key(b) || Number(a.id) - Number(b.id));
}

const FILTER_SORTS: Record<string, StoreSort> = {
  all: 'default',
  latest: 'latest',
  newly_joined: 'latest',
  new: 'latest',
  popular: 'popular',
  top_rated: 'top_rated',
  nearby: 'nearby',
  discounted: 'default',
  featured: 'default',
};

/** Catalogue store calls; store details are public. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const listStores = async (
    req: FastifyRequest,
    filterData: string,
    defaultLimit: number,
  ): Promise<StoreListResponse> => {
    const module = await requireModule(req, ctx);
    const q = queryOf(req);
    const page = pageOf(q, defaultLimit);
    const storeType = String(q.store_type ?? 'all').replace(' ', '_');
    const type = String(q.type ?? 'all');
    const filter: StoreFilter = {
      moduleId: module.id,
      zoneIds: zoneIdsOf(req),
      featured: filterData === 'featured' || q.featured === '1',
      takeAway: storeType === 'take_away' || type === 'take_away' || type === 'takeaway',
      delivery: storeType === 'delivery',
      veg: type === 'veg',
      nonVeg: type === 'non_veg',
      name: typeof q.name === 'string' ? q.name : undefined,
      categoryIds: idList(q.category_ids ?? q.category_id),
    };
    const point = requestPoint(req);
    let stores = await serializeStores(ctx, await findStores(ctx.db, filter), point);
    if (filterData === 'discounted') stores = stores.filter((s) => s.discount);
    const sorted = sortStores(stores, FILTER_SORTS[filterData] ?? 'default');
    const start = (page.offset - 1) * page.limit;
    return {
      total_size: sorted.length,
      limit: page.limit,
      offset: page.offset,
      stores: sorted.slice(start, start + page.limit),
    };
  };

  app.get<{ Params: { filter: string } }>('/stores/get-stores/:filter', (req) =>
    listStores(req, req.params.filter, 12),
  );
  app.get('/stores/latest', (req) => listStores(req, 'latest', 12));
  app.get('/stores/popular', (req) => listStores(req, 'popular', 12));
  app.get('/stores/top-rated', (req) => listStores(req, 'top_rated', 12));
  app.get('/stores/discounted', (req) => listStores(req, 'discounted', 12));

  app.get<{ Params: { id: string } }>('/stores/details/:id', async (req): Promise<StoreDetails> => {
    const row = await getStoreByIdOrSlug(ctx.db, req.params.id);
    if (!row) throw notFound('Store not found.', 'store');
    const [store] = await serializeStores(ctx, [row], requestPoint(req));
    if (!store) throw notFound('Store not found.', 'store');
    const counts = store.rating ?? [0, 0, 0, 0, 0];
    const total = counts.reduce((a, b) => a + b, 0);
    const positive = total > 0 ? Math.round((((counts[0] ?? 0) + (counts[1] ?? 0)) / total) * 100) : 0;
    const categories = (await storeCategoryIds(ctx.db, row.id)).filter((c) => c.parent_id === 0);
    return {
      ...store,
      discount: runningStoreDiscount(row, ctx.now()),
      positive_rating: positive,
      category_ids: categories.map((c) => c.id),
      category_details: categories.map((c) => ({
        id: c.id,
        name: c.name,
        image_full_url: imageUrl(ctx.env.publicUrl, 'category', c.image),
      })),
    };
  });
}

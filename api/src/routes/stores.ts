import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Wire } from '@storefront/shared/contract/common';
import type { StoreDetailsSchema, StoreListResponseSchema } from '@storefront/shared/contract/store';
import type { StoreScheduleSlotsSchema } from '@storefront/shared/contract/schedule-slots';
import type { ItemListResponseSchema } from '@storefront/shared/contract/item';
import type { ItemReviewSchema } from '@storefront/shared/contract/review';
import {
  findItems,
  findStores,
  getSetting,
  getStoreByIdOrSlug,
  schedulesByStoreIds,
  storeCategoryIds,
  type StoreFilter,
} from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';
import { scheduleAtText, scheduleSlots, slotMinutesOf, takesScheduledOrders } from '../services/store-hours';
import { reviewRows, reviewsToWire } from '../serializers/reviews';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { requireModule } from '../lib/module';
import {
  blankToMissing,
  choiceField,
  idListField,
  optionalField,
  pageOfQuery,
  parseQuery,
  requestPoint,
  slugField,
  slugParam,
  zoneIdsOf,
} from '../lib/request';
import { runningStoreDiscount, serializeItems, serializeStores, type Store } from '../serializers/catalogue';

type StoreDetails = Wire<typeof StoreDetailsSchema>;
type StoreListResponse = Wire<typeof StoreListResponseSchema>;
type StoreScheduleSlots = Wire<typeof StoreScheduleSlotsSchema>;
type ItemListResponse = Wire<typeof ItemListResponseSchema>;
type ItemReview = Wire<typeof ItemReviewSchema>;

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
  recommended: 'top_rated',
  top_offer: 'nearby',
};

/** The store lists' filters; an absent one keeps its default ('all', no name). */
const StoreListQuery = z.object({
  // 'take away' is read as take_away, as the storefront's delivery-type filter sends it.
  store_type: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(' ', '_') : v),
    choiceField('store type', ['all', 'delivery', 'take_away'], 'all'),
  ),
  type: choiceField('type', ['all', 'veg', 'non_veg', 'take_away', 'takeaway', 'delivery'], 'all'),
  featured: choiceField('featured', ['0', '1'], '0'),
  name: z.preprocess(
    blankToMissing,
    z.string().max(255, 'The name may not be greater than 255 characters.').optional(),
  ),
  // Read from either key, category_ids first (the storefront sends "[id]").
  category_ids: optionalField(idListField('category ids')),
  category_id: optionalField(idListField('category id')),
  // The ids get-data keeps (store_ids, or ids).
  store_ids: optionalField(idListField('store ids')),
  ids: optionalField(idListField('ids')),
});

/** The store whose reviews are read, by id or slug; absent is answered "Store not found.". */
const StoreReviewsQuery = z.object({ store_id: optionalField(slugField('store id')) });

/** Catalogue store calls; store details are public. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const listStores = async (
    req: FastifyRequest,
    filterData: string,
    defaultLimit: number,
  ): Promise<StoreListResponse> => {
    const module = await requireModule(req, ctx);
    const page = pageOfQuery(req, defaultLimit);
    const q = parseQuery(req, StoreListQuery);
    const { store_type: storeType, type, featured, name } = q;
    const filter: StoreFilter = {
      moduleId: module.id,
      zoneIds: zoneIdsOf(req),
      featured: filterData === 'featured' || featured === '1',
      takeAway: storeType === 'take_away' || type === 'take_away' || type === 'takeaway',
      delivery: storeType === 'delivery',
      veg: type === 'veg',
      nonVeg: type === 'non_veg',
      name,
      categoryIds: q.category_ids ?? q.category_id ?? [],
    };
    const point = requestPoint(req);
    let stores = await serializeStores(ctx, await findStores(ctx.db, filter), point);
    if (filterData === 'discounted') stores = stores.filter((s) => s.discount);
    if (filterData === 'top_offer') stores = stores.filter((s) => s.discount || s.free_delivery);
    if (filterData === 'by_ids') {
      const ids = q.store_ids ?? q.ids ?? [];
      if (ids.length > 0) stores = stores.filter((s) => ids.includes(Number(s.id)));
    }
    if (filterData === 'recommended') stores = stores.filter((s) => s.featured === 1 || Number(s.avg_rating) >= 4.5);
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
    listStores(req, slugParam(req, 'filter'), 12),
  );
  app.get('/stores/latest', (req) => listStores(req, 'latest', 12));
  app.get('/stores/popular', (req) => listStores(req, 'popular', 12));
  app.get('/stores/top-rated', (req) => listStores(req, 'top_rated', 12));
  app.get('/stores/discounted', (req) => listStores(req, 'discounted', 12));
  app.get('/stores/search', (req) => listStores(req, 'all', 12));
  app.get('/stores/recommended', (req) => listStores(req, 'recommended', 12));
  app.get('/stores/top-offer-near-me', (req) => listStores(req, 'top_offer', 12));
  app.get('/stores/get-data', (req) => listStores(req, 'by_ids', 12));

  app.get<{ Params: { id: string } }>('/stores/popular-items/:id', async (req): Promise<ItemListResponse> => {
    const module = await requireModule(req, ctx);
    const store = await getStoreByIdOrSlug(ctx.db, slugParam(req));
    if (!store || store.module_id !== module.id) throw notFound('Store not found.', 'store');
    const page = pageOfQuery(req, 10);
    const { rows, total } = await findItems(ctx.db, { moduleId: module.id, storeId: store.id }, 'popular', page);
    return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
  });

  app.get('/stores/reviews', async (req): Promise<ItemReview[]> => {
    await requireModule(req, ctx);
    const { store_id } = parseQuery(req, StoreReviewsQuery);
    const store = store_id ? await getStoreByIdOrSlug(ctx.db, store_id) : undefined;
    if (!store) throw notFound('Store not found.', 'store_id');
    return reviewsToWire(ctx, await reviewRows(ctx, { storeId: store.id }, { offset: 1, limit: 100 }));
  });

  // Not kept by the catalogue cache: the slots start after now, and checkout offers them as they are.
  app.get<{ Params: { id: string } }>('/stores/schedule-slots/:id', async (req): Promise<StoreScheduleSlots> => {
    const store = await getStoreByIdOrSlug(ctx.db, slugParam(req));
    if (!store) throw notFound('Store not found.', 'store');
    const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
    if (!settings) throw notFound('Configuration not found.');
    const hours = await schedulesByStoreIds(ctx.db, [store.id]);
    const minutes = slotMinutesOf(settings);
    const scheduled = store.active === 1 && takesScheduledOrders(store, settings, hours);
    return {
      store_id: store.id,
      schedule_order: scheduled,
      slot_minutes: minutes,
      slots: scheduled
        ? scheduleSlots(hours, ctx.now(), minutes).map((slot) => ({
            schedule_at: scheduleAtText(slot.start),
            start: slot.start.toISOString(),
            end: slot.end.toISOString(),
          }))
        : [],
    };
  });

  app.get<{ Params: { id: string } }>('/stores/details/:id', async (req): Promise<StoreDetails> => {
    const row = await getStoreByIdOrSlug(ctx.db, slugParam(req));
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

import type { FastifyInstance } from 'fastify';
import type { CombinedDataSchema } from '@storefront/shared/contract/combined-data';
import type { Wire } from '@storefront/shared/contract/common';
import { findItems, findStores, listCategories } from '../db/queries/catalogue';
import { requireModule } from '../lib/module';
import { requestPoint, zoneIdsOf } from '../lib/request';
import { serializeItems, serializeStores } from '../serializers/catalogue';
import { sortStores } from './stores';
import { bannersReply, categoriesToWire } from './taxonomy';

type CombinedData = Wire<typeof CombinedDataSchema>;

/** The module home's first screen in one call, from the same queries as the single calls. */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/get-combined-data', async (req): Promise<CombinedData> => {
    const module = await requireModule(req, ctx);
    const zoneIds = zoneIdsOf(req);
    const base = { moduleId: module.id, zoneIds };
    const first = (n: number) => ({ offset: 1, limit: n });
    const [banners, categories, storeRows, popular, reviewed, recommended] = await Promise.all([
      bannersReply(ctx, module.id, zoneIds),
      listCategories(ctx.db, { moduleId: module.id, parentId: 0 }),
      findStores(ctx.db, base),
      findItems(ctx.db, base, 'popular', first(10)),
      findItems(ctx.db, base, 'reviews', first(10)),
      findItems(ctx.db, { ...base, recommended: true }, 'popular', first(15)),
    ]);
    const stores = await serializeStores(ctx, storeRows, requestPoint(req));
    return {
      banners,
      categories: await categoriesToWire(ctx, categories),
      popular_stores: sortStores(stores, 'popular').slice(0, 12),
      latest_stores: sortStores(stores, 'latest').slice(0, 12),
      popular_items: await serializeItems(ctx, popular.rows),
      best_reviewed_items: await serializeItems(ctx, reviewed.rows),
      recommended_items: await serializeItems(ctx, recommended.rows),
    };
  });
}

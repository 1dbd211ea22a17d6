import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BannerSchema, BannersResponseSchema } from '@storefront/shared/contract/banner';
import type { BrandSchema } from '@storefront/shared/contract/brand';
import type { CategorySchema, FeaturedCategoryItemsResponseSchema } from '@storefront/shared/contract/category';
import type { ItemListResponseSchema } from '@storefront/shared/contract/item';
import type { StoreListResponseSchema } from '@storefront/shared/contract/store';
import type { Wire } from '@storefront/shared/contract/common';

type Banner = Wire<typeof BannerSchema>;
type BannersResponse = Wire<typeof BannersResponseSchema>;
type Brand = Wire<typeof BrandSchema>;
type Category = Wire<typeof CategorySchema>;
type FeaturedCategoryItemsResponse = Wire<typeof FeaturedCategoryItemsResponseSchema>;
type ItemListResponse = Wire<typeof ItemListResponseSchema>;
type StoreListResponse = Wire<typeof StoreListResponseSchema>;
import {
  childCategories,
  findItems,
  findStores,
  getCategory,
  getStoreByIdOrSlug,
  itemsByIds,
  listBanners,
  listBrands,
  listCategories,
  productCountsByCategory,
  runningCampaigns,
  storesByIds,
  type BannerRow,
  type CategoryRow,
} from '../db/queries/catalogue';
import { campaignStoresOnOffer } from '../db/queries/promotions';
import { orderCountsByCategory } from '../db/queries/category-orders';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { optionalModule, requireModule } from '../lib/module';
import {
  choiceField,
  idListField,
  idParam,
  optionalField,
  pageOfQuery,
  parseQuery,
  slugParam,
  requestPoint,
  zoneIdsOf,
} from '../lib/request';
import { serializeItems, serializeStores, today } from '../serializers/catalogue';
import { runningPrices } from '../services/item-search';
import { sortStores } from './stores';

export async function categoriesToWire(ctx: AppContext, rows: CategoryRow[]): Promise<Category[]> {
  const ids = rows.map((r) => r.id);
  const [children, counts] = await Promise.all([childCategories(ctx.db, ids), productCountsByCategory(ctx.db, ids)]);
  return rows.map((c) => {
    const childes = children.filter((ch) => ch.parent_id === c.id);
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      image: c.image,
      image_full_url: imageUrl(ctx.env.publicUrl, 'category', c.image),
      parent_id: c.parent_id,
      position: c.position,
      priority: c.priority,
      module_id: c.module_id,
      status: c.status,
      featured: c.featured,
      products_count: Number(counts.find((n) => n.category_id === c.id)?.n ?? 0),
      childes_count: childes.length,
      childes: childes.map((ch) => ({ id: ch.id, name: ch.name, slug: ch.slug, parent_id: ch.parent_id })),
    };
  });
}

/** Banners in the wire shape; store and item banners whose target is gone are left out. */
export async function bannersToWire(ctx: AppContext, rows: BannerRow[]): Promise<Banner[]> {
  const url = ctx.env.publicUrl;
  const storeIds = rows.filter((b) => b.type === 'store_wise' && b.data).map((b) => b.data as number);
  const itemIds = rows.filter((b) => b.type === 'item_wise' && b.data).map((b) => b.data as number);
  const [stores, items] = await Promise.all([storesByIds(ctx.db, storeIds), itemsByIds(ctx.db, itemIds)]);
  return rows.flatMap((b): Banner[] => {
    const store = b.type === 'store_wise' ? stores.find((s) => s.id === b.data) : undefined;
    const item = b.type === 'item_wise' ? items.find((i) => i.id === b.data) : undefined;
    if ((b.type === 'store_wise' && !store) || (b.type === 'item_wise' && !item)) return [];
    return [
      {
        id: b.id,
        title: b.title,
        type: b.type as Banner['type'],
        image: b.image,
        image_full_url: imageUrl(url, 'banner', b.image),
        link: b.link,
        module_id: b.module_id,
        zone_id: b.zone_id,
        featured: b.featured === 1,
        store: store
          ? { id: store.id, slug: store.slug, name: store.name, zone_id: store.zone_id, module_id: store.module_id }
          : null,
        item: item
          ? {
              id: item.id,
              slug: item.slug,
              name: item.name,
              image: item.image,
              image_full_url: imageUrl(url, 'item', item.image),
            }
          : null,
      },
    ];
  });
}

/** GET /banners: the module's banners (the featured ones without a module) and its running campaigns. */
export async function bannersReply(
  ctx: AppContext,
  moduleId: number | undefined,
  zoneIds: number[],
): Promise<BannersResponse> {
  const rows = await listBanners(ctx.db, { moduleId, zoneIds, featured: moduleId === undefined });
  const url = ctx.env.publicUrl;
  const banners = await bannersToWire(ctx, rows);
  const running = await runningCampaigns(ctx.db, { moduleId, today: today(ctx.now()) });
  // As /campaigns/basic: only campaigns with a store to order from in the customer's zones.
  const onOffer = await campaignStoresOnOffer(
    ctx.db,
    running.map((c) => c.id),
    zoneIds,
  );
  const campaigns = running.filter((c) => onOffer.has(c.id));
  return {
    banners,
    campaigns: campaigns.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      description: c.description,
      image_full_url: imageUrl(url, 'campaign', c.image),
      start_date: c.start_date,
      end_date: c.end_date,
    })),
  };
}

/** Categories and banners (module optional) and brands (module check). */
export async function taxonomyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/categories', async (req): Promise<Category[]> => {
    const module = await optionalModule(req, ctx);
    return categoriesToWire(ctx, await listCategories(ctx.db, { moduleId: module?.id, parentId: 0 }));
  });

  app.get<{ Params: { id: string } }>('/categories/childes/:id', async (req): Promise<Category[]> => {
    const id = idParam(req);
    const parent = await getCategory(ctx.db, id);
    if (!parent) throw notFound('Category not found.', 'category');
    return categoriesToWire(ctx, await listCategories(ctx.db, { parentId: id }));
  });

  app.get('/brand', async (req): Promise<Brand[]> => {
    const module = await requireModule(req, ctx);
    return (await listBrands(ctx.db, module.id)).map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      image: b.image,
      image_full_url: imageUrl(ctx.env.publicUrl, 'brand', b.image),
      items_count: Number(b.items_count),
      module_id: b.module_id,
      status: b.status,
    }));
  });

  app.get('/banners', async (req): Promise<BannersResponse> => {
    const module = await optionalModule(req, ctx);
    return bannersReply(ctx, module?.id, zoneIdsOf(req));
  });

  /** Banners of one store: its store-wise banners and the item-wise banners of its items. */
  app.get<{ Params: { id: string } }>('/banners/:id', async (req): Promise<Banner[]> => {
    const store = await getStoreByIdOrSlug(ctx.db, slugParam(req));
    if (!store) throw notFound('Store not found.', 'store');
    const rows = await listBanners(ctx.db, { moduleId: store.module_id, zoneIds: [] });
    const itemIds = new Set(
      (
        await itemsByIds(
          ctx.db,
          rows.filter((b) => b.type === 'item_wise' && b.data).map((b) => b.data as number),
        )
      )
        .filter((i) => i.store_id === store.id)
        .map((i) => i.id),
    );
    return bannersToWire(
      ctx,
      rows.filter(
        (b) =>
          (b.type === 'store_wise' && b.data === store.id) || (b.type === 'item_wise' && itemIds.has(b.data ?? -1)),
      ),
    );
  });

  /** The category's items (module optional: the category names its module). */
  const categoryItems = async (req: FastifyRequest<{ Params: { id: string } }>, all: boolean) => {
    const category = await categoryOr404(idParam(req));
    const page = all ? { offset: 1, limit: 1000 } : pageOfQuery(req, 10);
    const { type, sort_by } = parseQuery(req, CategoryItemsQuery);
    const sort = sort_by === 'price_low' ? 'price_asc' : sort_by === 'price_high' ? 'price_desc' : 'popular';
    const { rows, total } = await findItems(
      ctx.db,
      {
        moduleId: category.module_id,
        zoneIds: zoneIdsOf(req),
        categoryIds: [category.id],
        veg: type === 'veg' ? 1 : type === 'non_veg' ? 0 : undefined,
      },
      sort,
      page,
      sort === 'popular' ? undefined : await runningPrices(ctx, category.module_id),
    );
    const reply: ItemListResponse = {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      products: await serializeItems(ctx, rows),
    };
    return reply;
  };
  const categoryOr404 = async (id: number) => {
    const category = await getCategory(ctx.db, id);
    if (!category || category.status !== 1) throw notFound('Category not found.', 'category');
    return category;
  };
  app.get<{ Params: { id: string } }>('/categories/items/:id', (req) => categoryItems(req, false));
  app.get<{ Params: { id: string } }>('/categories/items/:id/all', (req) => categoryItems(req, true));

  app.get<{ Params: { id: string } }>('/categories/stores/:id', async (req): Promise<StoreListResponse> => {
    const category = await categoryOr404(idParam(req));
    const page = pageOfQuery(req, 12);
    const rows = await findStores(ctx.db, {
      moduleId: category.module_id,
      zoneIds: zoneIdsOf(req),
      categoryIds: [category.id],
    });
    const stores = sortStores(await serializeStores(ctx, rows, requestPoint(req)), 'default');
    return {
      total_size: stores.length,
      limit: page.limit,
      offset: page.offset,
      stores: stores.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    };
  });

  app.get('/categories/featured/items', async (req): Promise<FeaturedCategoryItemsResponse> => {
    const module = await optionalModule(req, ctx);
    const featured = (await listCategories(ctx.db, { moduleId: module?.id, parentId: 0 })).filter(
      (c) => c.featured === 1,
    );
    const page = pageOfQuery(req, 10);
    const byModule = new Map<number, number[]>();
    for (const c of featured) byModule.set(c.module_id, [...(byModule.get(c.module_id) ?? []), c.id]);
    const [moduleId, categoryIds] = [...byModule.entries()][0] ?? [module?.id ?? 1, []];
    const { rows } =
      categoryIds.length > 0
        ? await findItems(ctx.db, { moduleId, zoneIds: zoneIdsOf(req), categoryIds }, 'popular', page)
        : { rows: [] };
    return { categories: await categoriesToWire(ctx, featured), products: await serializeItems(ctx, rows) };
  });

  /** Parent categories by how often their items are ordered. */
  app.get('/categories/popular', async (req): Promise<Category[]> => {
    const module = await optionalModule(req, ctx);
    const parents = await listCategories(ctx.db, { moduleId: module?.id, parentId: 0 });
    const orders = await orderCountsByCategory(ctx.db);
    const score = new Map(orders.map((o) => [o.category_id, Number(o.n)]));
    const sorted = [...parents].sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || a.id - b.id);
    return categoriesToWire(ctx, sorted.slice(0, 10));
  });

  app.get<{ Params: { id: string } }>('/brand/items/:id', async (req): Promise<ItemListResponse> => {
    const module = await requireModule(req, ctx);
    const id = idParam(req);
    const brand = (await listBrands(ctx.db, module.id)).find((b) => b.id === id);
    if (!brand) throw notFound('Brand not found.', 'brand');
    const page = pageOfQuery(req, 10);
    const { category_ids: categoryIds = [] } = parseQuery(req, BrandItemsQuery);
    const { rows, total } = await findItems(
      ctx.db,
      { moduleId: module.id, zoneIds: zoneIdsOf(req), brandIds: [brand.id], categoryIds },
      'popular',
      page,
    );
    return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
  });
}

/** The category items' diet filter and order; absent means every item, most ordered first. */
const CategoryItemsQuery = z.object({
  type: choiceField('type', ['all', 'veg', 'non_veg'], 'all'),
  sort_by: choiceField('sort by', ['popular', 'price_low', 'price_high'], 'popular'),
});

/** A brand's items, narrowed to some categories when category_ids lists any. */
const BrandItemsQuery = z.object({ category_ids: optionalField(idListField('category ids')) });

import type { FastifyInstance } from 'fastify';
import type { BannerSchema, BannersResponseSchema } from '../../../shared/src/contract/banner';
import type { BrandSchema } from '../../../shared/src/contract/brand';
import type { CategorySchema } from '../../../shared/src/contract/category';
import type { Wire } from '../../../shared/src/contract/common';

type Banner = Wire<typeof BannerSchema>;
type BannersResponse = Wire<typeof BannersResponseSchema>;
type Brand = Wire<typeof BrandSchema>;
type Category = Wire<typeof CategorySchema>;
import {
  childCategories,
  getCategory,
  itemsByIds,
  listBanners,
  listBrands,
  listCategories,
  productCountsByCategory,
  runningCampaigns,
  storesByIds,
  type CategoryRow,
} from '../db/queries/catalogue';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { optionalModule, requireModule } from '../lib/module';
import { zoneIdsOf } from '../lib/request';
import { today } from '../serializers/catalogue';

async function categoriesToWire(ctx: AppContext, rows: CategoryRow[]): Promise<Category[]> {
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

/** Categories and banners (module optional) and brands (module check). */
export async function taxonomyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/categories', async (req): Promise<Category[]> => {
    const module = await optionalModule(req, ctx);
    return categoriesToWire(ctx, await listCategories(ctx.db, { moduleId: module?.id, parentId: 0 }));
  });

  app.get<{ Params: { id: string } }>('/categories/childes/:id', async (req): Promise<Category[]> => {
    const id = Number(req.params.id);
    const parent = Number.isInteger(id) && id > 0 ? await getCategory(ctx.db, id) : undefined;
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
    const rows = await listBanners(ctx.db, { moduleId: module?.id, zoneIds: zoneIdsOf(req), featured: !module });
    const url = ctx.env.publicUrl;
    const storeIds = rows.filter((b) => b.type === 'store_wise' && b.data).map((b) => b.data as number);
    const itemIds = rows.filter((b) => b.type === 'item_wise' && b.data).map((b) => b.data as number);
    const [stores, items] = await Promise.all([storesByIds(ctx.db, storeIds), itemsByIds(ctx.db, itemIds)]);
    const banners = rows.flatMap((b): Banner[] => {
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
    const campaigns = await runningCampaigns(ctx.db, { moduleId: module?.id, today: today(ctx.now()) });
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
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdvertisementSchema } from '@storefront/shared/contract/advertisement';
import type {
  BasicCampaignDetailsSchema,
  BasicCampaignSchema,
  CampaignItemSchema,
} from '@storefront/shared/contract/campaign';
import type { Wire } from '@storefront/shared/contract/common';
import type {
  FlashSaleItemsResponseSchema,
  FlashSaleProductSchema,
  FlashSaleResponseSchema,
} from '@storefront/shared/contract/flash-sale';
import { itemsByIds, storesByIds, type CampaignRow } from '../db/queries/catalogue';
import {
  campaignStoresOnOffer,
  flashSaleLinesByIds,
  flashSaleLinesOnOffer,
  orderableItemIds,
  type FlashSaleRow,
} from '../db/queries/promotions';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { requireModule } from '../lib/module';
import {
  idField,
  optionalField,
  pageOfQuery,
  pageQuery,
  parseOr422,
  parseQuery,
  queryOf,
  requestPoint,
  zoneIdsOf,
} from '../lib/request';
import { serializeItems, serializeStores, today } from '../serializers/catalogue';

type FlashSaleProduct = Wire<typeof FlashSaleProductSchema>;
type FlashSaleResponse = Wire<typeof FlashSaleResponseSchema>;
type FlashSaleItemsResponse = Wire<typeof FlashSaleItemsResponseSchema>;
type BasicCampaign = Wire<typeof BasicCampaignSchema>;
type BasicCampaignDetails = Wire<typeof BasicCampaignDetailsSchema>;
type CampaignItem = Wire<typeof CampaignItemSchema>;
type Advertisement = Wire<typeof AdvertisementSchema>;

/** A flash sale's items page; without flash_sale_id, the module's running sale. */
const FlashSaleItemsQuery = pageQuery(10).extend({ flash_sale_id: optionalField(idField('flash sale id')) });

const isRunning = (ctx: AppContext, start: string, end: string) => {
  const day = today(ctx.now());
  return start.slice(0, 10) <= day && end.slice(0, 10) >= day;
};

function campaignToWire(ctx: AppContext, c: CampaignRow): BasicCampaign {
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    description: c.description,
    image_full_url: imageUrl(ctx.env.publicUrl, 'campaign', c.image),
    module_id: c.module_id,
    start_date: c.start_date,
    end_date: c.end_date,
    start_time: '00:00:00',
    end_time: '23:59:59',
    is_running: isRunning(ctx, c.start_date, c.end_date),
  };
}

/** What the storefront promotes: flash sales, campaigns and ads (coupons and cashback are in ./coupons). */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // ---------- flash sales ----------

  /** One page of the sale's products a customer in `zoneIds` can order, and how many there are. */
  async function flashProducts(sale: FlashSaleRow, zoneIds: number[], page: { offset: number; limit: number }) {
    const offered = await flashSaleLinesOnOffer(ctx.db, sale, zoneIds);
    const start = (page.offset - 1) * page.limit;
    const ids = offered.slice(start, start + page.limit);
    const rows = await flashSaleLinesByIds(ctx.db, ids);
    const items = await serializeItems(
      ctx,
      await itemsByIds(
        ctx.db,
        rows.map((r) => r.item_id),
      ),
    );
    const products = rows.flatMap((r): FlashSaleProduct[] => {
      const item = items.find((i) => Number(i.id) === r.item_id);
      return item
        ? [
            {
              id: r.id,
              item_id: r.item_id,
              item,
              sold: r.sold,
              stock: r.stock,
              available_stock: Math.max(0, r.stock - r.sold),
              discount: r.discount,
              discount_type: r.discount_type === 'amount' ? 'amount' : 'percent',
              price: r.price,
            },
          ]
        : [];
    });
    return { products, total: offered.length };
  }

  /** The module's running sale with something a customer in `zoneIds` can order (the first such). */
  const runningFlashSale = async (moduleId: number, zoneIds: number[]) => {
    const now = ctx.now().toISOString();
    const sales = await ctx.db
      .selectFrom('flash_sales')
      .selectAll()
      .where('module_id', '=', moduleId)
      .where('status', '=', 1)
      .where('start_date', '<=', now)
      .where('end_date', '>=', now)
      .orderBy('id')
      .execute();
    for (const sale of sales) if ((await flashSaleLinesOnOffer(ctx.db, sale, zoneIds)).length > 0) return sale;
    return undefined;
  };

  app.get('/flash-sales', async (req): Promise<FlashSaleResponse> => {
    const module = await requireModule(req, ctx);
    const zoneIds = zoneIdsOf(req);
    const sale = await runningFlashSale(module.id, zoneIds);
    if (!sale) return null;
    const page = pageOfQuery(req, 10);
    const { products, total } = await flashProducts(sale, zoneIds, page);
    return {
      id: sale.id,
      title: sale.title,
      start_date: sale.start_date,
      end_date: sale.end_date,
      total_size: total,
      active_products: products,
    };
  });

  app.get('/flash-sales/items', async (req): Promise<FlashSaleItemsResponse> => {
    const module = await requireModule(req, ctx);
    const zoneIds = zoneIdsOf(req);
    const { flash_sale_id: id, ...page } = parseQuery(req, FlashSaleItemsQuery);
    // A sale named by id answers what of it is on offer here (perhaps nothing): its page says so.
    const sale =
      id === undefined
        ? await runningFlashSale(module.id, zoneIds)
        : await ctx.db
            .selectFrom('flash_sales')
            .selectAll()
            .where('id', '=', id)
            .where('module_id', '=', module.id)
            .executeTakeFirst();
    if (!sale) throw notFound('Flash sale not found.', 'flash_sale_id');
    const { products, total } = await flashProducts(sale, zoneIds, page);
    return {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      flash_sale: { id: sale.id, title: sale.title, start_date: sale.start_date, end_date: sale.end_date },
      products,
    };
  });

  // ---------- campaigns ----------

  app.get('/campaigns/basic', async (req): Promise<BasicCampaign[]> => {
    const module = await requireModule(req, ctx);
    const day = today(ctx.now());
    const rows = await ctx.db
      .selectFrom('campaigns')
      .selectAll()
      .where('module_id', '=', module.id)
      .where('status', '=', 1)
      .where('start_date', '<=', day)
      .where('end_date', '>=', day)
      .orderBy('id')
      .execute();
    // A campaign with no store to order from in the customer's zones is not offered there.
    const onOffer = await campaignStoresOnOffer(
      ctx.db,
      rows.map((c) => c.id),
      zoneIdsOf(req),
    );
    return rows.filter((c) => onOffer.has(c.id)).map((c) => campaignToWire(ctx, c));
  });

  app.get('/campaigns/basic-campaign-details', async (req): Promise<BasicCampaignDetails> => {
    const module = await requireModule(req, ctx);
    const { basic_campaign_id } = parseOr422(
      z.object({
        basic_campaign_id: z.coerce
          .number({ message: 'The basic campaign id field is required.' })
          .int()
          .positive('The basic campaign id field is required.'),
      }),
      queryOf(req),
    );
    const campaign = await ctx.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', basic_campaign_id)
      .where('module_id', '=', module.id)
      .executeTakeFirst();
    if (!campaign) throw notFound('Campaign not found.', 'basic_campaign_id');
    // The stores taking part that a customer in the request's zones can order from (perhaps none).
    const stores = (await campaignStoresOnOffer(ctx.db, [campaign.id], zoneIdsOf(req))).get(campaign.id) ?? [];
    return {
      ...campaignToWire(ctx, campaign),
      stores: await serializeStores(ctx, stores, requestPoint(req)),
    };
  });

  app.get('/campaigns/item', async (req): Promise<CampaignItem[]> => {
    const module = await requireModule(req, ctx);
    const rows = await ctx.db
      .selectFrom('item_campaigns')
      .selectAll()
      .where('module_id', '=', module.id)
      .where('status', '=', 1)
      .orderBy('end_date', 'desc')
      .execute();
    // Only the items a customer in the request's zones can order.
    const orderable = await orderableItemIds(ctx.db, {
      moduleId: module.id,
      zoneIds: zoneIdsOf(req),
      ids: rows.map((r) => r.item_id),
    });
    const items = await serializeItems(ctx, await itemsByIds(ctx.db, [...orderable]));
    return rows
      .flatMap((r): CampaignItem[] => {
        const item = items.find((i) => Number(i.id) === r.item_id);
        return item
          ? [
              {
                ...item,
                id: r.id,
                item_id: r.item_id,
                title: r.title,
                discount: r.discount,
                discount_type: r.discount_type === 'amount' ? 'amount' : 'percent',
                is_campaign: 1,
                available_date_starts: r.start_date,
                available_date_ends: r.end_date,
                available_time_starts: r.start_time.slice(0, 5),
                available_time_ends: r.end_time.slice(0, 5),
                campaign_price: r.price,
                is_running: isRunning(ctx, r.start_date, r.end_date),
              },
            ]
          : [];
      })
      .sort((a, b) => Number(b.is_running) - Number(a.is_running));
  });

  // ---------- ads ----------

  app.get('/advertisement/list', async (req): Promise<Advertisement[]> => {
    const module = await requireModule(req, ctx);
    const day = today(ctx.now());
    const zoneIds = zoneIdsOf(req);
    let q = ctx.db
      .selectFrom('advertisements')
      .selectAll()
      .where('module_id', '=', module.id)
      .where('status', '=', 1)
      .where('start_date', '<=', day)
      .where('end_date', '>=', day);
    if (zoneIds.length > 0) q = q.where('zone_id', 'in', zoneIds);
    const rows = await q.orderBy('priority').orderBy('id').execute();
    const stores = await serializeStores(
      ctx,
      await storesByIds(
        ctx.db,
        rows.map((r) => r.store_id),
      ),
      requestPoint(req),
    );
    const url = ctx.env.publicUrl;
    return rows.flatMap((r): Advertisement[] => {
      const store = stores.find((s) => Number(s.id) === r.store_id);
      if (!store) return [];
      return [
        {
          id: r.id,
          add_type: r.add_type === 'video_promotion' ? 'video_promotion' : 'store_promotion',
          title: r.title,
          description: r.description,
          module_id: r.module_id,
          zone_id: r.zone_id,
          store_id: r.store_id,
          cover_image_full_url: imageUrl(url, 'advertisement', r.cover_image),
          profile_image_full_url: imageUrl(url, 'store', r.profile_image),
          video_attachment_full_url: imageUrl(url, 'advertisement', r.video_attachment),
          is_rating_active: r.is_rating_active,
          is_review_active: r.is_review_active,
          average_rating: store.avg_rating,
          reviews_comments_count: store.rating_count ?? 0,
          priority: r.priority,
          start_date: r.start_date,
          end_date: r.end_date,
          store,
        },
      ];
    });
  });
}

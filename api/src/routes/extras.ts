import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OfflinePaymentMethodSchema } from '@storefront/shared/contract/checkout-extras';
import type { Wire } from '@storefront/shared/contract/common';
import type { CommonConditionSchema } from '@storefront/shared/contract/common-condition';
import type { ItemListResponseSchema } from '@storefront/shared/contract/item';
import type {
  ParcelVideoContentSchema,
  PromotionalBannerSchema,
  WhyChooseBannersResponseSchema,
} from '@storefront/shared/contract/other-banner';
import type { ParcelCategorySchema } from '@storefront/shared/contract/parcel';
import { findItems, getSetting } from '../db/queries/catalogue';
import { commonConditionExists, conditionItemIds, conditionsWithItemCounts } from '../db/queries/common-conditions';
import { activeModuleBanners, activeParcelCategories } from '../db/queries/module-content';
import { activeOfflinePaymentMethods } from '../db/queries/offline-payments';
import { mostGivenTip } from '../db/queries/orders';
import type { parcelVideoContent } from '../db/business-settings';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { requireModule } from '../lib/module';
import {
  idField,
  idParam,
  optionalField,
  pageOfQuery,
  parseOr422,
  parseQuery,
  queryOf,
  zoneIdsOf,
} from '../lib/request';
import { serializeItems } from '../serializers/catalogue';
import { vehicleExtraCharge } from '../db/queries/vehicles';

type ParcelCategory = Wire<typeof ParcelCategorySchema>;
type PromotionalBanner = Wire<typeof PromotionalBannerSchema>;
type ParcelVideoContent = Wire<typeof ParcelVideoContentSchema>;
type WhyChooseBannersResponse = Wire<typeof WhyChooseBannersResponseSchema>;
type CommonCondition = Wire<typeof CommonConditionSchema>;
type ItemListResponse = Wire<typeof ItemListResponseSchema>;
type OfflinePaymentMethod = Wire<typeof OfflinePaymentMethodSchema>;

const DEFAULT_TIP = 20;

/** The items of one common condition, or of every one when condition_id is absent. */
const CommonConditionItemsQuery = z.object({ condition_id: optionalField(idField('condition id')) });

/** Products of a common condition (or of every condition), one page. */
async function conditionItems(
  ctx: AppContext,
  req: FastifyRequest,
  conditionId: number | undefined,
): Promise<ItemListResponse> {
  const module = await requireModule(req, ctx);
  const page = pageOfQuery(req, 20);
  const ids = await conditionItemIds(ctx.db, conditionId);
  const { rows, total } = await findItems(
    ctx.db,
    { moduleId: module.id, zoneIds: zoneIdsOf(req), ids },
    'popular',
    page,
  );
  return { total_size: total, limit: page.limit, offset: page.offset, products: await serializeItems(ctx, rows) };
}

/** Parcel categories and banners, common conditions, and checkout helpers (tips, vehicles, offline payment). */
export async function extraRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const url = () => ctx.env.publicUrl;

  app.get('/parcel-category', async (req): Promise<ParcelCategory[]> => {
    const module = await requireModule(req, ctx);
    const rows = await activeParcelCategories(ctx.db, module.id);
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      image_full_url: imageUrl(url(), 'parcel', c.image),
      module_id: c.module_id,
      parcel_per_km_shipping_charge: c.parcel_per_km_shipping_charge,
      parcel_minimum_shipping_charge: c.parcel_minimum_shipping_charge,
      status: c.status,
    }));
  });

  app.get('/other-banners', async (req): Promise<PromotionalBanner[]> => {
    const module = await requireModule(req, ctx);
    return (await activeModuleBanners(ctx.db, module.id, 'promotional')).map((b) => ({
      id: b.id,
      module_id: b.module_id,
      key: 'promotional_banner',
      title: b.title,
      value: b.image,
      value_full_url: imageUrl(url(), 'banner', b.image),
    }));
  });

  app.get('/other-banners/why-choose', async (req): Promise<WhyChooseBannersResponse> => {
    const module = await requireModule(req, ctx);
    return {
      banners: (await activeModuleBanners(ctx.db, module.id, 'why_choose')).map((b) => ({
        id: b.id,
        title: b.title,
        short_description: b.short_description ?? '',
        image_full_url: imageUrl(url(), 'banner', b.image),
      })),
    };
  });

  app.get('/other-banners/video-content', async (req): Promise<ParcelVideoContent> => {
    await requireModule(req, ctx);
    const content = await getSetting<ReturnType<typeof parcelVideoContent>>(ctx.db, 'parcel_video_content');
    if (!content) throw notFound('Content not found.', 'content');
    return {
      banner_type:
        content.banner_type === 'video' || content.banner_type === 'image' ? content.banner_type : 'video_content',
      banner_video: content.banner_video,
      banner_video_content_full_url: imageUrl(url(), 'banner', content.banner_video_content),
      banner_image_full_url: imageUrl(url(), 'banner', content.banner_image),
      banner_contents: content.banner_contents,
    };
  });

  const conditions = async (req: FastifyRequest): Promise<CommonCondition[]> => {
    const module = await requireModule(req, ctx);
    const rows = await conditionsWithItemCounts(ctx.db, { moduleId: module.id, zoneIds: zoneIdsOf(req) });
    return rows.map((c) => ({ id: c.id, name: c.name, status: c.status, items_count: Number(c.items_count) }));
  };
  app.get('/common-condition', conditions);
  app.get('/common-condition/list', conditions);

  app.get<{ Params: { id: string } }>('/common-condition/items/:id', async (req) => {
    const id = idParam(req);
    if (!(await commonConditionExists(ctx.db, id))) throw notFound('Condition not found.', 'condition_id');
    return conditionItems(ctx, req, id);
  });

  app.get('/items/common-conditions', async (req) => {
    const { condition_id } = parseQuery(req, CommonConditionItemsQuery);
    return conditionItems(ctx, req, condition_id);
  });

  app.get('/most-tips', async () => {
    return { most_tips_amount: (await mostGivenTip(ctx.db)) ?? DEFAULT_TIP };
  });

  app.get('/vehicle/extra_charge', async (req) => {
    const { distance } = parseOr422(
      z.object({
        distance: z.coerce
          .number({ message: 'The distance field is required.' })
          .min(0, 'The distance must be at least 0.'),
      }),
      queryOf(req),
    );
    return vehicleExtraCharge(ctx.db, distance);
  });

  app.get('/offline_payment_method_list', async (): Promise<OfflinePaymentMethod[]> => {
    const rows = await activeOfflinePaymentMethods(ctx.db);
    return rows.map((m) => ({
      id: m.id,
      method_name: m.method_name,
      method_fields: JSON.parse(m.method_fields) as OfflinePaymentMethod['method_fields'],
      method_informations: JSON.parse(m.method_informations) as OfflinePaymentMethod['method_informations'],
      status: m.status,
    }));
  });
}

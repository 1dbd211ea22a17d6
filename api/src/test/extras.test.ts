import { AdvertisementListSchema } from '@storefront/shared/contract/advertisement';
import {
  BasicCampaignDetailsSchema,
  BasicCampaignListSchema,
  CampaignItemListSchema,
} from '@storefront/shared/contract/campaign';
import { CashbackListSchema } from '@storefront/shared/contract/cashback';
import {
  MostTipsSchema,
  OfflinePaymentMethodListSchema,
  VehicleExtraChargeSchema,
} from '@storefront/shared/contract/checkout-extras';
import {
  CommonConditionItemsResponseSchema,
  CommonConditionListSchema,
} from '@storefront/shared/contract/common-condition';
import { CouponApplyResponseSchema, CouponListSchema } from '@storefront/shared/contract/coupon';
import { FlashSaleItemsResponseSchema, FlashSaleResponseSchema } from '@storefront/shared/contract/flash-sale';
import { CancellationReasonsResponseSchema } from '@storefront/shared/contract/order';
import {
  ParcelVideoContentSchema,
  PromotionalBannerListSchema,
  WhyChooseBannersResponseSchema,
} from '@storefront/shared/contract/other-banner';
import { ParcelCategoryListSchema } from '@storefront/shared/contract/parcel';
import { bearer, createTestApp, newCustomer, type TestApp, parse } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function get(url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await t.request({ method: 'GET', url: `/api/v1/${url}`, headers });
  expect(res.status).toBe(status);
  return res.body;
}

const m = (id: number) => ({ moduleId: String(id) });

describe('catalogue extras parse with the shared contract', () => {
  test('the module check applies', async () => {
    for (const url of ['parcel-category', 'other-banners', 'flash-sales', 'campaigns/basic', 'advertisement/list']) {
      await get(url, {}, 403);
    }
  });

  test('parcel categories and banners', async () => {
    const categories = parse(ParcelCategoryListSchema, await get('parcel-category', m(5)));
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(parse(ParcelCategoryListSchema, await get('parcel-category', m(1)))).toEqual([]);
    expect(parse(PromotionalBannerListSchema, await get('other-banners', m(5))).length).toBeGreaterThan(0);
    const video = parse(ParcelVideoContentSchema, await get('other-banners/video-content', m(5)));
    expect(video.banner_contents).toHaveLength(6);
    const why = parse(WhyChooseBannersResponseSchema, await get('other-banners/why-choose', m(5)));
    expect(why.banners.length).toBe(4);
  });

  test('coupons: list, per-customer list and apply', async () => {
    const all = parse(CouponListSchema, await get('coupon/list/all', m(1)));
    expect(all.every((c) => c.module_id === 1)).toBe(true);
    expect(all.map((c) => c.code)).not.toContain('GROCSPRING');
    expect(new Set(all.map((c) => c.coupon_type))).toEqual(new Set(['default', 'free_delivery', 'store_wise']));
    const me = await newCustomer(t);
    await get('coupon/list', {}, 401);
    expect(parse(CouponListSchema, await get('coupon/list', bearer(me.token))).length).toBeGreaterThan(all.length);
    await get('coupon/apply?code=NOPE', { ...bearer(me.token), ...m(1) }, 404);
    await get('coupon/apply?code=GROCSPRING', { ...bearer(me.token), ...m(1) }, 403);
    const free = await t.app.ctx.db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', 'GROCFREEDEL')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('coupons').set({ min_purchase: 0 }).where('id', '=', free.id).execute();
    const applied = parse(
      CouponApplyResponseSchema,
      await get('coupon/apply?code=GROCFREEDEL', { ...bearer(me.token), ...m(1) }),
    );
    expect(applied.coupon_type).toBe('free_delivery');
  });

  test('cashback, flash sales, campaigns and ads', async () => {
    const cashback = parse(CashbackListSchema, await get('cashback/list', m(1)));
    expect(new Set(cashback.map((c) => c.cashback_type))).toEqual(new Set(['amount', 'percentage']));

    const sale = parse(FlashSaleResponseSchema, await get('flash-sales?limit=2&offset=1', m(1)));
    expect(sale?.active_products).toHaveLength(2);
    expect(sale?.total_size).toBe(10);
    for (const p of sale?.active_products ?? []) {
      expect(p.available_stock).toBe(p.stock - p.sold);
      expect(p.item.module_id).toBe(1);
    }
    const items = parse(
      FlashSaleItemsResponseSchema,
      await get(`flash-sales/items?flash_sale_id=${sale?.id}&limit=5&offset=2`, m(1)),
    );
    expect(items.products).toHaveLength(5);
    await get('flash-sales/items?flash_sale_id=999', m(1), 404);

    const campaigns = parse(BasicCampaignListSchema, await get('campaigns/basic', m(2)));
    expect(campaigns).toHaveLength(1);
    const details = parse(
      BasicCampaignDetailsSchema,
      await get(`campaigns/basic-campaign-details?basic_campaign_id=${campaigns[0]?.id}`, m(2)),
    );
    expect(details.stores.length).toBeGreaterThan(0);
    expect(details.stores.every((s) => s.module_id === 2)).toBe(true);
    await get('campaigns/basic-campaign-details?basic_campaign_id=1', m(2), 404);
    const campaignItems = parse(CampaignItemListSchema, await get('campaigns/item', m(2)));
    expect(campaignItems.map((c) => c.is_running)).toEqual([true, false]);

    const ads = parse(AdvertisementListSchema, await get('advertisement/list', m(2)));
    expect(new Set(ads.map((a) => a.add_type))).toEqual(new Set(['store_promotion', 'video_promotion']));
  });

  test('common conditions and their products', async () => {
    const conditions = parse(CommonConditionListSchema, await get('common-condition', m(3)));
    const withItems = conditions.find((c) => (c.items_count ?? 0) > 0);
    const page = parse(
      CommonConditionItemsResponseSchema,
      await get(`common-condition/items/${withItems?.id}?limit=20&offset=1`, m(3)),
    );
    expect(page.total_size).toBeGreaterThan(0);
    expect(page.products.length).toBeLessThanOrEqual(20);
    const all = parse(CommonConditionItemsResponseSchema, await get('items/common-conditions?limit=5&offset=1', m(3)));
    expect(all.total_size).toBeGreaterThanOrEqual(page.total_size);
    await get('common-condition/items/999', m(3), 404);
  });

  test('checkout helpers', async () => {
    expect(parse(MostTipsSchema, await get('most-tips')).most_tips_amount).toBeGreaterThan(0);
    expect(parse(VehicleExtraChargeSchema, await get('vehicle/extra_charge?distance=3'))).toBe(0);
    expect(parse(VehicleExtraChargeSchema, await get('vehicle/extra_charge?distance=12'))).toBe(30);
    await get('vehicle/extra_charge', {}, 422);
    const methods = parse(OfflinePaymentMethodListSchema, await get('offline_payment_method_list'));
    expect(methods.length).toBe(2);
    const reasons = parse(
      CancellationReasonsResponseSchema,
      await get('customer/order/cancellation-reasons?offset=2&limit=3&type=customer'),
    );
    expect(reasons.data).toHaveLength(3);
    expect(reasons.total_size).toBe(7);
  });
});

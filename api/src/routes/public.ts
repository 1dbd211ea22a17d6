import type { FastifyInstance } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import type { ConfigSchema } from '@storefront/shared/contract/config';
import type { LandingSchema } from '@storefront/shared/contract/landing';
import { NewsletterPayloadSchema } from '@storefront/shared/contract/landing';
import type { ModuleSchema } from '@storefront/shared/contract/module';
import type { ZoneIdResponseSchema } from '@storefront/shared/contract/zone';
import type { ZoneSchema } from '@storefront/shared/contract/zone-list';
import type { AppContext } from '../lib/context';

type Config = Wire<typeof ConfigSchema>;
type Landing = Wire<typeof LandingSchema>;
type Module = Wire<typeof ModuleSchema>;
type Zone = Wire<typeof ZoneSchema>;
type ZoneIdResponse = Wire<typeof ZoneIdResponseSchema>;
import {
  getSetting,
  listModules,
  listModuleZones,
  listZones,
  storeCountsByModule,
  type ZoneRow,
} from '../db/queries/catalogue';
import { addNewsletterSubscription } from '../db/queries/users';
import type { BusinessSettings, LandingSettings } from '../db/business-settings';
import { forbidden, notFound } from '../lib/errors';
import { pointInPolygon, type Point } from '../lib/geo';
import { imageUrl } from '../lib/images';
import { bodyOf, LatLngQuery, parseOr422, queryOf } from '../lib/request';

const ring = (z: ZoneRow): Point[] => JSON.parse(z.coordinates) as Point[];

const zoneToWire = (z: ZoneRow): Zone => ({
  id: z.id,
  name: z.name,
  display_name: z.display_name,
  status: z.status,
  cash_on_delivery: z.cash_on_delivery === 1,
  digital_payment: z.digital_payment === 1,
  offline_payment: z.offline_payment === 1,
  minimum_shipping_charge: z.minimum_shipping_charge,
  per_km_shipping_charge: z.per_km_shipping_charge,
  maximum_shipping_charge: z.maximum_shipping_charge,
  max_cod_order_amount: z.max_cod_order_amount,
  increased_delivery_fee: z.increased_delivery_fee,
  increased_delivery_fee_status: z.increased_delivery_fee_status,
  coordinates: ring(z),
});

/** Public calls: configuration, modules, zones, landing data, newsletter. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/config', async (): Promise<Config> => {
    const s = await getSetting<BusinessSettings>(ctx.db, 'business');
    if (!s) throw notFound('Configuration not found.');
    const url = ctx.env.publicUrl;
    const modules = await listModules(ctx.db);
    const folder = (name: string) => `${url}/images/${name}`;
    return {
      business_name: s.business_name,
      logo: s.logo,
      logo_full_url: imageUrl(url, 'business', s.logo),
      fav_icon_full_url: imageUrl(url, 'business', s.fav_icon),
      email: s.email,
      phone: s.phone,
      address: s.address,
      footer_text: s.footer_text,
      cookies_text: s.cookies_text,
      default_location: s.default_location,
      country: s.country,
      country_picker_status: s.country_picker_status,
      currency_symbol: s.currency_symbol,
      currency_symbol_direction: s.currency_symbol_direction === 'right' ? 'right' : 'left',
      currency_code: s.currency_code,
      digit_after_decimal_point: s.digit_after_decimal_point,
      timeformat: s.timeformat,
      base_urls: {
        item_image_url: folder('item'),
        store_image_url: folder('store'),
        store_cover_photo_url: folder('store-cover'),
        category_image_url: folder('category'),
        banner_image_url: folder('banner'),
        brand_image_url: folder('brand'),
        campaign_image_url: folder('campaign'),
        customer_image_url: folder('customer'),
        module_image_url: folder('module'),
        business_logo_url: folder('business'),
      },
      social_media: s.social_media,
      customer_wallet_status: s.customer_wallet_status,
      loyalty_point_status: s.loyalty_point_status,
      loyalty_point_exchange_rate: s.loyalty_point_exchange_rate,
      loyalty_point_minimum_point: s.loyalty_point_minimum_point,
      ref_earning_status: s.ref_earning_status,
      ref_earning_exchange_rate: s.ref_earning_exchange_rate,
      refund_policy: s.refund_policy,
      cancelation_policy: s.cancelation_policy,
      shipping_policy: s.shipping_policy,
      free_delivery_over: s.free_delivery_over,
      guest_checkout_status: s.guest_checkout_status,
      cash_on_delivery: s.cash_on_delivery,
      // Paid through the configured provider; without one it is refused (503).
      digital_payment: s.digital_payment && ctx.payments !== null,
      offline_payment_status: s.offline_payment_status,
      partial_payment_status: s.partial_payment_status,
      partial_payment_method: s.partial_payment_method,
      // Top-ups are paid online: offered only with a provider configured.
      add_fund_status: ctx.payments ? s.add_fund_status : 0,
      schedule_order: s.schedule_order,
      schedule_order_slot_duration: s.schedule_order_slot_duration,
      home_delivery_status: s.home_delivery_status,
      takeaway_status: s.takeaway_status,
      dm_tips_status: s.dm_tips_status,
      tax_included: s.tax_included,
      additional_charge_status: s.additional_charge_status,
      additional_charge_name: s.additional_charge_name,
      additional_charge: s.additional_charge,
      toggle_veg_non_veg: s.toggle_veg_non_veg,
      maintenance_mode: s.maintenance_mode,
      server_time: ctx.now().toISOString(),
      demo: s.demo && !ctx.env.production,
      customer_verification: s.customer_verification,
      order_delivery_verification: s.order_delivery_verification,
      per_km_shipping_charge: s.per_km_shipping_charge,
      minimum_shipping_charge: s.minimum_shipping_charge,
      parcel_per_km_shipping_charge: s.parcel_per_km_shipping_charge,
      parcel_minimum_shipping_charge: s.parcel_minimum_shipping_charge,
      new_customer_discount_status: s.new_customer_discount_status,
      new_customer_discount_amount: s.new_customer_discount_amount,
      new_customer_discount_amount_type: s.new_customer_discount_amount_type === 'amount' ? 'amount' : 'percentage',
      new_customer_discount_amount_validity: s.new_customer_discount_amount_validity,
      new_customer_discount_validity_type: s.new_customer_discount_validity_type,
      language: ctx.env.languages ?? s.language,
      // Settings saved before the field existed have none: no control.
      top_strip_link: s.top_strip_link ?? null,
      module_config: Object.assign(
        { module_type: modules.map((m) => m.module_type as Module['module_type']) },
        Object.fromEntries(
          modules.map((m) => [
            m.module_type,
            {
              add_on: m.module_type === 'food',
              stock: m.module_type !== 'food' && m.module_type !== 'parcel',
              veg_non_veg: m.module_type === 'food',
              unit: m.module_type === 'grocery' || m.module_type === 'pharmacy' || m.module_type === 'ecommerce',
              order_attachment: m.module_type === 'pharmacy',
              always_open: false,
              all_zone_service: m.all_zone_service === 1,
              item_available_time: m.module_type === 'food',
              show_restaurant_text: m.module_type === 'food',
              is_parcel: m.module_type === 'parcel',
              organic_product: m.module_type === 'grocery',
              halal_tag: m.module_type === 'food' || m.module_type === 'grocery',
              prescription_order: m.module_type === 'pharmacy',
              description: m.description,
            },
          ]),
        ),
      ),
      landing_page_links: s.landing_page_links,
      social_login: s.social_login,
      centralize_login: s.centralize_login,
      active_payment_method_list: offeredGateways(ctx, s.active_payment_method_list).map((p) => ({
        gateway: p.gateway,
        gateway_title: p.gateway_title,
        gateway_image_full_url: imageUrl(url, 'business', p.gateway_image),
      })),
    };
  });

  app.get('/module', async (): Promise<Module[]> => {
    const [modules, links, zones, counts] = await Promise.all([
      listModules(ctx.db),
      listModuleZones(ctx.db),
      listZones(ctx.db),
      storeCountsByModule(ctx.db),
    ]);
    const url = ctx.env.publicUrl;
    return modules.map((m) => ({
      id: m.id,
      module_name: m.module_name,
      module_type: m.module_type as Module['module_type'],
      slug: m.slug,
      icon: m.icon,
      icon_full_url: imageUrl(url, 'module', m.icon),
      thumbnail_full_url: imageUrl(url, 'module', m.thumbnail),
      theme_id: m.theme_id,
      description: m.description,
      stores_count: Number(counts.find((c) => c.module_id === m.id)?.n ?? 0),
      status: m.status,
      all_zone_service: m.all_zone_service,
      zones: links
        .filter((l) => l.module_id === m.id)
        .map((l) => ({ id: l.zone_id, name: zones.find((z) => z.id === l.zone_id)?.name })),
      created_at: m.created_at,
      updated_at: m.created_at,
    }));
  });

  app.get('/zone/list', async (): Promise<Zone[]> => (await listZones(ctx.db)).map(zoneToWire));

  app.get('/config/get-zone-id', async (req): Promise<ZoneIdResponse> => {
    const q = queryOf(req);
    if (q.lat === undefined || q.lat === '' || q.lng === undefined || q.lng === '') {
      throw forbidden('coordinates', 'Latitude and longitude are required.');
    }
    const { lat, lng } = parseOr422(LatLngQuery, q);
    const [zones, links, modules] = await Promise.all([
      listZones(ctx.db),
      listModuleZones(ctx.db),
      listModules(ctx.db),
    ]);
    const hits = zones.filter((z) => pointInPolygon({ lat, lng }, ring(z)));
    if (hits.length === 0) throw notFound('Service not available in this area', 'coordinates');
    return {
      zone_id: JSON.stringify(hits.map((z) => z.id)),
      zone_data: hits.map((z) => ({
        id: z.id,
        status: z.status,
        cash_on_delivery: z.cash_on_delivery === 1,
        digital_payment: z.digital_payment === 1,
        offline_payment: z.offline_payment === 1,
        max_cod_order_amount: z.max_cod_order_amount,
        increased_delivery_fee: z.increased_delivery_fee,
        increased_delivery_fee_status: z.increased_delivery_fee_status,
        increase_delivery_charge_message: z.increase_delivery_charge_message,
        modules: links
          .filter((l) => l.zone_id === z.id)
          .flatMap((l) => {
            const m = modules.find((mod) => mod.id === l.module_id);
            return m ? [{ id: m.id, module_type: m.module_type, module_name: m.module_name }] : [];
          }),
      })),
    };
  });

  const landing = async (): Promise<Landing> => {
    const s = await getSetting<LandingSettings>(ctx.db, 'landing');
    if (!s) throw notFound('Landing data not found.');
    const url = ctx.env.publicUrl;
    const [zones, links, modules] = await Promise.all([
      listZones(ctx.db),
      listModuleZones(ctx.db),
      listModules(ctx.db),
    ]);
    return {
      fixed_header_title: s.fixed_header_title,
      fixed_header_sub_title: s.fixed_header_sub_title,
      fixed_module_title: s.fixed_module_title,
      fixed_module_sub_title: s.fixed_module_sub_title,
      fixed_referal_title: s.fixed_referal_title,
      fixed_referal_sub_title: s.fixed_referal_sub_title,
      fixed_newsletter_title: s.fixed_newsletter_title,
      fixed_newsletter_sub_title: s.fixed_newsletter_sub_title,
      fixed_footer_description: s.fixed_footer_description,
      fixed_promotional_banner_full_url: imageUrl(url, 'landing', s.fixed_promotional_banner),
      header_banner_full_url: imageUrl(url, 'landing', s.header_banner),
      download_user_app_links: s.download_user_app_links,
      promotion_banners: s.promotion_banners.map((b) => ({
        id: b.id,
        title: b.title,
        sub_title: b.sub_title,
        image_full_url: imageUrl(url, 'landing', b.image),
      })),
      special_criterias: s.special_criterias.map((c) => ({
        id: c.id,
        title: c.title,
        image_full_url: imageUrl(url, 'landing', c.image),
      })),
      available_zone_status: s.available_zone_status,
      available_zone_title: s.available_zone_title,
      available_zone_short_description: s.available_zone_short_description,
      available_zone_list: zones.map((zone) => ({
        id: zone.id,
        display_name: zone.display_name,
        modules: links
          .filter((l) => l.zone_id === zone.id)
          .map((l) => modules.find((m) => m.id === l.module_id)?.module_name ?? ''),
      })),
    };
  };
  app.get('/landing-page', landing);
  app.get('/react-landing-page', landing);

  app.post('/newsletter/subscribe', async (req) => {
    const { email } = parseOr422(NewsletterPayloadSchema, bodyOf(req));
    await addNewsletterSubscription(ctx.db, email, ctx.now());
    return { message: 'Subscribed Successfully' };
  });
}

/** The gateways the site offers: the configured provider's, none without one. */
function offeredGateways<T extends { gateway: string }>(ctx: AppContext, seeded: T[]): T[] {
  return ctx.payments ? seeded.filter((p) => p.gateway === ctx.payments?.name) : [];
}

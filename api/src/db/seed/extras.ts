import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { distanceMeters } from '../../lib/geo';
import { imageFileName, slugify } from '../../lib/images';
import { Prng } from '../../lib/prng';
import { priceOrder } from '../../services/order-pricing';
import type { Database } from '../schema';
import { findDemoCustomer, type SeedOptions } from '.';
import { policyPages } from './pages';
import { parcelVideoContent } from '../business-settings';

const DAY = 86_400_000;
const MINUTE = 60_000;
const MARKER = 'seeded_extras_at';
export const FIRST_ORDER_ID = 100001;

type Trx = Transaction<Database>;
type ItemRow = Selectable<Database['items']>;
type StoreRow = Selectable<Database['stores']>;

export async function extrasSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('settings').select('key').where('key', '=', MARKER).executeTakeFirst());
}

const CANCEL_REASONS: [string, string][] = [
  ['customer', 'Ordered by mistake'],
  ['customer', 'Delivery time is too long'],
  ['customer', 'Found a better price elsewhere'],
  ['customer', 'Need to change the delivery address'],
  ['customer', 'Changed my mind'],
  ['customer', 'Order payment canceled'],
  ['customer', 'Other'],
  ['deliveryman', 'Customer not reachable'],
  ['deliveryman', 'Vehicle breakdown'],
  ['store', 'Item out of stock'],
  ['store', 'Store is too busy'],
];

const DELIVERY_MEN: [string, string][] = [
  ['Rahim', 'Uddin'],
  ['Karim', 'Hossain'],
  ['Sabbir', 'Ahmed'],
  ['Nayeem', 'Islam'],
  ['Tanvir', 'Rahman'],
  ['Arif', 'Chowdhury'],
  ['Jamal', 'Mia'],
  ['Faisal', 'Khan'],
  ['Rasel', 'Sarkar'],
];

const PARCEL_CATEGORIES: [string, string, number | null, number | null][] = [
  ['Documents', 'Letters, contracts and papers up to 1 kg, sealed in an envelope.', 12, 50],
  ['Small Package', 'Boxes up to 5 kg that fit on a motorbike.', null, null],
  ['Electronics', 'Phones, laptops and accessories, handled with care.', 18, 80],
  ['Food & Groceries', 'Home-cooked meals and grocery bags for family and friends.', null, null],
  ['Fragile Items', 'Glassware, ceramics and gifts packed with extra padding.', 20, 90],
  ['Clothing', 'Garments and shoes, folded or boxed.', null, null],
];

const CONDITIONS: [string, string[]][] = [
  ['Fever & Pain', ['Pain Relief']],
  ['Cold & Flu', ['Cold & Flu']],
  ['Stomach Upset', ['Digestive Health']],
  ['Infections', ['Antibiotics']],
  ['Immunity', ['Multivitamins', 'Minerals']],
  ['Baby Health', ['Diapers', 'Baby Food']],
  ['Blood Pressure & Diabetes', ['Monitors']],
  ['Wounds & Injuries', ['First Aid']],
];

/**
 * Seeds everything added after the first catalogue: policy pages, delivery men, cancellation
 * reasons, parcel categories and banners, coupons, cashback, flash sales, campaign stores and
 * items, ads, common conditions, vehicles, offline payment methods, and the demo customer's
 * orders (one of every status), wallet and loyalty history when asked. Runs once per database.
 */
export async function seedExtras(db: Kysely<Database>, now: Date, options: SeedOptions): Promise<void> {
  const rng = new Prng(20240612);
  const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  const date = (offsetDays: number) => iso(offsetDays).slice(0, 10);
  const stamp = now.toISOString();

  await db.transaction().execute(async (trx) => {
    const stores = await trx.selectFrom('stores').selectAll().orderBy('id').execute();
    const items = await trx.selectFrom('items').selectAll().orderBy('id').execute();
    const zones = await trx.selectFrom('zones').selectAll().orderBy('id').execute();
    const campaigns = await trx.selectFrom('campaigns').selectAll().orderBy('id').execute();
    const modules = await trx.selectFrom('modules').selectAll().orderBy('id').execute();
    const parcelModule = modules.find((m) => m.module_type === 'parcel');

    await trx
      .insertInto('pages')
      .values(policyPages().map((p) => ({ ...p, updated_at: stamp })))
      .execute();

    await trx
      .insertInto('vehicles')
      .values([
        { id: 1, type: 'Bike', starting_coverage_area: 0, maximum_coverage_area: 8, extra_charges: 0, status: 1 },
        { id: 2, type: 'Car', starting_coverage_area: 8, maximum_coverage_area: 20, extra_charges: 30, status: 1 },
        { id: 3, type: 'Van', starting_coverage_area: 20, maximum_coverage_area: 60, extra_charges: 60, status: 1 },
      ])
      .execute();

    await trx
      .insertInto('delivery_men')
      .values(
        DELIVERY_MEN.map(([f_name, l_name], i) => ({
          id: i + 1,
          f_name,
          l_name,
          phone: `+88019${String(20000000 + (i + 1) * 4817).slice(-8)}`,
          image: imageFileName(`${f_name} ${l_name}`),
          avg_rating: rng.float(4, 5, 1),
          rating_count: rng.int(40, 900),
          zone_id: zones[i % zones.length]?.id ?? 1,
          vehicle_id: i % 4 === 3 ? 2 : 1,
          status: 1,
        })),
      )
      .execute();

    await trx
      .insertInto('cancellation_reasons')
      .values(CANCEL_REASONS.map(([user_type, reason], i) => ({ id: i + 1, reason, user_type, status: 1 })))
      .execute();

    if (parcelModule) {
      await trx
        .insertInto('parcel_categories')
        .values(
          PARCEL_CATEGORIES.map(([name, description, perKm, minimum], i) => ({
            id: i + 1,
            name,
            description,
            image: imageFileName(`${name} parcel`),
            module_id: parcelModule.id,
            parcel_per_km_shipping_charge: perKm,
            parcel_minimum_shipping_charge: minimum,
            status: 1,
          })),
        )
        .execute();
    }

    // Module banners: a promotional banner or two per module; why-choose banners for parcel.
    const moduleBanners: Insertable<Database['module_banners']>[] = [];
    for (const m of modules) {
      const titles =
        m.module_type === 'parcel'
          ? ['Send anything across Dhaka', 'Documents delivered in an hour']
          : [`${m.module_name} week: extra savings`];
      for (const title of titles) {
        moduleBanners.push({
          id: moduleBanners.length + 1,
          module_id: m.id,
          kind: 'promotional',
          title,
          short_description: null,
          image: imageFileName(`${title} promo`),
          status: 1,
        });
      }
    }
    if (parcelModule) {
      for (const [title, text] of [
        ['Fast pickup', 'A rider reaches your door in about 30 minutes.'],
        ['Live tracking', 'Follow the parcel on the map from pickup to drop-off.'],
        ['Safe handling', 'Fragile and valuable items travel padded and sealed.'],
        ['Fair prices', 'Pay by distance, with the price shown before you book.'],
      ] as const) {
        moduleBanners.push({
          id: moduleBanners.length + 1,
          module_id: parcelModule.id,
          kind: 'why_choose',
          title,
          short_description: text,
          image: imageFileName(`${title} why choose`),
          status: 1,
        });
      }
    }
    await trx.insertInto('module_banners').values(moduleBanners).execute();
    await trx
      .insertInto('settings')
      .values({ key: 'parcel_video_content', value: JSON.stringify(parcelVideoContent()) })
      .execute();

    // Coupons: per selling module a percent, an amount, a free-delivery and a store coupon; one expired.
    const coupons: Insertable<Database['coupons']>[] = [];
    const sellingModules = modules.filter((m) => m.module_type !== 'parcel');
    for (const m of sellingModules) {
      const prefix = m.module_type === 'ecommerce' ? 'SHOP' : m.module_type.toUpperCase().slice(0, 4);
      const firstStore = stores.find((s) => s.module_id === m.id && s.zone_id === 1);
      const add = (c: Omit<Insertable<Database['coupons']>, 'id' | 'module_id' | 'status' | 'created_at'>) =>
        coupons.push({ id: coupons.length + 1, module_id: m.id, status: 1, created_at: iso(-20), ...c });
      add({
        title: `${m.module_name} 10% off`,
        code: `${prefix}10`,
        start_date: date(-20),
        expire_date: date(40),
        min_purchase: 300,
        max_discount: 100,
        discount: 10,
        discount_type: 'percent',
        coupon_type: 'default',
        limit_per_user: 3,
        store_id: null,
      });
      add({
        title: `৳50 off your ${m.module_name.toLowerCase()} order`,
        code: `${prefix}50`,
        start_date: date(-5),
        expire_date: date(25),
        min_purchase: 800,
        max_discount: 0,
        discount: 50,
        discount_type: 'amount',
        coupon_type: 'default',
        limit_per_user: 2,
        store_id: null,
      });
      add({
        title: 'Free delivery',
        code: `${prefix}FREEDEL`,
        start_date: date(-3),
        expire_date: date(14),
        min_purchase: 400,
        max_discount: 0,
        discount: 0,
        discount_type: 'amount',
        coupon_type: 'free_delivery',
        limit_per_user: 1,
        store_id: null,
      });
      if (firstStore) {
        add({
          title: `${firstStore.name} special`,
          code: `${slugify(firstStore.name).replace(/-/g, '').slice(0, 8).toUpperCase()}15`,
          start_date: date(-10),
          expire_date: date(20),
          min_purchase: 500,
          max_discount: 150,
          discount: 15,
          discount_type: 'percent',
          coupon_type: 'store_wise',
          limit_per_user: null,
          store_id: firstStore.id,
        });
      }
      add({
        title: `${m.module_name} spring offer`,
        code: `${prefix}SPRING`,
        start_date: date(-60),
        expire_date: date(-30),
        min_purchase: 200,
        max_discount: 80,
        discount: 12,
        discount_type: 'percent',
        coupon_type: 'default',
        limit_per_user: 1,
        store_id: null,
      });
    }
    await trx.insertInto('coupons').values(coupons).execute();

    await trx
      .insertInto('cashbacks')
      .values([
        {
          id: 1,
          title: 'Weekend cashback',
          cashback_type: 'percentage',
          cashback_amount: 5,
          min_purchase: 500,
          max_discount: 100,
          start_date: date(-7),
          end_date: date(23),
          same_user_limit: 4,
          status: 1,
        },
        {
          id: 2,
          title: 'Flat ৳40 back',
          cashback_type: 'amount',
          cashback_amount: 40,
          min_purchase: 1000,
          max_discount: 40,
          start_date: date(-2),
          end_date: date(12),
          same_user_limit: 2,
          status: 1,
        },
        {
          id: 3,
          title: 'New year cashback',
          cashback_type: 'percentage',
          cashback_amount: 10,
          min_purchase: 300,
          max_discount: 150,
          start_date: date(-120),
          end_date: date(-90),
          same_user_limit: 1,
          status: 1,
        },
      ])
      .execute();

    // A shop puts on sale, or in a campaign, what it has plenty of (or does not count: food).
    const wellStocked = (item: { stock: number | null }) => item.stock === null || item.stock >= 10;

    // Flash sales: one running per selling module (and one over for grocery).
    const flashSales: Insertable<Database['flash_sales']>[] = [];
    const flashItems: Insertable<Database['flash_sale_items']>[] = [];
    for (const m of sellingModules) {
      const id = flashSales.length + 1;
      flashSales.push({
        id,
        title: `${m.module_name} flash sale`,
        module_id: m.id,
        start_date: iso(-1),
        end_date: iso(2),
        status: 1,
      });
      const candidates = items.filter((i) => i.module_id === m.id && wellStocked(i) && i.variations === '[]');
      for (const item of rng.sample(candidates, 10)) {
        const stock = rng.int(20, 80);
        const discount = rng.pick([10, 15, 20, 25, 30]);
        flashItems.push({
          id: flashItems.length + 1,
          flash_sale_id: id,
          item_id: item.id,
          stock,
          sold: rng.int(0, stock - 5),
          discount,
          discount_type: 'percent',
          price: Math.round(item.price * (1 - discount / 100)),
        });
      }
    }
    flashSales.push({
      id: flashSales.length + 1,
      title: 'Grocery spring flash sale',
      module_id: sellingModules[0]?.id ?? 1,
      start_date: iso(-40),
      end_date: iso(-38),
      status: 1,
    });
    await trx.insertInto('flash_sales').values(flashSales).execute();
    await trx.insertInto('flash_sale_items').values(flashItems).execute();

    // Stores taking part in each basic campaign.
    const campaignStores: Insertable<Database['campaign_stores']>[] = [];
    for (const c of campaigns) {
      for (const s of rng.sample(
        stores.filter((st) => st.module_id === c.module_id),
        3,
      )) {
        campaignStores.push({ campaign_id: c.id, store_id: s.id });
      }
    }
    if (campaignStores.length > 0) await trx.insertInto('campaign_stores').values(campaignStores).execute();

    // Item campaigns: per selling module one running and one over.
    const itemCampaigns: Insertable<Database['item_campaigns']>[] = [];
    for (const m of sellingModules) {
      const picks = rng.sample(
        items.filter((i) => i.module_id === m.id && i.variations === '[]' && wellStocked(i)),
        2,
      );
      picks.forEach((item, n) => {
        itemCampaigns.push({
          id: itemCampaigns.length + 1,
          item_id: item.id,
          title: n === 0 ? `${item.name} combo deal` : `${item.name} launch offer`,
          price: item.price,
          discount: n === 0 ? 20 : 15,
          discount_type: 'percent',
          start_date: n === 0 ? date(-3) : date(-45),
          end_date: n === 0 ? date(11) : date(-15),
          // The running campaign runs all day, so the demo has one at any hour; the ended one kept day hours.
          start_time: n === 0 ? '00:00:00' : '08:00:00',
          end_time: n === 0 ? '23:59:59' : '23:00:00',
          module_id: m.id,
          status: 1,
        });
      });
    }
    await trx.insertInto('item_campaigns').values(itemCampaigns).execute();

    // Ads: two store promotions and a video promotion per selling module.
    const ads: Insertable<Database['advertisements']>[] = [];
    for (const m of sellingModules) {
      const picks = rng.sample(
        stores.filter((s) => s.module_id === m.id),
        3,
      );
      picks.forEach((s, n) => {
        const video = n === 2;
        ads.push({
          id: ads.length + 1,
          add_type: video ? 'video_promotion' : 'store_promotion',
          title: video ? `See what's cooking at ${s.name}` : `${s.name}: loved by ${s.rating_count}+ customers`,
          description: video
            ? `A short look behind the counter at ${s.name}.`
            : `Order from ${s.name} today; delivery in ${s.delivery_time}.`,
          module_id: m.id,
          zone_id: s.zone_id,
          store_id: s.id,
          cover_image: imageFileName(`${s.name} ad ${video ? 'poster' : 'cover'}`),
          profile_image: s.logo,
          // No video files are generated: a video promotion shows its poster.
          video_attachment: null,
          is_rating_active: 1,
          is_review_active: n === 0 ? 1 : 0,
          priority: n + 1,
          start_date: date(-5),
          end_date: date(25),
          status: 1,
        });
      });
    }
    await trx.insertInto('advertisements').values(ads).execute();

    // Common conditions (pharmacy), linked to items by their category.
    const pharmacyItems = await trx
      .selectFrom('items')
      .innerJoin('categories', 'categories.id', 'items.category_id')
      .select(['items.id', 'categories.name as category'])
      .where('items.module_id', '=', 3)
      .execute();
    await trx
      .insertInto('common_conditions')
      .values(CONDITIONS.map(([name], i) => ({ id: i + 1, name, status: 1 })))
      .execute();
    const links: Insertable<Database['item_common_conditions']>[] = [];
    CONDITIONS.forEach(([, categories], i) => {
      for (const it of pharmacyItems.filter((p) => categories.includes(p.category))) {
        links.push({ item_id: it.id, condition_id: i + 1 });
      }
    });
    for (let i = 0; i < links.length; i += 200) {
      await trx
        .insertInto('item_common_conditions')
        .values(links.slice(i, i + 200))
        .execute();
    }

    await trx
      .insertInto('offline_payment_methods')
      .values([
        {
          id: 1,
          method_name: 'bKash',
          method_fields: JSON.stringify([
            { input_name: 'account_number', input_data: '01700-000111' },
            { input_name: 'account_type', input_data: 'Merchant' },
          ]),
          method_informations: JSON.stringify([
            { customer_input: 'sender_number', customer_placeholder: 'Your bKash number', is_required: 1 },
            { customer_input: 'transaction_id', customer_placeholder: 'Transaction ID', is_required: 1 },
          ]),
          status: 1,
        },
        {
          id: 2,
          method_name: 'Bank transfer',
          method_fields: JSON.stringify([
            { input_name: 'bank_name', input_data: 'City Bank' },
            { input_name: 'account_name', input_data: 'Storefront Ltd' },
            { input_name: 'account_number', input_data: '1234 5678 9012' },
          ]),
          method_informations: JSON.stringify([
            { customer_input: 'account_holder', customer_placeholder: 'Account holder name', is_required: 1 },
            { customer_input: 'reference', customer_placeholder: 'Payment reference', is_required: 0 },
          ]),
          status: 1,
        },
      ])
      .execute();

    // Last in the seed, so that leaving it out changes no other seeded row.
    if (options.demoCustomer) await seedDemoHistory(trx, { now, stores, items, zones, rng });

    await trx
      .insertInto('settings')
      .values({ key: MARKER, value: JSON.stringify(stamp) })
      .execute();
  });
}

/** The demo customer's orders (every status), reviews, wallet and loyalty history. */
async function seedDemoHistory(
  trx: Trx,
  data: {
    now: Date;
    stores: StoreRow[];
    items: ItemRow[];
    zones: Selectable<Database['zones']>[];
    rng: Prng;
  },
): Promise<void> {
  const { now, stores, items, zones } = data;
  const demo = await findDemoCustomer(trx);
  const home = demo
    ? await trx.selectFrom('addresses').selectAll().where('user_id', '=', demo.id).orderBy('id').executeTakeFirst()
    : undefined;
  if (!demo || !home) return;
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE).toISOString();
  const address = {
    contact_person_name: home.contact_person_name,
    contact_person_number: home.contact_person_number,
    address_type: home.address_type,
    address: home.address,
    latitude: String(home.latitude),
    longitude: String(home.longitude),
    floor: home.floor,
    road: home.road,
    house: home.house,
  };
  const plainItems = (storeId: number) =>
    items.filter((i) => i.store_id === storeId && i.variations === '[]' && i.food_variations === '[]');
  const zone1Stores = (moduleId: number) =>
    stores.filter((s) => s.module_id === moduleId && s.zone_id === 1 && plainItems(s.id).length >= 2);
  const zone = zones.find((z) => z.id === 1);

  type Plan = {
    status: string;
    moduleId: number;
    daysAgo: number;
    payment: string;
    paymentStatus: string;
    reviewed?: boolean;
    reason?: string;
  };
  const plans: Plan[] = [
    { status: 'delivered', moduleId: 1, daysAgo: 120, payment: 'wallet', paymentStatus: 'paid', reviewed: true },
    { status: 'refunded', moduleId: 4, daysAgo: 21, payment: 'digital_payment', paymentStatus: 'refunded' },
    {
      status: 'delivered',
      moduleId: 3,
      daysAgo: 14,
      payment: 'cash_on_delivery',
      paymentStatus: 'paid',
      reviewed: true,
    },
    {
      status: 'canceled',
      moduleId: 2,
      daysAgo: 9,
      payment: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      reason: 'Delivery time is too long',
    },
    { status: 'failed', moduleId: 1, daysAgo: 6, payment: 'digital_payment', paymentStatus: 'failed' },
    { status: 'delivered', moduleId: 2, daysAgo: 2, payment: 'digital_payment', paymentStatus: 'paid' },
    { status: 'picked_up', moduleId: 2, daysAgo: 0, payment: 'cash_on_delivery', paymentStatus: 'unpaid' },
    { status: 'confirmed', moduleId: 1, daysAgo: 0, payment: 'digital_payment', paymentStatus: 'paid' },
    { status: 'pending', moduleId: 4, daysAgo: 0, payment: 'cash_on_delivery', paymentStatus: 'unpaid' },
  ];

  let nextId = FIRST_ORDER_ID;
  let walletOrder: { id: number; amount: number } | null = null;
  for (const [n, plan] of plans.entries()) {
    const store = zone1Stores(plan.moduleId)[n % 2];
    if (!store) continue;
    const chosen = plainItems(store.id).slice(0, 2);
    const lines = chosen.map((item, i) => ({
      item,
      request: { variation: [], add_on_ids: [], add_on_qtys: [], quantity: i === 0 ? 2 : 1 },
    }));
    const km =
      distanceMeters({ lat: store.latitude, lng: store.longitude }, { lat: home.latitude, lng: home.longitude }) / 1000;
    const priced = priceOrder({
      lines,
      addOns: new Map(),
      storePercent: 0,
      store,
      orderType: 'delivery',
      distanceKm: km,
      vehicleExtraCharge: 0,
      charges: {
        perKm: zone?.per_km_shipping_charge ?? 12,
        minimum: zone?.minimum_shipping_charge ?? 30,
        maximum: zone?.maximum_shipping_charge ?? null,
        increasedPercent: 0,
        freeDeliveryOver: 1500,
      },
      coupon: null,
      additionalCharge: 10,
      dmTips: plan.status === 'delivered' ? 20 : 0,
    });
    const minutesAgo = plan.daysAgo === 0 ? (plan.status === 'pending' ? 2 : plan.status === 'confirmed' ? 8 : 25) : 0;
    const placed = plan.daysAgo === 0 ? new Date(now.getTime() - minutesAgo * MINUTE).toISOString() : at(plan.daysAgo);
    const step = (k: number) => new Date(Date.parse(placed) + k * MINUTE).toISOString();
    const reached = (s: string) =>
      ['confirmed', 'picked_up', 'delivered', 'refunded'].indexOf(plan.status) >=
      ['confirmed', 'picked_up', 'delivered'].indexOf(s);
    const id = nextId++;
    await trx
      .insertInto('orders')
      .values({
        id,
        owner_type: 'user',
        owner_id: demo.id,
        module_id: plan.moduleId,
        store_id: store.id,
        zone_id: store.zone_id,
        order_type: 'delivery',
        order_status: plan.status,
        payment_method: plan.payment,
        payment_status: plan.paymentStatus,
        order_amount: priced.total,
        item_total: priced.itemTotal,
        discount_on_items: priced.discountOnItems,
        coupon_code: null,
        coupon_discount_amount: 0,
        coupon_discount_title: null,
        delivery_charge: priced.deliveryCharge,
        original_delivery_charge: priced.originalDeliveryCharge,
        additional_charge: priced.additionalCharge,
        dm_tips: priced.dmTips,
        total_tax_amount: priced.tax,
        wallet_paid: plan.payment === 'wallet' ? priced.total : 0,
        distance: Math.round(km * 100) / 100,
        delivery_address: JSON.stringify(address),
        receiver_details: null,
        parcel_category_id: null,
        charge_payer: null,
        schedule_at: null,
        scheduled: 0,
        order_note: n === 0 ? 'Please call when you arrive.' : null,
        delivery_instruction: null,
        unavailable_item_note: null,
        cutlery: 0,
        prescription_order: 0,
        delivery_man_id: ['pending', 'failed', 'canceled'].includes(plan.status) ? null : (n % 3) + 1,
        lifecycle_started_at: null,
        cancellation_reason: plan.reason ?? null,
        canceled_by: plan.reason ? 'customer' : null,
        review_reminder_dismissed: 0,
        pending: placed,
        confirmed: reached('confirmed') ? step(3) : null,
        picked_up: reached('picked_up') ? step(15) : null,
        delivered: reached('delivered') ? step(32) : null,
        canceled: plan.status === 'canceled' ? step(6) : null,
        failed: plan.status === 'failed' ? step(1) : null,
        refunded: plan.status === 'refunded' ? at(plan.daysAgo - 2) : null,
        created_at: placed,
        updated_at: placed,
      })
      .execute();
    await trx
      .insertInto('order_details')
      .values(
        priced.lines.map((l) => ({
          order_id: id,
          item_id: l.item.id,
          item_details: JSON.stringify({ name: l.item.name, image: l.item.image, price: l.item.price }),
          variation: '[]',
          add_ons: '[]',
          price: l.unitBase,
          quantity: l.quantity,
          discount_on_item: l.discountOnItem,
          total_add_on_price: 0,
          tax_amount: l.taxAmount,
          created_at: placed,
        })),
      )
      .execute();
    if (plan.reviewed) {
      for (const [k, l] of priced.lines.entries()) {
        await trx
          .insertInto('reviews')
          .values({
            item_id: l.item.id,
            user_id: demo.id,
            order_id: id,
            rating: k === 0 ? 5 : 4,
            comment: k === 0 ? 'Fresh and well packed.' : 'Good value.',
            created_at: at(plan.daysAgo - 1),
          })
          .execute();
      }
    }
    if (plan.payment === 'wallet') walletOrder = { id, amount: priced.total };
  }

  // A delivered parcel.
  const sender = address;
  const receiver = {
    contact_person_name: 'Nusrat Jahan',
    contact_person_number: '+8801811000222',
    address: 'Road 27, Dhanmondi, Dhaka',
    latitude: '23.7561',
    longitude: '90.3746',
    floor: '3',
    road: 'Road 27',
    house: '55',
  };
  const parcelKm = distanceMeters({ lat: home.latitude, lng: home.longitude }, { lat: 23.7561, lng: 90.3746 }) / 1000;
  const parcelCharge = Math.round(Math.max(50, parcelKm * 12) * 100) / 100;
  const parcelPlaced = at(30);
  await trx
    .insertInto('orders')
    .values({
      id: nextId++,
      owner_type: 'user',
      owner_id: demo.id,
      module_id: 5,
      store_id: null,
      zone_id: 1,
      order_type: 'parcel',
      order_status: 'delivered',
      payment_method: 'cash_on_delivery',
      payment_status: 'paid',
      order_amount: parcelCharge,
      item_total: 0,
      discount_on_items: 0,
      coupon_code: null,
      coupon_discount_amount: 0,
      coupon_discount_title: null,
      delivery_charge: parcelCharge,
      original_delivery_charge: parcelCharge,
      additional_charge: 0,
      dm_tips: 0,
      total_tax_amount: 0,
      wallet_paid: 0,
      distance: Math.round(parcelKm * 100) / 100,
      delivery_address: JSON.stringify(sender),
      receiver_details: JSON.stringify(receiver),
      parcel_category_id: 1,
      charge_payer: 'sender',
      schedule_at: null,
      scheduled: 0,
      order_note: null,
      delivery_instruction: 'Hand over to the receptionist.',
      unavailable_item_note: null,
      cutlery: 0,
      prescription_order: 0,
      delivery_man_id: 1,
      lifecycle_started_at: null,
      cancellation_reason: null,
      canceled_by: null,
      review_reminder_dismissed: 1,
      pending: parcelPlaced,
      confirmed: new Date(Date.parse(parcelPlaced) + 4 * MINUTE).toISOString(),
      picked_up: new Date(Date.parse(parcelPlaced) + 20 * MINUTE).toISOString(),
      delivered: new Date(Date.parse(parcelPlaced) + 55 * MINUTE).toISOString(),
      canceled: null,
      failed: null,
      refunded: null,
      created_at: parcelPlaced,
      updated_at: parcelPlaced,
    })
    .execute();

  // Wallet: the seeded balance is the sum of this history (the refunded order went back to the card).
  const walletDebit = walletOrder?.amount ?? 0;
  const movements: { days: number; credit: number; debit: number; type: string; reference: string | null }[] = [];
  const others = [
    { days: 90, credit: 20, debit: 0, type: 'loyalty_point', reference: null },
    { days: 60, credit: 50, debit: 0, type: 'referrer', reference: 'RAFI2024' },
    { days: 30, credit: 30, debit: 0, type: 'cashback', reference: null },
  ];
  const addFund =
    Math.round((demo.wallet_balance + walletDebit - others.reduce((s, o) => s + o.credit, 0)) * 100) / 100;
  movements.push(
    { days: 150, credit: addFund, debit: 0, type: 'add_fund', reference: 'Card' },
    {
      days: 120,
      credit: 0,
      debit: walletDebit,
      type: 'order_place',
      reference: walletOrder ? String(walletOrder.id) : null,
    },
    ...others,
  );
  let balance = 0;
  for (const [i, m] of movements.sort((a, b) => b.days - a.days).entries()) {
    balance = Math.round((balance + m.credit - m.debit) * 100) / 100;
    await trx
      .insertInto('wallet_transactions')
      .values({
        user_id: demo.id,
        transaction_id: `WT${String(70001 + i)}`,
        credit: m.credit,
        debit: m.debit,
        admin_bonus: 0,
        balance,
        transaction_type: m.type,
        reference: m.reference,
        created_at: at(m.days),
      })
      .execute();
  }

  const points = [
    { days: 140, credit: 80, debit: 0, type: 'order_place', reference: walletOrder ? String(walletOrder.id) : null },
    { days: 125, credit: 150, debit: 0, type: 'order_place', reference: null },
    { days: 90, credit: 0, debit: 200, type: 'point_to_wallet', reference: null },
    { days: 45, credit: 60, debit: 0, type: 'order_place', reference: null },
    { days: 10, credit: demo.loyalty_point - 90, debit: 0, type: 'order_place', reference: null },
  ];
  let pointBalance = 0;
  for (const [i, p] of points.entries()) {
    pointBalance += p.credit - p.debit;
    await trx
      .insertInto('loyalty_point_transactions')
      .values({
        user_id: demo.id,
        transaction_id: `LP${String(50001 + i)}`,
        credit: p.credit,
        debit: p.debit,
        balance: pointBalance,
        transaction_type: p.type,
        reference: p.reference,
        created_at: at(p.days),
      })
      .execute();
  }

  // The demo customer's favourites.
  const food = stores.find((s) => s.module_id === 2 && s.zone_id === 1);
  const favouriteItems = items.filter((i) => i.module_id === 1).slice(0, 2);
  const wishRows: Insertable<Database['wishlists']>[] = [
    ...favouriteItems.map((i) => ({ user_id: demo.id, item_id: i.id, store_id: null, created_at: at(12) })),
    ...(food ? [{ user_id: demo.id, item_id: null, store_id: food.id, created_at: at(11) }] : []),
  ];
  if (wishRows.length > 0) await trx.insertInto('wishlists').values(wishRows).execute();
}

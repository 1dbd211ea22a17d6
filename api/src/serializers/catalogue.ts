import type { Wire } from '@storefront/shared/contract/common';
import type { ItemSchema } from '@storefront/shared/contract/item';
import type { StoreSchema } from '@storefront/shared/contract/store';

export type Item = Wire<typeof ItemSchema>;
export type Store = Wire<typeof StoreSchema>;
import {
  addOnsByIds,
  itemCategoryRefs,
  itemCountsByStore,
  listModules,
  schedulesByStoreIds,
  storesByIds,
  type ItemRow,
  type ModuleRow,
  type ScheduleRow,
  type StoreRow,
} from '../db/queries/catalogue';
import type { AppContext } from '../lib/context';
import { distanceMeters, type Point } from '../lib/geo';
import { imageUrl } from '../lib/images';
import { businessClock, withinHours } from '../lib/time';
import { nextOpeningAt } from '../services/store-hours';
import { shownDiscount } from '../services/cart-pricing';
import { flashPrices } from '../services/special-prices';

export interface StoreDiscount {
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
}

const json = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The business day's date (YYYY-MM-DD): date-bound offers start and end on the business zone's days. */
export const today = (now: Date) => businessClock(now).date;

/** The store's discount when it runs today, else null. */
export function runningStoreDiscount(store: Pick<StoreRow, 'discount'>, now: Date): StoreDiscount | null {
  const d = json<StoreDiscount | null>(store.discount, null);
  if (!d) return null;
  const day = today(now);
  return d.start_date <= day && d.end_date >= day ? d : null;
}

/** The store-wide percent that applies to its items (0 when none runs). */
export function storeDiscountPercent(store: Pick<StoreRow, 'discount'>, now: Date): number {
  const d = runningStoreDiscount(store, now);
  return d && d.discount_type === 'percent' ? d.discount : 0;
}

/** Open now by the schedules, read in the business time zone; schedules past midnight count for the next day. */
export function isOpenNow(schedules: ScheduleRow[], now: Date): boolean {
  const { day, time } = businessClock(now);
  const yesterday = (day + 6) % 7;
  return schedules.some((s) => {
    if (s.day === day)
      return (
        withinHours(time, s.opening_time, s.closing_time) &&
        (s.opening_time <= s.closing_time || time >= s.opening_time)
      );
    if (s.day === yesterday && s.opening_time > s.closing_time) return time <= s.closing_time;
    return false;
  });
}

export const ratingAverage = (n: number) => Math.round(n * 10) / 10;

async function modulesById(ctx: AppContext): Promise<Map<number, ModuleRow>> {
  return new Map((await listModules(ctx.db)).map((m) => [m.id, m]));
}

export function storeToWire(
  ctx: AppContext,
  s: StoreRow,
  extra: {
    schedules: ScheduleRow[];
    totalItems: number;
    moduleType: string | undefined;
    point: Point | null;
    now: Date;
  },
): Store {
  const url = ctx.env.publicUrl;
  const open = s.active === 1 && isOpenNow(extra.schedules, extra.now);
  const { day } = businessClock(extra.now);
  const todays = extra.schedules.find((sc) => sc.day === day);
  const opens = !open && s.active === 1 ? nextOpeningAt(extra.schedules, extra.now) : null;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    phone: s.phone,
    email: s.email,
    address: s.address,
    footer_text: s.footer_text,
    logo: s.logo,
    logo_full_url: imageUrl(url, 'store', s.logo),
    cover_photo: s.cover_photo,
    cover_photo_full_url: imageUrl(url, 'store-cover', s.cover_photo),
    latitude: s.latitude,
    longitude: s.longitude,
    module_id: s.module_id,
    module_type: extra.moduleType,
    zone_id: s.zone_id,
    minimum_order: s.minimum_order,
    delivery_time: s.delivery_time,
    free_delivery: s.free_delivery === 1,
    minimum_shipping_charge: s.minimum_shipping_charge,
    per_km_shipping_charge: s.per_km_shipping_charge,
    maximum_shipping_charge: s.maximum_shipping_charge,
    tax: s.tax,
    veg: s.veg,
    non_veg: s.non_veg,
    delivery: s.delivery === 1,
    take_away: s.take_away === 1,
    // A store without opening hours has no time to schedule an order for.
    schedule_order: s.schedule_order === 1 && extra.schedules.length > 0,
    prescription_order: s.prescription_order === 1,
    cutlery: s.cutlery === 1,
    featured: s.featured,
    active: s.active === 1,
    open: open ? 1 : 0,
    avg_rating: ratingAverage(s.avg_rating),
    rating_count: s.rating_count,
    rating: json<number[]>(s.rating, [0, 0, 0, 0, 0]),
    total_items: extra.totalItems,
    order_count: s.order_count,
    distance: extra.point
      ? Math.round(distanceMeters(extra.point, { lat: s.latitude, lng: s.longitude }) * 100) / 100
      : 0,
    discount: runningStoreDiscount(s, extra.now),
    schedules: extra.schedules.map((sc) => ({
      day: sc.day,
      opening_time: sc.opening_time,
      closing_time: sc.closing_time,
    })),
    current_opening_time: todays ? todays.opening_time.slice(0, 5) : null,
    next_opening_at: opens ? opens.toISOString() : null,
    created_at: s.created_at,
  };
}

/** Stores with their open state, item counts and distance from `point`. */
export async function serializeStores(ctx: AppContext, rows: StoreRow[], point: Point | null): Promise<Store[]> {
  const ids = rows.map((r) => r.id);
  const [schedules, counts, modules] = await Promise.all([
    schedulesByStoreIds(ctx.db, ids),
    itemCountsByStore(ctx.db, ids),
    modulesById(ctx),
  ]);
  const now = ctx.now();
  const countMap = new Map(counts.map((c) => [c.store_id, Number(c.n)]));
  return rows.map((s) =>
    storeToWire(ctx, s, {
      schedules: schedules.filter((sc) => sc.store_id === s.id),
      totalItems: countMap.get(s.id) ?? 0,
      moduleType: modules.get(s.module_id)?.module_type,
      point,
      now,
    }),
  );
}

const hhmm = (t: string) => t.slice(0, 5);

/** Items in the wire shape, with their store, add-ons and category references. */
export async function serializeItems(ctx: AppContext, rows: ItemRow[]): Promise<Item[]> {
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const addOnIds = [...new Set(rows.flatMap((r) => json<number[]>(r.add_ons, [])))];
  const [stores, addOns, refs, modules, flash] = await Promise.all([
    storesByIds(ctx.db, storeIds),
    addOnsByIds(ctx.db, addOnIds),
    itemCategoryRefs(
      ctx.db,
      rows.map((r) => r.id),
    ),
    modulesById(ctx),
    flashPrices(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  const storeMap = new Map(stores.map((s) => [s.id, s]));
  const addOnMap = new Map(addOns.map((a) => [a.id, a]));
  const now = ctx.now();
  const url = ctx.env.publicUrl;
  return rows.map((r) => {
    const store = storeMap.get(r.store_id);
    const storePercent = store ? storeDiscountPercent(store, now) : 0;
    const images = json<string[]>(r.images, []);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      image: r.image,
      image_full_url: imageUrl(url, 'item', r.image),
      images_full_url: images.map((i) => imageUrl(url, 'item', i) ?? ''),
      category_id: r.category_id,
      category_ids: refs
        .filter((c) => c.item_id === r.id)
        .map((c) => ({ id: c.category_id, name: c.name, position: c.position })),
      brand_id: r.brand_id,
      variations: json(r.variations, []),
      food_variations: json(r.food_variations, []),
      choice_options: json(r.choice_options, []),
      attributes: [],
      add_ons: json<number[]>(r.add_ons, []).flatMap((id) => {
        const a = addOnMap.get(id);
        return a
          ? [
              {
                id: a.id,
                name: a.name,
                price: a.price,
                store_id: a.store_id,
                stock_type: a.stock_type,
                addon_stock: a.addon_stock,
                status: a.status,
              },
            ]
          : [];
      }),
      price: r.price,
      tax: r.tax,
      tax_type: 'percent',
      // The one price rule (services/cart-pricing): what the cart, the bill and the order charge.
      ...shownDiscount(r, storePercent, flash.get(r.id)),
      unit_type: r.unit_type,
      veg: r.veg,
      organic: r.organic,
      halal_tag_status: r.halal_tag_status,
      is_halal: r.is_halal,
      is_prescription_required: r.is_prescription_required,
      stock: r.stock,
      maximum_cart_quantity: r.maximum_cart_quantity,
      available_time_starts: hhmm(r.available_time_starts),
      available_time_ends: hhmm(r.available_time_ends),
      schedule_order: store ? store.schedule_order === 1 : false,
      recommended: r.recommended,
      status: r.status,
      store_id: r.store_id,
      store_name: store?.name ?? '',
      zone_id: store?.zone_id ?? 0,
      module_id: r.module_id,
      module_type: modules.get(r.module_id)?.module_type ?? '',
      avg_rating: ratingAverage(r.avg_rating),
      rating_count: r.rating_count,
      order_count: r.order_count,
      whislists_count: r.wishlist_count,
      wishlist_count: r.wishlist_count,
      tags: json<string[]>(r.tags, []).map((tag, i) => ({ id: i + 1, tag })),
      is_campaign: 0,
      free_delivery: store ? store.free_delivery === 1 : false,
      delivery_time: store?.delivery_time ?? null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

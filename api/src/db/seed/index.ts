import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../lib/security';
import { imageFileName, slugify } from '../../lib/images';
import { pointInPolygon, type Point } from '../../lib/geo';
import { Prng } from '../../lib/prng';
import { NEW_ARRIVAL_DAYS } from '../../services/item-search';
import type { Database, ItemsTable, StoresTable } from '../schema';
import {
  ADJECTIVES,
  APPAREL_CATEGORIES,
  BRANDS,
  CATEGORY_TREES,
  FOOD_ADD_ONS,
  HALAL_CATEGORIES,
  ITEM_TEMPLATES,
  MODULES,
  ORGANIC_CATEGORIES,
  PRESCRIPTION_CATEGORIES,
  STORES,
  STREETS,
  VEG_CATEGORIES,
  WEIGHT_CATEGORIES,
} from './catalogue-data';
import { CITY, COUNTRY, DEFAULT_LOCATION, PLACES, ZONES, type ZoneSeed } from './geography';
import { businessSettings, landingSettings } from '../business-settings';

export const SEED = 20240611;
export const DEMO_EMAIL = 'demo@storefront.test';
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_PHONE = '+8801700000000';

const DAY = 86_400_000;

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  return Boolean(row);
}

async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 100,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Each chunk is a plain multi-row insert; the table type makes the rows type-checked above.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/**
 * The zone of a module's nth store, cycling. Zone 1 (the demo's default location) gets enough
 * pharmacies to fill every section of the pharmacy home without showing a product twice.
 */
const ZONE_PLANS: Readonly<Record<number | 'default', readonly number[]>> = {
  default: [1, 1, 2, 3],
  3: [1, 1, 2, 1, 1, 1, 1, 3, 2, 3],
  4: [1, 1, 2, 2],
};

function randomPointIn(zone: ZoneSeed, rng: Prng): Point {
  const lats = zone.ring.map((p) => p.lat);
  const lngs = zone.ring.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  for (let i = 0; i < 200; i++) {
    const p = { lat: rng.float(minLat, maxLat, 6), lng: rng.float(minLng, maxLng, 6) };
    if (pointInPolygon(p, zone.ring)) return p;
  }
  return { lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 };
}

const roundPrice = (n: number) => (n >= 50 ? Math.round(n / 5) * 5 : Math.round(n));
const parseTemplate = (t: string) => {
  const [name = '', min = '0', max = '0'] = t.split('|');
  return { name, min: Number(min), max: Number(max) };
};

interface FoodValue {
  label: string;
  optionPrice: number;
}
interface FoodGroup {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: FoodValue[];
}

const single = (name: string, required: boolean, values: [string, number][]): FoodGroup => ({
  name,
  type: 'single',
  min: 0,
  max: 0,
  required: required ? 'on' : 'off',
  values: values.map(([label, optionPrice]) => ({ label, optionPrice })),
});

function foodVariations(parent: string, leaf: string, rng: Prng): FoodGroup[] {
  switch (parent) {
    case 'Burgers':
      return [
        single('Size', true, [
          ['Regular', 0],
          ['Large', 80],
        ]),
        {
          name: 'Extras',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'off',
          values: [
            { label: 'Cheese Slice', optionPrice: 30 },
            { label: 'Beef Bacon', optionPrice: 60 },
            { label: 'Jalapeños', optionPrice: 25 },
          ],
        },
      ];
    case 'Pizza':
      return [
        single('Size', true, [
          ['8 inch', 0],
          ['10 inch', 250],
          ['12 inch', 450],
        ]),
        single('Crust', false, [
          ['Thin', 0],
          ['Stuffed', 120],
        ]),
      ];
    case 'Biryani & Rice':
      return [
        single('Portion', true, [
          ['Half', 0],
          ['Full', 150],
        ]),
      ];
    case 'Beverages':
      return [
        single('Size', true, [
          ['Regular', 0],
          ['Large', 50],
        ]),
      ];
    case 'Japanese':
      return leaf === 'Sushi'
        ? [
            single('Pieces', true, [
              ['6 pcs', 0],
              ['12 pcs', 400],
            ]),
          ]
        : [
            single('Spice Level', false, [
              ['Mild', 0],
              ['Medium', 0],
              ['Hot', 0],
            ]),
          ];
    case 'Chinese':
      return [
        single('Spice Level', false, [
          ['Mild', 0],
          ['Medium', 0],
          ['Hot', 0],
        ]),
      ];
    default:
      return rng.chance(0.35)
        ? [
            single('Spice Level', false, [
              ['Mild', 0],
              ['Medium', 0],
              ['Hot', 0],
            ]),
          ]
        : [];
  }
}

interface OldShape {
  choice_options: { name: string; title: string; options: string[] }[];
  variations: { type: string; price: number; stock: number }[];
}

function olderVariations(leaf: string, price: number, rng: Prng): OldShape | null {
  if (WEIGHT_CATEGORIES.has(leaf)) {
    const options = ['500 g', '1 kg', '2 kg'];
    const factors = [0.55, 1, 1.9];
    return {
      choice_options: [{ name: 'choice_1', title: 'Weight', options }],
      variations: options.map((o, i) => ({
        type: o.replace(/\s+/g, ''),
        price: roundPrice(price * (factors[i] ?? 1)),
        stock: rng.chance(0.1) ? 0 : rng.int(5, 60),
      })),
    };
  }
  if (APPAREL_CATEGORIES.has(leaf)) {
    const colors = rng.sample(['Black', 'White', 'Navy', 'Red', 'Olive', 'Beige'], rng.int(2, 3));
    const sizes = leaf === 'Shoes' ? ['40', '41', '42', '43'] : ['S', 'M', 'L', 'XL'];
    const variations: OldShape['variations'] = [];
    for (const c of colors) {
      for (const s of sizes) {
        variations.push({
          type: `${c}-${s}`,
          price: s === 'XL' || s === '43' ? roundPrice(price * 1.05) : price,
          stock: rng.chance(0.15) ? 0 : rng.int(1, 15),
        });
      }
    }
    return {
      choice_options: [
        { name: 'choice_1', title: 'Color', options: colors },
        { name: 'choice_2', title: 'Size', options: sizes },
      ],
      variations,
    };
  }
  if (leaf === 'Phones & Tablets') {
    const options = ['64 GB', '128 GB', '256 GB'];
    return {
      choice_options: [{ name: 'choice_1', title: 'Storage', options }],
      variations: options.map((o, i) => ({
        type: o.replace(/\s+/g, ''),
        price: roundPrice(price * (1 + i * 0.18)),
        stock: rng.int(0, 12),
      })),
    };
  }
  return null;
}

function unitFor(moduleId: number, leaf: string): string | null {
  if (moduleId === 2) return null;
  if (moduleId === 1) {
    if (WEIGHT_CATEGORIES.has(leaf)) return 'kg';
    if (['Liquid Milk', 'Juices', 'Water', 'Soft Drinks'].includes(leaf)) return 'ltr';
    return 'pc';
  }
  if (moduleId === 3) return ['Monitors', 'First Aid'].includes(leaf) ? 'pc' : 'box';
  return 'pc';
}

/** What a seed writes besides the catalogue. */
export interface SeedOptions {
  /**
   * The demo customer (DEMO_EMAIL, a public password) and everything of theirs: orders, wallet,
   * wishlist, addresses, messages. Development and tests only: in production it is an open account.
   */
  demoCustomer: boolean;
}

/** The seeded demo customer, when there is one (found by email: in production the first user is a real one). */
export const findDemoCustomer = (db: Kysely<Database>) =>
  db.selectFrom('users').selectAll().where('email', '=', DEMO_EMAIL).executeTakeFirst();

/** Fills an empty database with the deterministic demo catalogue (and the demo customer when asked). */
export async function seedCatalogue(db: Kysely<Database>, now: Date, options: SeedOptions): Promise<void> {
  const rng = new Prng(SEED);
  const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  const demoPasswordHash = options.demoCustomer ? await hashPassword(DEMO_PASSWORD) : null;

  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'settings', [
      { key: 'business', value: JSON.stringify(businessSettings(DEFAULT_LOCATION, COUNTRY)) },
      { key: 'landing', value: JSON.stringify(landingSettings()) },
    ]);

    await insertChunked(
      trx,
      'zones',
      ZONES.map((z) => ({
        id: z.id,
        name: z.name,
        display_name: z.display_name,
        coordinates: JSON.stringify(z.ring),
        status: 1,
        cash_on_delivery: z.cash_on_delivery ? 1 : 0,
        digital_payment: z.digital_payment ? 1 : 0,
        offline_payment: z.offline_payment ? 1 : 0,
        minimum_shipping_charge: 30,
        per_km_shipping_charge: 12,
        maximum_shipping_charge: 150,
        max_cod_order_amount: z.cash_on_delivery ? 10000 : null,
        increased_delivery_fee: z.id === 2 ? 10 : 0,
        increased_delivery_fee_status: z.id === 2 ? 1 : 0,
        increase_delivery_charge_message: z.id === 2 ? 'Rainy weather: delivery fee increased by 10%' : null,
      })),
    );

    await insertChunked(
      trx,
      'modules',
      MODULES.map((m, i) => ({
        id: m.id,
        module_name: m.name,
        module_type: m.type,
        slug: m.type,
        icon: imageFileName(`${m.name} icon`),
        thumbnail: imageFileName(`${m.name} module`),
        theme_id: (i % 3) + 1,
        description: m.description,
        status: 1,
        all_zone_service: 0,
        created_at: iso(-365 + i),
      })),
    );
    await insertChunked(
      trx,
      'module_zones',
      ZONES.flatMap((z) => z.module_ids.map((module_id) => ({ module_id, zone_id: z.id }))),
    );

    await insertChunked(
      trx,
      'places',
      PLACES.map((p) => ({
        place_id: p.place_id,
        name: p.name,
        formatted_address: `${p.name}, ${p.area}, ${CITY}, ${COUNTRY}`,
        latitude: p.lat,
        longitude: p.lng,
      })),
    );

    // Categories: parents then children, ids in order.
    const categoryIds = new Map<string, { id: number; parentId: number; parentName: string; moduleId: number }>();
    const categoryRows: Insertable<Database['categories']>[] = [];
    let categoryId = 0;
    for (const [moduleKey, tree] of Object.entries(CATEGORY_TREES)) {
      const moduleId = Number(moduleKey);
      let position = 0;
      for (const [parent, children] of Object.entries(tree)) {
        const parentId = ++categoryId;
        categoryRows.push({
          id: parentId,
          name: parent,
          slug: slugify(parent),
          image: imageFileName(parent),
          parent_id: 0,
          position: 0,
          priority: position++,
          module_id: moduleId,
          status: 1,
          featured: rng.chance(0.5) ? 1 : 0,
        });
        for (const child of children) {
          const id = ++categoryId;
          categoryIds.set(`${moduleId}:${child}`, { id, parentId, parentName: parent, moduleId });
          categoryRows.push({
            id,
            name: child,
            slug: slugify(child),
            image: imageFileName(child),
            parent_id: parentId,
            position: 1,
            priority: 0,
            module_id: moduleId,
            status: 1,
            featured: 0,
          });
        }
      }
    }
    await insertChunked(trx, 'categories', categoryRows);

    const brandRows = BRANDS.map((b, i) => ({
      id: i + 1,
      name: b.name,
      slug: slugify(b.name),
      image: imageFileName(b.name),
      module_id: b.module_id,
      status: 1,
    }));
    await insertChunked(trx, 'brands', brandRows);

    // Stores.
    // Stores whose hours are their own (by index): a noodle bar, a breakfast place, a late grocer and a
    // gadget shop closed on Fridays. Every store has hours: one without is closed until given some.
    const ownHours = new Map<number, { open: string; close: string; closedOn?: number }>([
      [3, { open: '11:00:00', close: '23:00:00' }],
      [12, { open: '07:00:00', close: '15:00:00' }],
      [20, { open: '08:00:00', close: '21:00:00' }],
      [33, { open: '10:00:00', close: '20:00:00', closedOn: 5 }],
    ]);
    const storeRows: Insertable<StoresTable>[] = [];
    const scheduleRows: Insertable<Database['store_schedules']>[] = [];
    const addOnRows: Insertable<Database['add_ons']>[] = [];
    const storeAddOns = new Map<number, number[]>();
    const moduleCounters = new Map<number, number>();
    let addOnId = 0;
    STORES.forEach((s, index) => {
      const id = index + 1;
      const nth = moduleCounters.get(s.module_id) ?? 0;
      moduleCounters.set(s.module_id, nth + 1);
      const zonePlan = ZONE_PLANS[s.module_id] ?? ZONE_PLANS.default!;
      const zone = ZONES.find((z) => z.id === zonePlan[nth % zonePlan.length]) ?? ZONES[0];
      if (!zone) throw new Error('no zones');
      const point = randomPointIn(zone, rng);
      const slug = slugify(s.name);
      const ratings = [rng.int(20, 300), rng.int(10, 120), rng.int(2, 40), rng.int(0, 15), rng.int(0, 10)];
      const total = ratings.reduce((a, b) => a + b, 0);
      const avg = ratings.reduce((sum, count, i) => sum + count * (5 - i), 0) / total;
      const isFood = s.module_id === 2;
      const vegOnly = ['Green Bowl Salads', 'Sweet Tooth Desserts'].includes(s.name);
      const hasDiscount = index % 7 === 1;
      const expiredDiscount = index === 15;
      storeRows.push({
        id,
        name: s.name,
        slug,
        phone: `+88017${String(10000000 + id * 7919).slice(-8)}`,
        email: `${slug}@stores.storefront.test`,
        address: `House ${rng.int(1, 120)}, ${rng.pick(STREETS)}, ${zone.display_name}, ${CITY}`,
        footer_text: null,
        logo: imageFileName(s.name),
        cover_photo: imageFileName(`${s.name} cover`),
        latitude: point.lat,
        longitude: point.lng,
        module_id: s.module_id,
        zone_id: zone.id,
        minimum_order: rng.chance(0.5) ? 0 : rng.pick([100, 150, 200, 300]),
        delivery_time: rng.pick(['15-25 min', '20-30 min', '30-40 min', '40-60 min']),
        free_delivery: rng.chance(0.3) ? 1 : 0,
        minimum_shipping_charge: rng.pick([30, 40, 50, 60]),
        per_km_shipping_charge: rng.pick([10, 12, 15]),
        maximum_shipping_charge: rng.chance(0.5) ? 150 : null,
        tax: rng.pick([0, 5, 7.5]),
        veg: isFood ? 1 : 0,
        non_veg: isFood && !vegOnly ? 1 : 0,
        delivery: 1,
        take_away: rng.chance(0.7) ? 1 : 0,
        schedule_order: rng.chance(0.6) ? 1 : 0,
        prescription_order: s.module_id === 3 ? 1 : 0,
        cutlery: isFood && rng.chance(0.6) ? 1 : 0,
        featured: index % 4 === 0 ? 1 : 0,
        active: 1,
        avg_rating: Math.round(avg * 10) / 10,
        rating_count: total,
        rating: JSON.stringify(ratings),
        order_count: rng.int(40, 2500),
        discount:
          hasDiscount || expiredDiscount
            ? JSON.stringify({
                discount: rng.pick([10, 15, 20]),
                discount_type: 'percent',
                min_purchase: 300,
                max_discount: 150,
                start_date: iso(expiredDiscount ? -60 : -10).slice(0, 10),
                end_date: iso(expiredDiscount ? -30 : 30).slice(0, 10),
              })
            : null,
        created_at: iso(-rng.int(5, 400)),
      });
      const own = ownHours.get(index);
      const pattern = index % 5;
      for (let day = 0; day < 7; day++) {
        if (own) {
          if (own.closedOn !== day)
            scheduleRows.push({ store_id: id, day, opening_time: own.open, closing_time: own.close });
          continue;
        }
        if (pattern === 2 && day === 5) continue; // closed on Fridays
        const [open, close] =
          pattern === 0 || pattern === 3
            ? ['00:00:00', '23:59:59']
            : pattern === 4
              ? ['17:00:00', '02:00:00']
              : ['09:00:00', '22:30:00'];
        scheduleRows.push({ store_id: id, day, opening_time: open, closing_time: close });
      }
      if (isFood) {
        const ids: number[] = [];
        for (const entry of rng.sample(FOOD_ADD_ONS, rng.int(4, 6))) {
          const [name = '', price = '0'] = entry.split('|');
          addOnId += 1;
          ids.push(addOnId);
          addOnRows.push({
            id: addOnId,
            name,
            price: Number(price),
            store_id: id,
            stock_type: 'unlimited',
            addon_stock: 0,
            status: 1,
          });
        }
        storeAddOns.set(id, ids);
      }
    });
    await insertChunked(trx, 'stores', storeRows);
    await insertChunked(trx, 'store_schedules', scheduleRows);
    await insertChunked(trx, 'add_ons', addOnRows);

    // An add-on that one of the item's options already offers (Jalapeños as an extra) would show twice.
    const addOnName = new Map(addOnRows.map((row) => [row.id, row.name]));
    const addOnsBeside = (ids: number[], groups: { values: { label: string }[] }[]) => {
      const offered = new Set(groups.flatMap((group) => group.values.map((value) => value.label)));
      return ids.filter((id) => !offered.has(addOnName.get(id) ?? ''));
    };

    // Items.
    const itemRows: Insertable<ItemsTable>[] = [];
    const itemCategoryRows: Insertable<Database['item_categories']>[] = [];
    let itemId = 0;
    storeRows.forEach((store) => {
      const def = STORES[store.id - 1];
      if (!def) return;
      const templatesOf = (leaves: string[]) =>
        leaves.flatMap((leaf) => (ITEM_TEMPLATES[leaf] ?? []).map((t) => ({ leaf, ...parseTemplate(t) })));
      // A store carries the whole range of its first (specialty) category, then a pick of the others.
      const [specialty = '', ...others] = def.categories;
      const ownRange = templatesOf([specialty]);
      const otherRanges = templatesOf(others);
      const shuffled = [...rng.sample(ownRange, ownRange.length), ...rng.sample(otherRanges, otherRanges.length)];
      const target = rng.int(14, 18);
      for (let n = 0; n < target && shuffled.length > 0; n++) {
        const base = shuffled[n % shuffled.length];
        if (!base) continue;
        const round = Math.floor(n / shuffled.length);
        const name =
          round === 0 ? base.name : `${ADJECTIVES[(n + round) % ADJECTIVES.length] ?? 'Premium'} ${base.name}`;
        const category = categoryIds.get(`${def.module_id}:${base.leaf}`);
        if (!category) throw new Error(`unknown category ${base.leaf}`);
        const id = ++itemId;
        const isFood = def.module_id === 2;
        const price = roundPrice(rng.int(base.min, base.max) * (round > 0 ? 1.15 : 1));
        const older = isFood ? null : olderVariations(base.leaf, price, rng);
        const foodGroups = isFood ? foodVariations(category.parentName, base.leaf, rng) : [];
        const discountRoll = rng.next();
        const [discount, discountType] =
          discountRoll < 0.18
            ? [rng.pick([5, 10, 15, 20, 25]), 'percent']
            : discountRoll < 0.3
              ? [Math.max(5, roundPrice(price * 0.1)), 'amount']
              : [0, 'percent'];
        const stockRoll = rng.next();
        const stock = isFood
          ? null
          : older
            ? older.variations.reduce((sum, v) => sum + v.stock, 0)
            : stockRoll < 0.06
              ? 0
              : stockRoll < 0.14
                ? rng.int(1, 4)
                : rng.int(15, 250);
        // Where several brands make a category, a store stocks each of them.
        const brands = brandRows.filter(
          (b) => b.module_id === def.module_id && BRANDS[b.id - 1]?.categories.includes(base.leaf),
        );
        const brand = brands[id % Math.max(1, brands.length)];
        // A new arrival has had little time for reviews and orders, so the home's new arrivals are
        // not the items its best-reviewed and popular sections already show.
        const ageDays = rng.int(0, 120) + rng.next();
        const isNew = ageDays < NEW_ARRIVAL_DAYS;
        const ratingCount = rng.chance(isNew ? 0.4 : 0.1) ? 0 : rng.int(1, isNew ? 12 : 250);
        const breakfast = base.leaf === 'Paratha & Eggs' || base.leaf === 'Pancakes';
        const vegFood =
          VEG_CATEGORIES.has(base.leaf) || def.name === 'Green Bowl Salads' || def.name === 'Sweet Tooth Desserts';
        const veg = isFood
          ? vegFood || name.includes('Veg')
            ? 1
            : 0
          : def.module_id === 1 && !['Chicken', 'Beef & Mutton', 'Fish & Seafood'].includes(base.leaf)
            ? 1
            : 0;
        const halal = HALAL_CATEGORIES.has(base.leaf) ? 1 : 0;
        const slug = `${slugify(name)}-${id}`;
        itemRows.push({
          id,
          name,
          slug,
          description: `${name} from ${def.name}. ${category.parentName} at its best: carefully selected and delivered fresh to your door.`,
          image: `${slug}.svg`,
          images: JSON.stringify(def.module_id === 4 ? [`${slug}-view-2.svg`, `${slug}-view-3.svg`] : []),
          category_id: category.id,
          brand_id: brand?.id ?? null,
          variations: JSON.stringify(older?.variations ?? []),
          food_variations: JSON.stringify(foodGroups),
          choice_options: JSON.stringify(older?.choice_options ?? []),
          add_ons: JSON.stringify(
            isFood && rng.chance(0.7)
              ? rng
                  .sample(addOnsBeside(storeAddOns.get(store.id) ?? [], foodGroups), rng.int(1, 3))
                  .sort((a, b) => a - b)
              : [],
          ),
          tags: JSON.stringify([base.leaf.toLowerCase(), category.parentName.toLowerCase()]),
          price,
          tax: 0,
          discount,
          discount_type: discountType,
          unit_type: unitFor(def.module_id, base.leaf),
          veg,
          organic: ORGANIC_CATEGORIES.has(base.leaf) && (def.name.includes('Organic') || rng.chance(0.5)) ? 1 : 0,
          halal_tag_status: halal,
          is_halal: halal,
          is_prescription_required: def.module_id === 3 && PRESCRIPTION_CATEGORIES.has(base.leaf) ? 1 : 0,
          stock,
          maximum_cart_quantity: isFood
            ? rng.chance(0.3)
              ? rng.pick([3, 5, 10])
              : null
            : rng.chance(0.35)
              ? rng.pick([2, 3, 5, 10])
              : null,
          available_time_starts: breakfast ? '07:00:00' : '00:00:00',
          available_time_ends: breakfast ? '11:30:00' : '23:59:59',
          recommended: rng.chance(0.2) ? 1 : 0,
          status: 1,
          store_id: store.id,
          module_id: def.module_id,
          avg_rating: ratingCount === 0 ? 0 : rng.float(3.2, 5, 1),
          rating_count: ratingCount,
          order_count: rng.int(0, isNew ? 40 : 600),
          wishlist_count: rng.int(0, 60),
          created_at: iso(-ageDays),
          updated_at: iso(-rng.int(0, 3)),
        });
        itemCategoryRows.push(
          { item_id: id, category_id: category.parentId, position: 1 },
          { item_id: id, category_id: category.id, position: 2 },
        );
      }
    });
    await insertChunked(trx, 'items', itemRows, 50);
    await insertChunked(trx, 'item_categories', itemCategoryRows, 200);

    // Banners: a default banner per zone of each module, two store-wise and two item-wise.
    const bannerRows: Insertable<Database['banners']>[] = [];
    let bannerId = 0;
    for (const m of MODULES) {
      const zones = ZONES.filter((z) => z.module_ids.includes(m.id));
      for (const z of zones) {
        bannerId += 1;
        bannerRows.push({
          id: bannerId,
          title: m.id === 5 ? `Same-day parcels across ${z.display_name}` : `${m.name} deals in ${z.display_name}`,
          type: 'default',
          image: imageFileName(`${m.name} deals ${z.display_name}`),
          data: null,
          link: m.id === 5 ? '/home' : '/home?search=special-offer&data_type=discounted',
          module_id: m.id,
          zone_id: z.id,
          featured: z.id === 1 ? 1 : 0,
          status: 1,
          created_at: iso(-bannerId),
        });
      }
      const stores = storeRows.filter((s) => s.module_id === m.id);
      for (const s of stores.slice(0, 2)) {
        bannerId += 1;
        bannerRows.push({
          id: bannerId,
          title: `Order from ${s.name}`,
          type: 'store_wise',
          image: imageFileName(`${s.name} banner`),
          data: s.id,
          link: null,
          module_id: m.id,
          zone_id: s.zone_id,
          featured: 0,
          status: 1,
          created_at: iso(-bannerId),
        });
      }
      const items = itemRows.filter((i) => i.module_id === m.id && i.discount > 0);
      for (const it of items.slice(0, 2)) {
        const s = storeRows.find((st) => st.id === it.store_id);
        bannerId += 1;
        bannerRows.push({
          id: bannerId,
          title: `Try ${it.name}`,
          type: 'item_wise',
          image: imageFileName(`${it.name} banner`),
          data: it.id,
          link: null,
          module_id: m.id,
          zone_id: s?.zone_id ?? 1,
          featured: 0,
          status: 1,
          created_at: iso(-bannerId),
        });
      }
    }
    await insertChunked(trx, 'banners', bannerRows);

    const campaignRows: Insertable<Database['campaigns']>[] = [];
    for (const m of MODULES.filter((mod) => mod.id !== 5)) {
      const running = `${m.name} Festival`;
      const over = `${m.name} Spring Sale`;
      campaignRows.push(
        {
          id: campaignRows.length + 1,
          title: running,
          slug: slugify(running),
          description: `Big savings on ${m.name.toLowerCase()} all month long.`,
          image: imageFileName(running),
          module_id: m.id,
          start_date: iso(-7).slice(0, 10),
          end_date: iso(21).slice(0, 10),
          status: 1,
        },
        {
          id: campaignRows.length + 2,
          title: over,
          slug: slugify(over),
          description: `Our spring offers on ${m.name.toLowerCase()}.`,
          image: imageFileName(over),
          module_id: m.id,
          start_date: iso(-60).slice(0, 10),
          end_date: iso(-30).slice(0, 10),
          status: 1,
        },
      );
    }
    await insertChunked(trx, 'campaigns', campaignRows);

    const stamp = now.toISOString();
    if (demoPasswordHash) await seedDemoCustomer(trx, demoPasswordHash, { stamp, since: iso(-200) });

    await trx
      .insertInto('settings')
      .values({ key: 'seeded_at', value: JSON.stringify(stamp) })
      .execute();
  });
}

/** The demo customer, signed in with DEMO_EMAIL and DEMO_PASSWORD, and their two saved addresses. */
async function seedDemoCustomer(
  trx: Transaction<Database>,
  passwordHash: string,
  at: { stamp: string; since: string },
): Promise<void> {
  const demo = await trx
    .insertInto('users')
    .values({
      f_name: 'Demo',
      l_name: 'Customer',
      email: DEMO_EMAIL,
      phone: DEMO_PHONE,
      password_hash: passwordHash,
      image: null,
      ref_code: 'DEMO2024',
      wallet_balance: 250,
      loyalty_point: 120,
      is_phone_verified: 1,
      is_email_verified: 1,
      status: 1,
      login_medium: 'manual',
      created_at: at.since,
      updated_at: at.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const home = PLACES.find((p) => p.place_id === 'dhk-gulshan-avenue');
  const office = PLACES.find((p) => p.place_id === 'dhk-dhanmondi-27');
  await insertChunked(trx, 'addresses', [
    {
      user_id: demo.id,
      address_type: 'home',
      address_label: null,
      contact_person_name: 'Demo Customer',
      contact_person_number: DEMO_PHONE,
      address: `House 12, Road 90, Gulshan Avenue, ${CITY}`,
      latitude: home?.lat ?? DEFAULT_LOCATION.lat,
      longitude: home?.lng ?? DEFAULT_LOCATION.lng,
      zone_id: 1,
      road: 'Road 90',
      house: '12',
      floor: '4',
      additional_information: 'Ring the bell twice',
      created_at: at.stamp,
      updated_at: at.stamp,
    },
    {
      user_id: demo.id,
      address_type: 'office',
      address_label: null,
      contact_person_name: 'Demo Customer',
      contact_person_number: DEMO_PHONE,
      address: `Level 6, Road 27, Dhanmondi, ${CITY}`,
      latitude: office?.lat ?? 23.7561,
      longitude: office?.lng ?? 90.3746,
      zone_id: 2,
      road: 'Road 27',
      house: '55',
      floor: '6',
      additional_information: null,
      created_at: at.stamp,
      updated_at: at.stamp,
    },
  ]);
}

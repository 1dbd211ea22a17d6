import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '..';
import { IMAGE_FOLDERS, type ImageFolder } from '../../lib/images';
import { emojiBase64 } from '../../services/pictures/render';
import { digestOf, fillPictures } from './pictures';

const defaults = { discovery: 'http://a', cart_checkout: 'http://b', account: 'http://c', parcel: 'http://d' };
const now = new Date('2025-06-04T08:00:00.000Z');

/** Every image name stored in a seeded row, with the folder its URL is served from. */
async function storedImageNames(db: Db): Promise<{ folder: ImageFolder; file: string; from: string }[]> {
  const out: { folder: ImageFolder; file: string; from: string }[] = [];
  const add = (folder: ImageFolder, from: string, files: (string | null | undefined)[]) => {
    for (const file of files) if (file) out.push({ folder, file, from });
  };
  const items = await db.selectFrom('items').select(['image', 'images']).execute();
  add(
    'item',
    'items.image',
    items.map((i) => i.image),
  );
  add(
    'item',
    'items.images',
    items.flatMap((i) => JSON.parse(i.images) as string[]),
  );
  const modules = await db.selectFrom('modules').select(['icon', 'thumbnail']).execute();
  add(
    'module',
    'modules.icon',
    modules.map((m) => m.icon),
  );
  add(
    'module',
    'modules.thumbnail',
    modules.map((m) => m.thumbnail),
  );
  const stores = await db.selectFrom('stores').select(['logo', 'cover_photo']).execute();
  add(
    'store',
    'stores.logo',
    stores.map((s) => s.logo),
  );
  add(
    'store-cover',
    'stores.cover_photo',
    stores.map((s) => s.cover_photo),
  );
  add(
    'category',
    'categories',
    (await db.selectFrom('categories').select('image').execute()).map((r) => r.image),
  );
  add(
    'brand',
    'brands',
    (await db.selectFrom('brands').select('image').execute()).map((r) => r.image),
  );
  add(
    'banner',
    'banners',
    (await db.selectFrom('banners').select('image').execute()).map((r) => r.image),
  );
  add(
    'campaign',
    'campaigns',
    (await db.selectFrom('campaigns').select('image').execute()).map((r) => r.image),
  );
  add(
    'banner',
    'module_banners',
    (await db.selectFrom('module_banners').select('image').execute()).map((r) => r.image),
  );
  add(
    'parcel',
    'parcel_categories',
    (await db.selectFrom('parcel_categories').select('image').execute()).map((r) => r.image),
  );
  add(
    'delivery-man',
    'delivery_men',
    (await db.selectFrom('delivery_men').select('image').execute()).map((r) => r.image),
  );
  add(
    'banner',
    'notifications',
    (await db.selectFrom('notifications').select('image').execute()).map((r) => r.image),
  );
  const ads = await db
    .selectFrom('advertisements')
    .select(['cover_image', 'profile_image', 'video_attachment'])
    .execute();
  add(
    'advertisement',
    'advertisements.cover_image',
    ads.map((a) => a.cover_image),
  );
  add(
    'store',
    'advertisements.profile_image',
    ads.map((a) => a.profile_image),
  );
  add(
    'advertisement',
    'advertisements.video_attachment',
    ads.map((a) => a.video_attachment),
  );
  const settings = new Map(
    (await db.selectFrom('settings').select(['key', 'value']).execute()).map((s) => [
      s.key,
      JSON.parse(s.value) as unknown,
    ]),
  );
  const business = settings.get('business') as {
    logo: string;
    fav_icon: string;
    active_payment_method_list: { gateway_image: string }[];
  };
  add('business', 'settings.business', [business.logo, business.fav_icon]);
  add(
    'business',
    'settings.business.gateways',
    business.active_payment_method_list.map((p) => p.gateway_image),
  );
  const landing = settings.get('landing') as {
    header_banner: string;
    fixed_promotional_banner: string;
    promotion_banners: { image: string }[];
    special_criterias: { image: string }[];
  };
  add('landing', 'settings.landing', [landing.header_banner, landing.fixed_promotional_banner]);
  add(
    'landing',
    'settings.landing.promotions',
    landing.promotion_banners.map((b) => b.image),
  );
  add(
    'landing',
    'settings.landing.criteria',
    landing.special_criterias.map((c) => c.image),
  );
  const video = settings.get('parcel_video_content') as { banner_video_content: string; banner_image: string };
  add('banner', 'settings.parcel_video_content', [video.banner_video_content, video.banner_image]);
  return out;
}

const picture = async (db: Db, folder: ImageFolder, file: string) =>
  db
    .selectFrom('pictures')
    .selectAll()
    .where('folder', '=', folder)
    .where('file', '=', file)
    .executeTakeFirstOrThrow()
    .then((p) => ({ ...p, svg: p.data.toString('utf8') }));

const itemImage = async (db: Db, name: string) =>
  (await db.selectFrom('items').select('image').where('name', '=', name).orderBy('id').executeTakeFirstOrThrow()).image;

/** The first characters of an illustration's base64: enough to tell it from every other. */
const prefix = (name: Parameters<typeof emojiBase64>[0]) => emojiBase64(name).slice(0, 400);

describe('the seeded pictures', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ file: ':memory:', now, registryDefaults: defaults });
  });
  afterAll(async () => {
    await db.destroy();
  });

  test('every image column of every seeded row has its picture', async () => {
    const names = await storedImageNames(db);
    expect(names.length).toBeGreaterThan(1000);
    const have = new Set(
      (await db.selectFrom('pictures').select(['folder', 'file']).execute()).map((p) => `${p.folder}/${p.file}`),
    );
    const missing = names.filter((n) => !have.has(`${n.folder}/${n.file}`));
    expect(missing).toEqual([]);
    // The demo customer's avatar too, under the name its profile gives it.
    const demo = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(have.has(`customer/demo-${demo.id}.svg`)).toBe(true);
  });

  test('every picture is an SVG of its folder’s size, stored with its digest', async () => {
    // The webp served is drawn on first request, not at the seed.
    expect(await db.selectFrom('picture_rasters').select('file').execute()).toEqual([]);
    const rows = await db.selectFrom('pictures').selectAll().execute();
    for (const row of rows) {
      const svg = row.data.toString('utf8');
      const { width, height } = IMAGE_FOLDERS[row.folder as ImageFolder];
      expect(row.content_type).toBe('image/svg+xml; charset=utf-8');
      expect(row.digest).toBe(digestOf(row.data));
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
        ),
      ).toBe(true);
      expect(svg).toContain('data:image/webp;base64,');
      expect(svg).not.toMatch(/<script|<img|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  test('named pictures show what they name', async () => {
    const item = async (name: string) => (await picture(db, 'item', await itemImage(db, name))).svg;
    expect(await item('Red Apples')).toContain(prefix('apple'));
    expect(await item('Beef Nihari with Naan')).toContain(prefix('curryRice'));
    expect(await item('Napa Paracetamol 500 mg · 10 tablets')).toContain(prefix('pill'));
    expect(await item('Pomegranate')).toContain(prefix('apple'));
    expect(await item('Pomegranate')).not.toContain(prefix('peach'));
    expect(await item('Xylomet Nasal Spray 0.1% · 10 ml')).toContain(prefix('nose'));
    expect(await item('Xylomet Nasal Spray 0.1% · 10 ml')).not.toContain(prefix('lotion'));
    expect(await item('Running Sneakers')).toContain(prefix('runningShoe'));
    expect(await item('Red Apples')).not.toContain(prefix('pill'));

    const store = await db.selectFrom('stores').selectAll().where('name', '=', 'Burger Barn').executeTakeFirstOrThrow();
    expect((await picture(db, 'store', store.logo)).svg).toContain(prefix('burger'));
    const cover = (await picture(db, 'store-cover', store.cover_photo)).svg;
    expect(cover).toContain(prefix('burger'));
    expect(cover).toContain(prefix('bubbleTea'));

    const banner = await db
      .selectFrom('banners')
      .selectAll()
      .where('data', '=', store.id)
      .where('type', '=', 'store_wise')
      .executeTakeFirstOrThrow();
    const bannerSvg = (await picture(db, 'banner', banner.image)).svg;
    expect(bannerSvg).toContain('aria-label="Order from Burger Barn"');
    expect(bannerSvg).toMatch(/>(Order from )?Burger Barn<\/text>/);
    expect(bannerSvg).toContain(prefix('burger'));

    const category = await db
      .selectFrom('categories')
      .select('image')
      .where('name', '=', 'Fresh Fruits')
      .executeTakeFirstOrThrow();
    expect((await picture(db, 'category', category.image)).svg).toContain(prefix('apple'));
    const module = await db
      .selectFrom('modules')
      .selectAll()
      .where('module_type', '=', 'pharmacy')
      .executeTakeFirstOrThrow();
    expect((await picture(db, 'module', module.icon)).svg).toContain(prefix('pill'));
    expect((await picture(db, 'business', 'storefront-logo.svg')).svg).toContain('>Storefront</text>');
    expect((await picture(db, 'landing', 'landing-header.svg')).svg).toContain(prefix('shoppingBags'));
    const campaign = await db
      .selectFrom('campaigns')
      .select('image')
      .where('title', '=', 'Grocery Festival')
      .executeTakeFirstOrThrow();
    const campaignSvg = (await picture(db, 'campaign', campaign.image)).svg;
    expect(campaignSvg).toContain('aria-label="Grocery Festival"');
    expect(campaignSvg).toMatch(/>(Grocery )?Festival<\/text>/);
    expect(campaignSvg).toContain(prefix('partyPopper'));
  });

  test('text from the rows is escaped', async () => {
    const markup = await db
      .selectFrom('items')
      .select('image')
      .where('name', 'like', 'Crunchy <img%')
      .executeTakeFirstOrThrow();
    const svg = (await picture(db, 'item', markup.image)).svg;
    expect(svg).toContain('aria-label="Crunchy &lt;img src=x onerror=alert(1)&gt; Mix"');
    expect(svg).toContain(prefix('peanuts'));
  });

  test('a second fill adds nothing; a picture gone is drawn again, the same bytes', async () => {
    expect(await fillPictures(db)).toBe(0);
    const before = await picture(db, 'item', await itemImage(db, 'Red Apples'));
    await db.deleteFrom('pictures').where('folder', '=', 'item').where('file', '=', before.file).execute();
    expect(await fillPictures(db)).toBe(1);
    const after = await picture(db, 'item', before.file);
    expect(after.digest).toBe(before.digest);
  });
});

test('a database seeded before the pictures existed gets them when it is opened', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  const file = path.join(dir, 'db.sqlite');
  try {
    let db = await openDatabase({ file, now, registryDefaults: defaults });
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('pictures')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await count();
    await db.deleteFrom('pictures').execute();
    expect(await count()).toBe(0);
    await db.destroy();
    db = await openDatabase({ file, now, registryDefaults: defaults });
    expect(await count()).toBe(seeded);
    await db.destroy();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

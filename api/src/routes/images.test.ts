import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageFolder } from '../lib/images';
import { rasterSize, rasterStats, rasterVersion } from '../services/pictures/raster';
import { createTestApp, type TestApp } from '../test/helpers';

describe('GET /images/:folder/:file', () => {
  let t: TestApp;
  let apples: string;
  beforeAll(async () => {
    t = await createTestApp();
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('image')
      .where('name', '=', 'Red Apples')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    apples = `/images/item/${row.image}`;
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** The raw bytes and the headers: a webp read as text would not survive. */
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.app.listeningOrigin}${url}`, { headers });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    return { statusCode: res.status, rawPayload, headers: Object.fromEntries(res.headers) };
  };

  test('serves the picture as a webp of its folder’s raster size, with its ETag and the picture headers', async () => {
    const res = await get(apples);
    expect(res.statusCode).toBe(200);
    const body = res.rawPayload;
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    expect(body.length).toBeLessThan(20_000);
    const digest = createHash('sha256').update(body).digest('hex');
    expect(res.headers.etag).toBe(`"${digest}"`);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  test('answers 304 to a matching If-None-Match, and the picture to a stale one', async () => {
    const first = await get(apples);
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(apples, { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    }
    const stale = await get(apples, { 'if-none-match': '"0123"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('serves every kind of seeded picture at its folder’s raster size, within its byte budget', async () => {
    const budget: Partial<Record<ImageFolder, number>> = { banner: 24_000, 'store-cover': 16_000, campaign: 30_000 };
    for (const [folder, file] of [
      ['business', 'storefront-logo.svg'],
      ['landing', 'landing-header.svg'],
      ['module', 'grocery-icon.svg'],
      ['store', 'burger-barn.svg'],
      ['store-cover', 'burger-barn-cover.svg'],
      ['banner', 'burger-barn-banner.svg'],
      ['campaign', 'grocery-festival.svg'],
    ] as const) {
      const url = `/images/${folder}/${file}`;
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/webp']);
      const meta = await sharp(res.rawPayload).metadata();
      const { width, height } = rasterSize(folder);
      expect([url, meta.format, meta.width, meta.height]).toEqual([url, 'webp', width, height]);
      expect(res.rawPayload.length).toBeLessThan(budget[folder] ?? 12_000);
    }
  });

  test('a picture is drawn once and then served from its row', async () => {
    const url = '/images/store/burger-barn.svg';
    const first = await get(url);
    const renders = rasterStats.renders;
    const again = await get(url);
    expect(rasterStats.renders).toBe(renders);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const row = await t.app.ctx.db
      .selectFrom('picture_rasters')
      .select(['data', 'digest'])
      .where('folder', '=', 'store')
      .where('file', '=', 'burger-barn.svg')
      .executeTakeFirstOrThrow();
    expect(row.data.equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe(`"${row.digest}"`);
  });

  test('each of a folder’s narrower widths is served under ?w=, drawn and kept apart, with its own ETag', async () => {
    const banner = '/images/banner/burger-barn-banner.svg';
    const plain = await get(banner);
    const sizes = [];
    for (const width of [480, 720, 960]) {
      const res = await get(`${banner}?w=${width}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([res.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'webp', width, width / 2.4]);
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(res.rawPayload).digest('hex')}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
      sizes.push(res.rawPayload.length);
    }
    // The widest is what a plain request gets; each narrower one weighs less.
    expect((await get(`${banner}?w=960`)).rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(sizes[0]).toBeLessThan((sizes[1] ?? 0) * 0.75);
    expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
    const kept = await t.app.ctx.db
      .selectFrom('picture_rasters')
      .select('width')
      .where('folder', '=', 'banner')
      .where('file', '=', 'burger-barn-banner.svg')
      .orderBy('width')
      .execute();
    expect(kept.map((row) => row.width)).toEqual([480, 720, 960]);
  });

  test('a width the folder is not drawn at, or not a number, is a 422 naming w; nothing is drawn', async () => {
    const renders = rasterStats.renders;
    for (const [query, message] of [
      ['w=500', 'The width must be one of 360, 600.'],
      ['w=6000000', 'The width must be one of 360, 600.'],
      ['w=abc', 'The width must be a whole number of pixels.'],
      ['w=360.5', 'The width must be a whole number of pixels.'],
    ] as const) {
      const res = await fetch(`${t.app.listeningOrigin}${apples}?${query}`);
      expect([query, res.status, await res.json()]).toEqual([query, 422, { errors: [{ code: 'w', message }] }]);
    }
    expect(rasterStats.renders).toBe(renders);
  });

  test('rasters drawn by an older version or from an older SVG are drawn again', async () => {
    const db = t.app.ctx.db;
    const url = '/images/store/burger-barn.svg';
    const before = await get(url);
    for (const stale of ['webp-q10-1x1:0000', `${rasterVersion('store', 240)}:0000000000000000`]) {
      await db
        .updateTable('picture_rasters')
        .set({ version: stale })
        .where('folder', '=', 'store')
        .where('file', '=', 'burger-barn.svg')
        .execute();
      const renders = rasterStats.renders;
      const res = await get(url);
      expect(rasterStats.renders).toBe(renders + 1);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.equals(before.rawPayload)).toBe(true);
    }
  });

  test('simultaneous first requests: one drawing per picture, at most two drawings at once', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('pictures')
      .select(['folder', 'file'])
      .where('folder', '=', 'category')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('picture_rasters as raster')
              .select('raster.width')
              .whereRef('raster.folder', '=', 'pictures.folder')
              .whereRef('raster.file', '=', 'pictures.file'),
          ),
        ),
      )
      .limit(6)
      .execute();
    expect(rows.length).toBe(6);
    const renders = rasterStats.renders;
    rasterStats.maxActive = 0;
    const urls = rows.flatMap((r) => [`/images/${r.folder}/${r.file}`, `/images/${r.folder}/${r.file}`]);
    const answers = await Promise.all(urls.map((url) => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(urls.map(() => 200));
    expect(rasterStats.renders).toBe(renders + 6);
    expect(rasterStats.maxActive).toBeGreaterThan(0);
    expect(rasterStats.maxActive).toBeLessThanOrEqual(2);
  });

  test('an unknown name is a 404, not a drawn placeholder', async () => {
    for (const url of [
      '/images/item/no-such-item-999999.svg',
      '/images/item/red-apples.svg',
      '/images/nowhere/red-apples.svg',
      // The right name in another folder.
      '/images/brand/grocery-icon.svg',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  test('path-traversal-like names find nothing', async () => {
    for (const url of [
      '/images/item/..%2F..%2Fpackage.json',
      '/images/item/..%2Fsecret.svg',
      '/images/item/%2e%2e%2fpictures.svg',
      '/images/..%2Fitem/red-apples.svg',
      '/images/item/..',
      '/images/item/.svg',
      '/images/item/red-apples-1.svg%00.png',
      '/images/item/RED-APPLES.svg',
      '/images/item/red%20apples.svg',
      '/images/item/a%2Fb.svg',
      '/images/item/red-apples.svg/extra',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.status]).toEqual([url, 404]);
      expect(String(typeof res.body === 'string' ? res.body : JSON.stringify(res.body))).not.toContain('<svg');
    }
  });
});

import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../test/helpers';
import { matchesEtag } from './images';

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

  test('serves the stored picture with its ETag and the picture headers', async () => {
    const res = await t.request({ method: 'GET', url: apples });
    expect(res.status).toBe(200);
    const body = String(res.body);
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"')).toBe(true);
    const digest = createHash('sha256').update(body, 'utf8').digest('hex');
    expect(res.headers.get('etag')).toBe(`"${digest}"`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('img-src data:');
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).not.toContain('script-src');
  });

  test('answers 304 to a matching If-None-Match, and the picture to a stale one', async () => {
    const first = await t.request({ method: 'GET', url: apples });
    const etag = first.headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.request({ method: 'GET', url: apples, headers: { 'if-none-match': header } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    }
    const stale = await t.request({ method: 'GET', url: apples, headers: { 'if-none-match': '"0123"' } });
    expect(stale.status).toBe(200);
    expect(String(stale.body)).toContain('<svg');
  });

  test('serves every kind of seeded picture', async () => {
    for (const url of [
      '/images/business/storefront-logo.svg',
      '/images/landing/landing-header.svg',
      '/images/module/grocery-icon.svg',
      '/images/store/burger-barn.svg',
      '/images/store-cover/burger-barn-cover.svg',
      '/images/banner/burger-barn-banner.svg',
      '/images/campaign/grocery-festival.svg',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect([url, res.status]).toEqual([url, 200]);
      expect(String(res.body)).toContain('data:image/webp;base64,');
    }
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

test('matchesEtag reads If-None-Match as HTTP does', () => {
  expect(matchesEtag(undefined, '"a"')).toBe(false);
  expect(matchesEtag('"a"', '"a"')).toBe(true);
  expect(matchesEtag('W/"a"', '"a"')).toBe(true);
  expect(matchesEtag('"b" , "a"', '"a"')).toBe(true);
  expect(matchesEtag('*', '"a"')).toBe(true);
  expect(matchesEtag('"b"', '"a"')).toBe(false);
  expect(matchesEtag('a', '"a"')).toBe(false);
});

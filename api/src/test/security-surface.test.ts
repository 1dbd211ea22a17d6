import { LoadFailuresSchema, type LoadFailureReport } from '@storefront/shared/contract/registry';
import { FAILURES_PER_SLOT, recentLoadFailures, recordLoadFailure } from '../db/queries/load-failures';
import { LOCAL_OPERATOR_TOKEN } from '../lib/env';
import { FAILURE_REPORTS_PER_MINUTE } from '../routes/registry';
import { GIF_1PX, HTML_PAYLOAD, PNG_1PX } from './image-fixtures';
import { HOME, storeAndItem } from './order-helpers';
import { bearer, createTestApp, errorCodes, FIXED_NOW, newCustomer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const operator = bearer(LOCAL_OPERATOR_TOKEN);
const messagesOf = (body: unknown) => ((body as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

const uploadPhoto = (me: { token: string; email: string }, bytes: Buffer, name: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ f_name: 'Photo', l_name: 'Owner', email: me.email })) {
    form.append(key, value);
  }
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  return t.request({
    method: 'POST',
    url: '/api/v1/customer/update-profile',
    headers: bearer(me.token),
    payload: form,
  });
};

describe('security: load failure reports', () => {
  const report = (remote: LoadFailureReport['remote'], scope: LoadFailureReport['scope'], reason: string) => ({
    remote,
    version: '0.1.0',
    scope,
    reason,
  });
  const failures = async () =>
    LoadFailuresSchema.parse((await t.request({ method: 'GET', url: '/registry/failures', headers: operator })).body)
      .failures;

  test('a flood of reports about one remote cannot evict another remote’s failures', async () => {
    const real = report('account', 'food', 'manifest unreachable');
    expect((await t.request({ method: 'POST', url: '/registry/failures', payload: real })).status).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const flood = report('discovery', 'grocery', `noise ${i}`);
      statuses.push((await t.request({ method: 'POST', url: '/registry/failures', payload: flood })).status);
    }
    const list = await failures();
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    expect(list).toContainEqual(expect.objectContaining(real));
    expect(list.filter((f) => f.remote === 'discovery' && f.scope === 'grocery').length).toBeLessThanOrEqual(
      FAILURES_PER_SLOT,
    );
  });

  test('one network sends at most a minute’s worth of reports, then waits', async () => {
    const reporter = await createTestApp();
    const send = (i: number) =>
      reporter.request({
        method: 'POST',
        url: '/registry/failures',
        payload: report('cart_checkout', 'food', `r ${i}`),
      });
    for (let i = 0; i < FAILURE_REPORTS_PER_MINUTE; i++) expect((await send(i)).status).toBe(204);
    const refused = await send(FAILURE_REPORTS_PER_MINUTE);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    reporter.setNow(new Date(FIXED_NOW.getTime() + 61_000));
    expect((await send(FAILURE_REPORTS_PER_MINUTE + 1)).status).toBe(204);
    await reporter.app.close();
  });

  test('within one remote and module, a flooding sender loses its own reports, not another sender’s', async () => {
    const db = t.app.ctx.db;
    const honest = report('parcel', 'parcel', 'chunk failed to load');
    await recordLoadFailure(db, honest, 'honest-browser', FIXED_NOW);
    for (let i = 0; i < 3 * FAILURES_PER_SLOT; i++) {
      await recordLoadFailure(
        db,
        report('parcel', 'parcel', `junk ${i}`),
        'flooder',
        new Date(FIXED_NOW.getTime() + i),
      );
    }
    const slot = (await recentLoadFailures(db)).filter((f) => f.remote === 'parcel' && f.scope === 'parcel');
    expect(slot).toHaveLength(FAILURES_PER_SLOT);
    expect(slot).toContainEqual(expect.objectContaining(honest));
  });
});

describe('security: uploaded images', () => {
  let me: { token: string; email: string };
  beforeAll(async () => {
    me = await newCustomer(t);
  });

  test('a GIF with HTML appended is refused with a 422 that says why', async () => {
    const res = await uploadPhoto(me, Buffer.concat([GIF_1PX, HTML_PAYLOAD]), 'photo.gif');
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['image']);
    expect(messagesOf(res.body)[0]).toMatch(/after the end of the image/);
  });

  test('a PNG with anything after its IEND chunk is refused too', async () => {
    const res = await uploadPhoto(me, Buffer.concat([PNG_1PX, HTML_PAYLOAD]), 'photo.png');
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['image']);
  });

  test('served uploads carry their real type, nosniff, a fixed inline file name and CORP cross-origin', async () => {
    expect((await uploadPhoto(me, PNG_1PX, 'evil.html')).status).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('profile_images')
      .select('file_name')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const photo = await t.request({ method: 'GET', url: `/uploads/profile/${row.file_name}` });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-disposition')).toBe('inline; filename="image.png"');
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('security: prescription images', () => {
  const placePrescription = async (token: string) => {
    const { store } = await storeAndItem(t, 3, 1);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      store_id: String(store.id),
      address: 'Gulshan Avenue',
      latitude: String(HOME.lat),
      longitude: String(HOME.lng),
    }))
      form.append(key, value);
    form.append('order_attachment[]', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'rx.png');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/prescription/place',
      headers: { ...bearer(token), moduleId: '3' },
      payload: form,
    });
    expect(res.status).toBe(200);
    return (res.body as { order_id: number }).order_id;
  };
  const attachmentOf = async (token: string, orderId: number) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${orderId}`,
      headers: bearer(token),
    });
    const url = new URL((res.body as { order_attachment_full_url: string[] }).order_attachment_full_url[0] ?? '');
    return `${url.pathname}${url.search}`;
  };

  afterEach(() => t.setNow(FIXED_NOW));

  test('are readable through the owner’s signed link only, until it expires', async () => {
    const owner = await newCustomer(t);
    const orderId = await placePrescription(owner.token);
    const signed = await attachmentOf(owner.token, orderId);
    const bare = signed.split('?')[0] ?? '';

    const image = await t.request({ method: 'GET', url: signed });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const guessed = await t.request({ method: 'GET', url: bare });
    expect(guessed.status).toBe(403);
    expect(errorCodes(guessed.body)).toEqual(['signature']);
    const forged = await t.request({ method: 'GET', url: signed.replace(/signature=[^&]+/, 'signature=AAAA') });
    expect(forged.status).toBe(403);
    const stretched = await t.request({ method: 'GET', url: signed.replace(/expires=\d+/, 'expires=9999999999') });
    expect(stretched.status).toBe(403);

    t.setNow(new Date(FIXED_NOW.getTime() + 3 * 3600_000));
    const expired = await t.request({ method: 'GET', url: signed });
    expect(expired.status).toBe(403);
    expect(messagesOf(expired.body)[0]).toMatch(/expired/);
    // Reading the order again gives the owner a fresh link.
    expect((await t.request({ method: 'GET', url: await attachmentOf(owner.token, orderId) })).status).toBe(200);
  });
});

describe('security: search words match literally', () => {
  const searchItems = async (name: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/items/search?name=${encodeURIComponent(name)}&limit=50`,
      headers: { moduleId: '2' },
    });
    expect(res.status).toBe(200);
    return res.body as { total_size: number; products: { name: string }[] };
  };
  const searchStores = async (name: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/stores/search?name=${encodeURIComponent(name)}&limit=50`,
      headers: { moduleId: '2' },
    });
    expect(res.status).toBe(200);
    return res.body as { total_size: number };
  };

  beforeAll(async () => {
    const item = await t.app.ctx.db
      .selectFrom('items')
      .select('id')
      .where('module_id', '=', 2)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('items').set({ name: 'Snack_Pack 50% Off' }).where('id', '=', item.id).execute();
  });

  test('"_" finds only names with an underscore, not every item', async () => {
    expect((await searchItems('_')).products.map((p) => p.name)).toEqual(['Snack_Pack 50% Off']);
    expect((await searchStores('_')).total_size).toBe(0);
  });

  test('"%" finds only names with a percent sign', async () => {
    expect((await searchItems('%')).products.map((p) => p.name)).toEqual(['Snack_Pack 50% Off']);
    expect((await searchItems('50%')).products.map((p) => p.name)).toEqual(['Snack_Pack 50% Off']);
    expect((await searchStores('%')).total_size).toBe(0);
  });
});

describe('security: hardening headers of the API', () => {
  test('a JSON route sends helmet’s headers and a CSP that allows nothing, and CORS still answers', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/module',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  test('pictures stay embeddable from the parts’ origins', async () => {
    const tile = await t.request({ method: 'GET', url: '/images/module/grocery-icon.svg' });
    expect(tile.status).toBe(200);
    expect(tile.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(tile.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the delivery man page keeps its own style block, and nothing else', async () => {
    const page = await t.request({ method: 'GET', url: '/deliveryman/apply' });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('unsafe-inline');
  });
});

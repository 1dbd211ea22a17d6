import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { SHARED_VERSION_POLL_MS } from '../lib/catalogue-version';
import { createTestApp, newCustomer, newGuest, bearer, sharedDatabase, type TestApp } from './helpers';
import { addToCart, delivery, place, storeAndItem } from './order-helpers';

// Catalogue reads are answered from memory, and a change is seen: at once through the instance that
// made it, within the shared counter's poll through any other instance on the same database.

const HOME_HEADERS = { moduleId: '1', zoneid: '[1]' };

async function details(t: TestApp, itemId: number, headers: Record<string, string> = HOME_HEADERS) {
  const res = await t.request({ method: 'GET', url: `/api/v1/items/details/${itemId}`, headers });
  return { ...res, item: res.body as { stock: number | null; name: string } };
}

async function buyTwo(t: TestApp, store: Parameters<typeof delivery>[0], item: { id: number; module_id: number }) {
  const guestId = await newGuest(t);
  expect((await addToCart(t, { guestId }, item, 2)).status).toBe(200);
  const guest = { contact_person_name: 'Guest Buyer', contact_person_number: '+8801911000111' };
  expect((await place(t, { guestId }, item.module_id, { ...delivery(store), ...guest })).status).toBe(200);
}

describe('one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  test('a repeated read is served from memory with the same body and a strong ETag; If-None-Match gets a 304', async () => {
    const url = '/api/v1/items/popular?offset=1&limit=10&type=all';
    const first = await t.request({ method: 'GET', url, headers: HOME_HEADERS });
    const second = await t.request({ method: 'GET', url, headers: HOME_HEADERS });
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('vary')).toContain('zoneId');

    const revalidated = await t.request({ method: 'GET', url, headers: { ...HOME_HEADERS, 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test('the headers an answer depends on are part of its key', async () => {
    const url = '/api/v1/stores/popular?offset=1&limit=12&type=all';
    const zoneOne = await t.request({ method: 'GET', url, headers: HOME_HEADERS });
    const zoneTwo = await t.request({ method: 'GET', url, headers: { moduleId: '1', zoneid: '[2]' } });
    expect(zoneTwo.headers.get('x-cache')).toBe('miss');
    const zoneOfEach = (body: unknown) =>
      new Set((body as { stores: { zone_id: number }[] }).stores.map((s) => s.zone_id));
    expect(zoneOfEach(zoneOne.body)).toEqual(new Set([1]));
    expect(zoneOfEach(zoneTwo.body)).toEqual(new Set([2]));
  });

  test('an order that takes stock is seen in the next read of the item; a cart add leaves the cache alone', async () => {
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.stock !== null);
    const before = await details(t, item.id);
    expect((await details(t, item.id)).headers.get('x-cache')).toBe('hit');

    const guestId = await newGuest(t);
    await addToCart(t, { guestId }, item, 2);
    expect((await details(t, item.id)).headers.get('x-cache')).toBe('hit');

    await buyTwo(t, store, item);
    const after = await details(t, item.id);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.item.stock).toBe(before.item.stock! - 2);
  });

  test('a signed-in read is never served from nor kept in the shared cache, and is private', async () => {
    const { item } = await storeAndItem(t, 1, 1);
    const { token } = await newCustomer(t);
    const signedIn = await details(t, item.id, { ...HOME_HEADERS, ...bearer(token) });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    // A second after the last test's order: a write then is seen at once (WRITE_MOVES_AT_ONCE).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.app.ctx.db.updateTable('items').set({ name: 'Renamed while cached' }).where('id', '=', item.id).execute();
    // The guest's read after it computes its own answer (a write to the catalogue made it stale too).
    const guest = await details(t, item.id);
    expect(guest.headers.get('x-cache')).toBe('miss');
    expect(guest.item.name).toBe('Renamed while cached');
  });

  test('concurrent misses of one key run the route once and all get its answer', async () => {
    const url = '/api/v1/items/latest?offset=1&limit=10&type=all';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request({ method: 'GET', url, headers: { moduleId: '2', zoneid: '[1]' } })),
    );
    expect(answers.filter((a) => a.headers.get('x-cache') === 'miss')).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
  });
});

test('an answer past its age is sent once more while a fresh one is made; past twice its age the read waits', async () => {
  const t = await createTestApp({ env: { catalogueCacheSeconds: 0.3 } });
  try {
    const banners = () => t.request({ method: 'GET', url: '/api/v1/banners', headers: HOME_HEADERS });
    const titles = (body: unknown) => (body as { banners: { title: string }[] }).banners.map((b) => b.title);
    const first = await banners();
    // Changed behind the cache's back, as the clock's turn changes what an answer holds.
    await sql`update banners set title = 'Changed by the clock' where id = (select min(id) from banners)`.execute(
      t.app.ctx.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    const aged = await banners();
    expect([aged.status, aged.headers.get('x-cache'), first.headers.get('x-cache')]).toEqual([
      200,
      'revalidating',
      'miss',
    ]);
    expect(aged.body).toEqual(first.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refreshed = await banners();
    expect(refreshed.headers.get('x-cache')).toBe('hit');
    expect(titles(refreshed.body)).toContain('Changed by the clock');

    await new Promise((resolve) => setTimeout(resolve, 650));
    expect((await banners()).headers.get('x-cache')).toBe('miss');
  } finally {
    await t.app.close();
  }
});

test('answers come of age together are made again one at a time, and each kept answer says its Age', async () => {
  const t = await createTestApp({ env: { catalogueCacheSeconds: 1 } });
  try {
    const urls = ['banners', 'categories', 'flash-sales', 'campaigns/basic', 'campaigns/item'].map(
      (r) => `/api/v1/${r}`,
    );
    const readAll = () => Promise.all(urls.map((url) => t.request({ method: 'GET', url, headers: HOME_HEADERS })));
    let running = 0;
    let mostAtOnce = 0;
    let refreshes = 0;
    const inject = t.app.inject.bind(t.app);
    // The cache's background refreshes are the app's own requests: counted as they overlap.
    t.app.inject = (async (options: InjectOptions) => {
      const refresh = (options.headers as Record<string, unknown> | undefined)?.['x-catalogue-refresh'] !== undefined;
      if (refresh) [running, refreshes] = [running + 1, refreshes + 1];
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await inject(options);
      } finally {
        if (refresh) running -= 1;
      }
    }) as unknown as typeof t.app.inject;
    await readAll();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const aged = await readAll();
    expect(aged.map((answer) => answer.headers.get('x-cache'))).toEqual(urls.map(() => 'revalidating'));
    for (const answer of aged) expect(Number(answer.headers.get('age'))).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([refreshes, mostAtOnce]).toEqual([urls.length, 1]);
    const refreshed = await readAll();
    expect(refreshed.map((answer) => [answer.headers.get('x-cache'), answer.headers.get('age')])).toEqual(
      urls.map(() => ['hit', '0']),
    );
  } finally {
    await t.app.close();
  }
});

test('a read past twice the age whose refresh is still queued makes its answer at once, not after the queue', async () => {
  const t = await createTestApp({ env: { catalogueCacheSeconds: 0.5 } });
  try {
    const urls = ['banners', 'categories', 'flash-sales', 'campaigns/basic'].map((r) => `/api/v1/${r}`);
    const read = (url: string) => t.request({ method: 'GET', url, headers: HOME_HEADERS });
    const refreshed: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const inject = t.app.inject.bind(t.app);
    // The first background refresh is held, so the others stay queued behind it.
    t.app.inject = (async (options: InjectOptions) => {
      const refresh = (options.headers as Record<string, unknown> | undefined)?.['x-catalogue-refresh'] !== undefined;
      if (refresh) {
        refreshed.push(String(options.url));
        if (refreshed.length === 1) await held;
      }
      return inject(options);
    }) as unknown as typeof t.app.inject;
    for (const url of urls) await read(url);
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const url of urls) expect((await read(url)).headers.get('x-cache')).toBe('revalidating');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const last = urls.at(-1)!;
    const answer = await Promise.race([
      read(last),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
    ]);
    expect(answer?.headers.get('x-cache')).toBe('miss');
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refreshed).not.toContain(last);
    expect(refreshed).toHaveLength(urls.length - 1);
  } finally {
    await t.app.close();
  }
});

test('a read that fails on the server gets its last kept answer; one never kept gets the error', async () => {
  const t = await createTestApp();
  try {
    const banners = (zoneid: string) =>
      t.request({ method: 'GET', url: '/api/v1/banners', headers: { moduleId: '1', zoneid } });
    const kept = await banners('[1]');
    expect(kept.status).toBe(200);
    // The table out of reach, as in a database outage, and the kept answer no longer fresh.
    await sql`alter table banners rename to banners_away`.execute(t.app.ctx.db);
    t.app.ctx.catalogue.invalidate();
    const stale = await banners('[1]');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(stale.body).toEqual(kept.body);
    const never = await banners('[2]');
    expect(never.status).toBe(500);
    expect(never.body).toEqual({ errors: [{ code: 'internal_error', message: 'Internal server error.' }] });
    await sql`alter table banners_away rename to banners`.execute(t.app.ctx.db);
    expect((await banners('[1]')).headers.get('x-cache')).toBe('miss');
  } finally {
    await t.app.close();
  }
});

describe('two instances on one database', () => {
  const apps: TestApp[] = [];
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase();
    apps.push(await createTestApp(shared.options));
    apps.push(await createTestApp(shared.options));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.app.close()));
    await shared.remove();
  });

  test("an order placed through one is in the other's next reads within the poll interval", async () => {
    const [one, other] = apps as [TestApp, TestApp];
    const { store, item } = await storeAndItem(one, 1, 1, (i) => i.stock !== null);
    const before = (await details(other, item.id)).item.stock!;
    expect((await details(other, item.id)).headers.get('x-cache')).toBe('hit');

    await buyTwo(one, store, item);
    const placedAt = Date.now();
    let seen = await details(other, item.id);
    while (seen.item.stock === before && Date.now() - placedAt < 5 * SHARED_VERSION_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await details(other, item.id);
    }
    expect(seen.item.stock).toBe(before - 2);
    // Generous for a loaded machine: the bound is one poll plus the time a poll's query takes.
    expect(Date.now() - placedAt).toBeLessThan(3 * SHARED_VERSION_POLL_MS);
  });
});

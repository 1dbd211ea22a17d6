import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { buildApp } from '../app';
import { WAIT_FOR_OTHER_READ_MS } from '../lib/response-cache';
import { FIXED_NOW, TEST_RATE_LIMITS, createTestApp, type TestApp } from './helpers';

// A home reads about 160 KB of JSON: compressed, it is a fifth of that on a customer's link.

const HOME_HEADERS = { moduleId: '1', zoneid: '[1]' };
const URL = '/api/v1/items/most-reviewed?type=all&offset=1&limit=20';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** The raw answer, as the bytes came over the wire. */
function rawGet(path: string, headers: Record<string, string>) {
  const address = t.app.server.address() as { port: number };
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: address.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('a JSON answer comes in brotli to a client that accepts it, in gzip to one that takes only that, else plain', async () => {
  const plain = await rawGet(URL, HOME_HEADERS);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const body = JSON.parse(plain.bytes.toString('utf8')) as unknown;

  const brotli = await rawGet(URL, { ...HOME_HEADERS, 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('accept-encoding');
  expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(body);
  expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);

  const gzip = await rawGet(URL, { ...HOME_HEADERS, 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
});

test('a kept catalogue answer is compressed too, and its ETag still revalidates to a 304', async () => {
  const first = await rawGet(URL, { ...HOME_HEADERS, 'accept-encoding': 'br' });
  const kept = await rawGet(URL, { ...HOME_HEADERS, 'accept-encoding': 'br' });
  expect(kept.headers['x-cache']).toBe('hit');
  expect(kept.headers['content-encoding']).toBe('br');
  expect(kept.bytes).toEqual(first.bytes);
  const etag = String(kept.headers.etag);
  const revalidated = await t.request({
    method: 'GET',
    url: URL,
    headers: { ...HOME_HEADERS, 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(revalidated.status).toBe(304);
  // A cache in front keys the 304 as it keyed the 200: by the encoding asked too.
  expect(revalidated.headers.get('vary')).toMatch(/accept-encoding/i);
});

test('a small answer is sent as it is', async () => {
  const small = await rawGet('/health', { 'accept-encoding': 'br' });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ status: 'ok' });
});

test('a client that goes away while its answer is being made does not leave the next readers of that call waiting', async () => {
  // A page that navigates on drops its reads mid-answer; the read that was making the kept answer
  // then never finishes, and the catalogue moving on (any order) must not leave the next reader of
  // the same call waiting on it.
  const app = await buildApp({
    dbFile: ':memory:',
    logLevel: false,
    now: () => FIXED_NOW,
    env: { rateLimits: TEST_RATE_LIMITS },
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.headers['x-drop'] === '1') req.raw.socket.destroy();
    return payload;
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `${origin}/api/v1/items/popular?type=all&offset=1&limit=12`;
    await expect(fetch(url, { headers: { ...HOME_HEADERS, 'x-drop': '1' } })).rejects.toThrow();
    app.ctx.catalogue.invalidate();
    const next = await fetch(url, { headers: HOME_HEADERS, signal: AbortSignal.timeout(5000) });
    expect(next.status).toBe(200);
    // Read to its end: an answer left unread keeps its connection busy, and closing the app waits for it.
    expect((await next.json()) as unknown).toHaveProperty('products');
  } finally {
    await app.close();
  }
  // A whole app on a fresh database is built first: on a busy machine that alone can take seconds.
  // The hang is told by the next read's own 5 s limit.
}, 30_000);

test('a read that never ends holds the next readers of that call only for the wait, and one of them takes its place', async () => {
  // However a computation ends up unsettled (a reader gone in a way no event reports), a call's
  // readers must not wait on it forever.
  const app = await buildApp({
    dbFile: ':memory:',
    logLevel: false,
    now: () => FIXED_NOW,
    env: { rateLimits: TEST_RATE_LIMITS },
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  app.addHook('preHandler', async (req) => {
    if (req.headers['x-hold'] === '1') await held;
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${origin}/api/v1/items/popular?type=all&offset=1&limit=12`;
  const first = fetch(url, { headers: { ...HOME_HEADERS, 'x-hold': '1' } });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const startedAt = Date.now();
    const next = await fetch(url, {
      headers: HOME_HEADERS,
      signal: AbortSignal.timeout(WAIT_FOR_OTHER_READ_MS + 5000),
    });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-cache')).toBe('miss');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(WAIT_FOR_OTHER_READ_MS - 100);
    expect((await next.json()) as unknown).toHaveProperty('products');
    const after = await fetch(url, { headers: HOME_HEADERS, signal: AbortSignal.timeout(2000) });
    expect(after.headers.get('x-cache')).toBe('hit');
    await after.arrayBuffer();
  } finally {
    release();
    await (await first).arrayBuffer();
    await app.close();
  }
}, 30_000);

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db';
import { CatalogueVersion } from './catalogue-version';
import { matchesEtag, strongEtag } from './etag';
import { bearerToken } from './request';

/**
 * The public catalogue and home reads (route patterns under /api/v1) whose answers this instance
 * keeps: the same for every guest who sends the same URL and headers. Customers' own reads, the
 * registry and the map proxies are never kept.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set(
  [
    'config',
    'config/get-zone-id',
    'module',
    'zone/list',
    'landing-page',
    'react-landing-page',
    'get-combined-data',
    'about-us',
    'privacy-policy',
    'refund-policy',
    'shipping-policy',
    'terms-and-conditions',
    'banners',
    'banners/:id',
    'other-banners',
    'other-banners/why-choose',
    'other-banners/video-content',
    'advertisement/list',
    'categories',
    'categories/childes/:id',
    'categories/items/:id',
    'categories/items/:id/all',
    'categories/stores/:id',
    'categories/featured/items',
    'categories/popular',
    'brand',
    'brand/items/:id',
    'campaigns/basic',
    'campaigns/basic-campaign-details',
    'campaigns/item',
    'flash-sales',
    'flash-sales/items',
    'common-condition',
    'common-condition/list',
    'common-condition/items/:id',
    'parcel-category',
    'most-tips',
    'vehicle/extra_charge',
    'offline_payment_method_list',
    'items/latest',
    'items/popular',
    'items/most-reviewed',
    'items/discounted',
    'items/details/:id',
    'items/basic',
    'items/get-products',
    'items/new-arrival',
    'items/recommended',
    'items/related-items/:id',
    'items/related-store-items/:id',
    'items/reviews/:id',
    'items/rating/:id',
    'items/search',
    'items/search-suggestion',
    'items/set-menu',
    'items/suggested',
    'items/item-or-store-search',
    'items/common-conditions',
    'stores/get-stores/:filter',
    'stores/get-data',
    'stores/latest',
    'stores/popular',
    'stores/popular-items/:id',
    'stores/top-rated',
    'stores/top-offer-near-me',
    'stores/discounted',
    'stores/details/:id',
    'stores/search',
    'stores/recommended',
    'stores/reviews',
  ].map((route) => `/api/v1/${route}`),
);

/** The request headers an answer depends on besides its URL: part of the key and of `Vary`. */
const KEY_HEADERS = ['moduleid', 'zoneid', 'latitude', 'longitude', 'x-localization'] as const;
// Accept-Encoding too: the body is compressed as asked (app.ts), and a 304 carries the same Vary.
const VARY = 'moduleId, zoneId, latitude, longitude, X-localization, Authorization, Accept-Encoding';
/** Bounds on what the cache holds: entries and the bytes of their bodies. */
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** How long a kept answer may stand in for a read that fails on the server (a database outage). */
const STALE_IF_ERROR_MS = 60 * 60 * 1000;
/**
 * How long a miss waits for another read of the same key before making its own answer: a
 * computation that never ends (a reader gone in a way no event reports) must not hold the others.
 */
export const WAIT_FOR_OTHER_READ_MS = 3000;
/** The header of this instance's own background refreshes (its value is a per-process secret). */
const REFRESH_HEADER = 'x-catalogue-refresh';

interface Entry {
  /** Encoded once: a hit writes these bytes as they are. */
  body: Buffer;
  contentType: string;
  etag: string;
  generation: number;
  storedAt: number;
}

interface CacheState {
  key: string;
  /** The catalogue generation when this request started computing its answer. */
  generation: number;
  /** Set when this request computes the answer others with the same key wait for. */
  computation?: Computation;
  /** Set when the read failed and a kept answer was sent instead. */
  stale?: boolean;
}

/** One read making a key's answer; the readers of the same key wait for `ended`. */
interface Computation {
  ended: Promise<void>;
  end: () => void;
}

function keyOf(req: FastifyRequest): string {
  const values = KEY_HEADERS.map((name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  });
  return JSON.stringify([req.url, ...values]);
}

const cacheable = (req: FastifyRequest) =>
  req.method === 'GET' && CACHED_ROUTES.has(req.routeOptions.url ?? '') && bearerToken(req) === null;

/**
 * Keeps the answers of CACHED_ROUTES in this instance's memory, keyed by the URL and KEY_HEADERS,
 * fresh for `maxAgeMs` and only while the catalogue's generation is the one they were made in
 * (see CatalogueVersion for how writes here and on other instances move it). Past `maxAgeMs` and up
 * to twice it, an answer of the current generation is still sent (`X-Cache: revalidating`) while
 * the app makes a fresh one in the background. Concurrent misses of one key wait for one
 * computation. Every answer of these routes carries a strong ETag and
 * `Cache-Control: no-cache` (browsers revalidate, a 304 costs no body); answers to a signed-in
 * request are `private` and never kept. When a read fails on the server (500: the database is
 * down), the last answer kept for it, up to an hour old, is sent instead (`X-Cache: stale`), so the
 * catalogue stays browsable through an outage. `X-Cache` says where each answer came from.
 */
export function registerResponseCache(
  app: FastifyInstance,
  db: Db,
  version: CatalogueVersion,
  maxAgeMs: number,
): { sendStale: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | null } {
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
    ttl: STALE_IF_ERROR_MS,
  });
  const computing = new Map<string, Computation>();
  const startComputation = (key: string) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const computation = { ended, end };
    computing.set(key, computation);
    return computation;
  };
  // A read that took over from one outlasting the wait is not ended by that one's end.
  const endComputation = (key: string, computation: Computation) => {
    if (computing.get(key) === computation) computing.delete(key);
    computation.end();
  };
  const states = new WeakMap<FastifyRequest, CacheState>();
  const writesAtStart = new WeakMap<FastifyRequest, number>();
  const enabled = maxAgeMs > 0;

  // Marks this instance's own background refreshes; a client cannot guess it to force misses.
  const refreshToken = randomUUID();

  /** The kept answer of `key` made in the current generation and at most `within` ms old. */
  const current = (key: string, within: number) => {
    const entry = entries.get(key);
    return entry && entry.generation === version.generation && Date.now() - entry.storedAt < within ? entry : undefined;
  };
  const fresh = (key: string) => current(key, maxAgeMs);

  // Background refreshes run one at a time, each after the requests already waiting were served:
  // a refresh's reads block this process (SQLite answers synchronously), and many answers come of
  // age together, so running them at once would stall every customer's request behind them.
  const refreshes: { key: string; url: string; headers: Record<string, string>; computation: Computation }[] = [];
  let refreshing = false;
  let closed = false;
  const refreshNext = () => {
    const next = refreshes.shift();
    refreshing = next !== undefined;
    if (!next) return;
    const made = closed
      ? Promise.resolve()
      : app.inject({ method: 'GET', url: next.url, headers: next.headers }).then(
          () => undefined,
          (error: unknown) => app.log.error(error, 'catalogue answer not refreshed'),
        );
    void made.finally(() => {
      endComputation(next.key, next.computation);
      setImmediate(refreshNext);
    });
  };

  /** Queues making `key`'s answer again through the app itself, once per key, while the aged one is sent. */
  const refreshInBackground = (req: FastifyRequest, key: string) => {
    if (computing.has(key)) return;
    const headers: Record<string, string> = { [REFRESH_HEADER]: refreshToken };
    for (const name of [...KEY_HEADERS, 'accept']) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    refreshes.push({ key, url: req.url, headers, computation: startComputation(key) });
    if (!refreshing) {
      refreshing = true;
      setImmediate(refreshNext);
    }
  };

  const sendKept = (req: FastifyRequest, reply: FastifyReply, entry: Entry, source: 'hit' | 'revalidating') => {
    // Age (RFC 9111): how old the answer is, so a reader of a time in it (the configuration's
    // server_time) can tell the time it was sent.
    const age = Math.floor((Date.now() - entry.storedAt) / 1000);
    reply.header('x-cache', source).header('etag', entry.etag).header('age', String(age));
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.header('content-type', entry.contentType).send(entry.body);
  };

  /** Lets the readers waiting on this request's computation go, once (see track). */
  const settle = (req: FastifyRequest) => {
    const state = states.get(req);
    if (!state?.computation) return;
    endComputation(state.key, state.computation);
    state.computation = undefined;
  };

  /**
   * Follows a request whose answer others may wait for. Its computation ends when its response ends,
   * however it ends: onResponse runs only for one that finished, and a client that goes away mid-answer
   * (a compressed answer is still streaming when a page navigates on) must not leave the waiters hanging.
   */
  const track = (req: FastifyRequest, reply: FastifyReply, state: CacheState) => {
    states.set(req, state);
    // Gone while an earlier hook or the wait below ran: its 'close' has already been emitted.
    if (reply.raw.destroyed) settle(req);
    else reply.raw.once('close', () => settle(req));
  };

  /** Waits for `computation` to end, at most WAIT_FOR_OTHER_READ_MS; false when it outlasted that. */
  const endedInTime = async (computation: Computation) => {
    let timer: NodeJS.Timeout | undefined;
    const outlasted = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), WAIT_FOR_OTHER_READ_MS);
    });
    const ended = await Promise.race([computation.ended.then(() => true), outlasted]);
    clearTimeout(timer);
    return ended;
  };

  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') writesAtStart.set(req, version.writes);
  });

  // Answered as soon as the route is known: a kept answer needs none of the later steps (its URL
  // passed the input bounds and the handler's validation when it was made).
  app.addHook('onRequest', async (req, reply) => {
    if (!enabled || !cacheable(req)) return;
    const key = keyOf(req);
    if (req.headers[REFRESH_HEADER] !== refreshToken) {
      const kept = fresh(key);
      if (kept) return sendKept(req, reply, kept, 'hit');
      // Past its age but made since the last catalogue change: sent while a fresh one is made, so
      // customers never wait on the clock's turn (the answer is at most twice the age old).
      const aged = current(key, 2 * maxAgeMs);
      if (aged) {
        refreshInBackground(req, key);
        return sendKept(req, reply, aged, 'revalidating');
      }
      // Too old to send, and its refresh still queued behind other keys': this read makes it now
      // instead of waiting its turn (readers already waiting on that refresh get this answer).
      const queued = refreshes.findIndex((refresh) => refresh.key === key);
      const taken = queued >= 0 ? refreshes.splice(queued, 1)[0] : undefined;
      if (taken) {
        track(req, reply, { key, generation: version.generation, computation: taken.computation });
        return;
      }
      // One computation per key at a time: the others wait for it, then read its answer. One that
      // outlasts the wait is left to end alone, and this read takes its place.
      let tookOver = false;
      for (let waited = 0; !fresh(key) && computing.has(key) && waited < 2; waited += 1) {
        tookOver = !(await endedInTime(computing.get(key)!));
        if (tookOver) break;
      }
      const entry = fresh(key);
      if (entry) return sendKept(req, reply, entry, 'hit');
      if (tookOver) computing.delete(key);
    }
    const state: CacheState = { key, generation: version.generation };
    if (!computing.has(key)) state.computation = startComputation(key);
    track(req, reply, state);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || !CACHED_ROUTES.has(req.routeOptions.url ?? '')) return payload;
    reply.header('vary', VARY);
    reply.header('cache-control', bearerToken(req) === null ? 'public, no-cache' : 'private, no-cache');
    const state = states.get(req);
    if (!state || state.stale || typeof payload !== 'string') return payload;
    const etag = strongEtag(payload);
    reply.header('etag', etag).header('x-cache', 'miss');
    if (reply.statusCode === 200) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const body = Buffer.from(payload);
      entries.set(state.key, { body, contentType, etag, generation: state.generation, storedAt: Date.now() });
    }
    return payload;
  });

  app.addHook('onResponse', async (req) => {
    settle(req);
    // A write request during which the catalogue changed (its own write or a concurrent one): its
    // transaction has committed now.
    const before = writesAtStart.get(req);
    if (before !== undefined && version.writes !== before) {
      await version.publish(db).catch((error: unknown) => req.log.error(error, 'catalogue version not published'));
    }
  });

  app.addHook('onReady', async () => {
    await version.sync(db);
    version.start(db, (error) => app.log.error(error, 'catalogue version not read'));
  });
  app.addHook('onClose', async () => {
    closed = true;
    version.stop();
  });

  return {
    /** For the error handler: answers a failed cacheable read with its last kept answer, when there is one. */
    sendStale(req, reply) {
      const state = states.get(req);
      const entry = state && entries.get(state.key, { allowStale: true });
      if (!state || !entry) return null;
      state.stale = true;
      return reply
        .code(200)
        .header('x-cache', 'stale')
        .header('etag', entry.etag)
        .header('content-type', entry.contentType)
        .send(entry.body);
    },
  };
}

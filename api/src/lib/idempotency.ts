// Idempotency keys in Stripe's manner: a client sends `Idempotency-Key` on a write that moves money
// or an order; the first answer per (owner, route, key) is kept for a day and a repeat gets it again
// without a second effect. A repeat with another body is refused.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  claimKey,
  keepReply,
  keyRow,
  pruneKeys,
  reclaimKey,
  releaseKey,
  type IdempotencySlot,
} from '../db/queries/idempotency-keys';
import { resolveOwner } from './auth';
import type { AppContext } from './context';
import { httpError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The writes that take a key: placing an order, cancelling it, switching its payment, a new payment page, topping up the wallet. */
export const IDEMPOTENT_ROUTES = new Set([
  '/api/v1/customer/order/place',
  '/api/v1/customer/order/prescription/place',
  '/api/v1/customer/order/cancel',
  '/api/v1/customer/order/payment-method',
  '/api/v1/customer/order/payment/retry',
  '/api/v1/customer/wallet/add-fund',
]);

const DAY_MS = 86_400_000;
/** A first request still unanswered after this has died with its process: a retry may run it. */
const ABANDONED_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;
/** Printable ASCII, as a UUID or any client's token is; Stripe allows 255 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used with another request.';
export const KEY_BUSY_MESSAGE = 'A request with this Idempotency-Key is still being answered. Try again in a moment.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds, while its answer is to be kept. */
    idempotency?: { id: number; kept: boolean };
  }
}

/** What a repeat must match: the body and the query, files by their digest. */
function requestDigest(req: FastifyRequest): string {
  const text = JSON.stringify(
    [req.query ?? {}, req.body ?? null],
    function (this: Record<string, unknown>, key, value) {
      const raw = this[key];
      return Buffer.isBuffer(raw)
        ? `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`
        : (value as unknown);
    },
  );
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** The key's slot, or null when the request carries none (or cannot name its owner: the route answers that). */
async function slotOf(ctx: AppContext, req: FastifyRequest): Promise<IdempotencySlot | null> {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw httpError(422, 'idempotency_key', 'The Idempotency-Key header must be 1 to 255 printable characters.');
  }
  const owner = await resolveOwner(req, ctx).catch(() => null);
  if (!owner) return null;
  return { owner: `${owner.type}:${owner.id}`, route: req.routeOptions.url ?? '', key };
}

/** Answers with the first answer kept for the key, or refuses the request; false when it is to run. */
async function answerFromKey(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const slot = await slotOf(ctx, req);
  if (!slot) return false;
  const digest = requestDigest(req);
  const now = ctx.now();
  const claimed =
    (await claimKey(ctx.db, slot, digest, now)) ??
    (await reclaimKey(ctx.db, slot, digest, now, {
      abandonedBefore: new Date(now.getTime() - ABANDONED_MS).toISOString(),
      expiredBefore: new Date(now.getTime() - DAY_MS).toISOString(),
    }));
  if (claimed !== null) {
    req.idempotency = { id: claimed, kept: false };
    return false;
  }
  const first = await keyRow(ctx.db, slot);
  if (!first) throw httpError(409, 'idempotency_key', KEY_BUSY_MESSAGE);
  if (first.request_hash !== digest) throw httpError(422, 'idempotency_key', KEY_REUSED_MESSAGE);
  if (first.status_code === null || first.reply === null) throw httpError(409, 'idempotency_key', KEY_BUSY_MESSAGE);
  await reply
    .code(first.status_code)
    .header(REPLAYED_HEADER, 'true')
    .header('content-type', 'application/json; charset=utf-8')
    .send(first.reply);
  return true;
}

/** Registers the hooks: a route in IDEMPOTENT_ROUTES honours the header; every other route ignores it. */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  let lastPrune = 0;
  app.addHook('preHandler', async (req, reply) => {
    if (!IDEMPOTENT_ROUTES.has(req.routeOptions.url ?? '')) return;
    const nowMs = ctx.now().getTime();
    if (Math.abs(nowMs - lastPrune) >= PRUNE_EVERY_MS) {
      lastPrune = nowMs;
      await pruneKeys(ctx.db, new Date(nowMs - DAY_MS).toISOString());
    }
    if (await answerFromKey(ctx, req, reply)) return reply;
  });
  // The answer as sent (its status and JSON) is kept before compression; a server error or a
  // refusal for load is not an answer: the key is freed for the retry.
  app.addHook('preSerialization', async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held || held.kept) return payload;
    held.kept = true;
    if (reply.statusCode >= 500 || reply.statusCode === 429) await releaseKey(ctx.db, held.id);
    else await keepReply(ctx.db, held.id, reply.statusCode, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    const held = req.idempotency;
    if (held && !held.kept) await releaseKey(ctx.db, held.id);
  });
}

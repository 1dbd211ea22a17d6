import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countHit, readHits } from '../db/queries/rate-limit-hits';
import { guestIdOf, optionalUser } from './auth';
import type { AppContext } from './context';
import { tooManyAttempts } from './rate-limits';
import { UPLOAD_WINDOW_MS } from './rate-limit-settings';
import { bearerToken } from './request';

/**
 * What uploads may add to the database in an hour, counted in kilobytes in the rate-limit table
 * (every instance shares it): per guest or account, per client address and for all guests
 * together. Every image received counts, stored or not: the bound is on what a client may send.
 */
interface Allowance {
  key: string;
  max: number;
}

/** All guests together (accounts are bounded each, and signing up has limits of its own). */
const guestsAllowance = (ctx: AppContext): Allowance => ({
  key: 'upload:guests',
  max: ctx.env.uploadLimits.guestsTotal,
});

const addressAllowance = (ctx: AppContext, req: FastifyRequest): Allowance => ({
  key: `upload:address:${normalizeIP(req.ip)}`,
  max: ctx.env.uploadLimits.perAddress,
});

function refuse(reply: FastifyReply, ttlMs: number): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', seconds);
  throw tooManyAttempts(seconds);
}

/** Before a form is read: 429 at once when its address, or guests as a whole, have used their hour. */
export async function refuseSpentUploads(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const nowMs = ctx.now().getTime();
  const allowances = [addressAllowance(ctx, req), ...(bearerToken(req) ? [] : [guestsAllowance(ctx)])];
  for (const { key, max } of allowances) {
    const hits = await readHits(ctx.db, key, nowMs);
    if (hits && hits.hits >= max) refuse(reply, hits.expiresAt - nowMs);
  }
}

/** Who sent it: the token's account, else a guest, by the guest id it gave (the route checks that it exists). */
async function senderOf(ctx: AppContext, req: FastifyRequest): Promise<{ owner: string | null; guest: boolean }> {
  const user = await optionalUser(req, ctx);
  if (user) return { owner: `user:${user.id}`, guest: false };
  const guestId = guestIdOf(req);
  return { owner: guestId === null ? null : `guest:${guestId}`, guest: true };
}

/** Counts the files of a form just read; 429 (nothing stored) once any allowance is past its hour's bound. */
export async function countUpload(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  fileBytes: number,
): Promise<void> {
  if (fileBytes === 0) return;
  const nowMs = ctx.now().getTime();
  const { owner, guest } = await senderOf(ctx, req);
  const allowances: Allowance[] = [
    ...(owner ? [{ key: `upload:owner:${owner}`, max: ctx.env.uploadLimits.perOwner }] : []),
    addressAllowance(ctx, req),
    ...(guest ? [guestsAllowance(ctx)] : []),
  ];
  let refusedForMs: number | null = null;
  for (const { key, max } of allowances) {
    const count = await countHit(ctx.db, key, UPLOAD_WINDOW_MS, nowMs, Math.ceil(fileBytes / 1024));
    if (count.hits > max) refusedForMs = Math.max(refusedForMs ?? 0, count.expiresAt - nowMs);
  }
  if (refusedForMs !== null) refuse(reply, refusedForMs);
}

import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { forgetHits } from '../db/queries/rate-limit-hits';
import type { AppContext } from './context';
import { networkOf } from './client-network';
import { HttpError } from './errors';
import { databaseStore } from './rate-limit-store';
import { CODE_RESEND_MS, LIMIT_WINDOWS_MS, type LimitedAction } from './rate-limit-settings';

export const TOO_MANY_ATTEMPTS_CODE = 'too_many_attempts';

const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/** The 429 every limit answers with (Retry-After carries the same wait). */
export const tooManyAttempts = (seconds: number) =>
  new HttpError(429, [
    { code: TOO_MANY_ATTEMPTS_CODE, message: `Too many attempts. Please try again in ${waitText(seconds)}.` },
  ]);

/** The plugin's settings: counters in the database, limits only where a route asks for one. */
export const rateLimitPluginOptions = (ctx: AppContext): RateLimitPluginOptions => ({
  global: false,
  store: databaseStore(ctx.db, ctx.now),
  errorResponseBuilder: (_req, context) => tooManyAttempts(Math.max(1, Math.ceil(context.ttl / 1000))),
});

const addressOf = (req: FastifyRequest) => normalizeIP(req.ip);

/** Route options limiting the requests of one client address to the action's per-address maximum. */
export const limitPerAddress = (ctx: AppContext, action: LimitedAction): RouteShorthandOptions => ({
  config: {
    rateLimit: {
      max: ctx.env.rateLimits.perAddress[action],
      timeWindow: LIMIT_WINDOWS_MS[action],
      keyGenerator: (req) => `address:${action}:${addressOf(req)}`,
    },
  },
});

/**
 * Route options bounding what one network (client-network.ts: an IPv4 address or an IPv6 /64) may
 * send to a public route in a minute: browsers' reports and link checks, which carry no account.
 */
export const limitPerNetwork = (bucket: string, perMinute: number): RouteShorthandOptions => ({
  config: {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (req) => `network:${bucket}:${networkOf(req.ip)}`,
    },
  },
});

interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const limits = {
  address: (ctx: AppContext, action: LimitedAction, req: FastifyRequest): Limit => ({
    key: `address:${action}:${addressOf(req)}`,
    max: ctx.env.rateLimits.perAddress[action],
    windowMs: LIMIT_WINDOWS_MS[action],
  }),
  account: (ctx: AppContext, action: LimitedAction, identity: string): Limit => ({
    key: `account:${action}:${identity}`,
    max: ctx.env.rateLimits.perAccount[action],
    windowMs: LIMIT_WINDOWS_MS[action],
  }),
  resend: (identity: string): Limit => ({ key: `account:resend:${identity}`, max: 1, windowMs: CODE_RESEND_MS }),
};

/** Counts the request against the limit (or, with `increment: false`, only reads the count). */
function count(req: FastifyRequest, limit: Limit, increment = true) {
  const check = req.server.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: () => limit.key,
  });
  return check(req, { increment });
}

function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', seconds);
  throw tooManyAttempts(seconds);
}

/** Counts the request; 429 with Retry-After once it passes the limit's maximum. */
async function enforce(req: FastifyRequest, reply: FastifyReply, limit: Limit): Promise<void> {
  const state = await count(req, limit);
  if (!state.isAllowed && state.isExceeded) refuse(reply, state.ttlInSeconds);
}

/** A one-time code for `identity` is about to go out: bounded per address, per account per hour, and one a minute. */
export async function limitCodeRequest(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, identity: string) {
  await enforce(req, reply, limits.address(ctx, 'codeRequest', req));
  await enforce(req, reply, limits.resend(identity));
  await enforce(req, reply, limits.account(ctx, 'codeRequest', identity));
}

/**
 * Counts the request against the owner's per-account maximum of the action: an account or a guest
 * id is one client (the route bounds its address with limitPerAddress).
 */
export async function limitClient(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  action: LimitedAction,
  owner: { type: string; id: number },
) {
  await enforce(req, reply, limits.account(ctx, action, `${owner.type}:${owner.id}`));
}

/**
 * A lookup of an order by its id and a contact, from a browser that did not place it: bounded per
 * order (its id cannot be walked with guessed phones) and per address (nor phones with guessed ids).
 */
export async function limitTrackByContact(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, orderId: number) {
  await enforce(req, reply, limits.address(ctx, 'track', req));
  await enforce(req, reply, limits.account(ctx, 'track', `order:${orderId}`));
}

/** A signed-in customer asks for a new email: bounded per account like the codes it sends. */
export async function limitEmailChange(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, userId: number) {
  await enforce(req, reply, limits.account(ctx, 'codeRequest', `email-change:user:${userId}`));
}

/** A code for `identity` is about to be checked: bounded per address and per account. */
export async function limitCodeCheck(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, identity: string) {
  await enforce(req, reply, limits.address(ctx, 'codeCheck', req));
  await enforce(req, reply, limits.account(ctx, 'codeCheck', identity));
}

/** A sign-up with these contacts: bounded per account, for each of them. */
export async function limitSignUp(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, identities: string[]) {
  for (const identity of identities) await enforce(req, reply, limits.account(ctx, 'signUp', identity));
}

/**
 * Password attempts on one account (a sign-in, or the current password of a signed-in customer):
 * each attempt takes its place in the count before the password is checked, in one statement, so
 * guesses sent at once (through any instance) cannot all be checked before the first is counted.
 * Past the maximum every attempt waits for the window to end; a right password starts it afresh.
 */
export function passwordAttempts(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, identity: string) {
  const limit = limits.account(ctx, 'signIn', identity);
  return {
    /** Counts this attempt; 429 while the account is locked. */
    begin: () => enforce(req, reply, limit),
    /** The password was right: the attempts before it are forgotten. */
    succeeded: () => forgetHits(ctx.db, limit.key),
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OpenPreviewSchema,
  PREVIEW_MINUTES,
  PREVIEW_PARAM,
  StartPreviewSchema,
  type OpenedPreview,
  type PreviewLink,
} from '@storefront/shared/contract/preview';
import { RegistryScopeSchema, RemoteNameSchema, VersionSchema } from '@storefront/shared/contract/registry';
import { isPublishedRelease } from '../db/queries/failure-counts';
import { recordPreview } from '../db/queries/previews';
import { limitPerNetwork } from '../lib/rate-limits';
import { httpError } from '../lib/errors';
import { parseJson } from '../lib/json';
import { bodyOf, parseOr422 } from '../lib/request';
import { safeEqual } from '../lib/security';
import { signatureFor } from '../lib/signed-links';

/** What the preview routes need from the registry's: the operator check, and the public route's bound. */
export interface PreviewRouteOptions {
  requireOperator: (req: FastifyRequest) => string;
  opensPerMinute: number;
}

const PURPOSE = 'registry-preview';
/** The signed part of a token, short-keyed to keep links short. */
const PayloadSchema = z
  .object({ r: RemoteNameSchema, v: VersionSchema, s: z.nullable(RegistryScopeSchema), e: z.number().int() })
  .strict();

export const PREVIEW_TEXTS = {
  invalid: 'This preview link is not valid.',
  expired: 'This preview link has expired: ask for a new one.',
  operatorOnly: 'Sign in as an operator on this site to open a preview link.',
} as const;

/**
 * Preview links: an operator asks for a signed, expiring link that makes one browser load a
 * published release; opening it checks the signature and the expiry (and, outside local use, the
 * operator's token), and answers what to load. The link is kept until it expires, only so that the
 * shell's page allows that release's origin meanwhile; no other browser changes.
 */
export function previewRoutes(app: FastifyInstance, { requireOperator, opensPerMinute }: PreviewRouteOptions): void {
  const { ctx } = app;

  app.post('/registry/previews', async (req): Promise<PreviewLink> => {
    const actor = requireOperator(req);
    const start = parseOr422(z.strictObject(StartPreviewSchema.shape), bodyOf(req));
    if (!(await isPublishedRelease(ctx.db, start.remote, start.version))) {
      throw httpError(422, 'version', `${start.remote} has no published release ${start.version}.`);
    }
    const minutes = start.minutes ?? PREVIEW_MINUTES.default;
    const expires = Math.floor(ctx.now().getTime() / 1000) + minutes * 60;
    const payload = Buffer.from(
      JSON.stringify({ r: start.remote, v: start.version, s: start.scope ?? null, e: expires }),
    ).toString('base64url');
    const token = `${payload}.${await signatureFor(ctx.db, PURPOSE, payload)}`;
    const expiresAt = new Date(expires * 1000).toISOString();
    await recordPreview(
      ctx.db,
      { remote: start.remote, version: start.version, scope: start.scope ?? null, expiresAt },
      actor,
      ctx.now(),
    );
    req.log.info({ actor, ...start, expiresAt }, 'preview link made');
    return { token, path: `/?${PREVIEW_PARAM}=${token}`, expiresAt };
  });

  const openLimit = limitPerNetwork('preview-open', opensPerMinute);
  app.post('/registry/previews/open', openLimit, async (req): Promise<OpenedPreview> => {
    const { token } = parseOr422(z.strictObject(OpenPreviewSchema.shape), bodyOf(req));
    if (ctx.env.previewNeedsOperator) {
      try {
        requireOperator(req);
      } catch {
        throw httpError(401, 'operator_token', PREVIEW_TEXTS.operatorOnly);
      }
    }
    const [payload = '', signature = ''] = token.split('.');
    if (!safeEqual(signature, await signatureFor(ctx.db, PURPOSE, payload))) {
      throw httpError(403, 'token', PREVIEW_TEXTS.invalid);
    }
    const parsed = PayloadSchema.safeParse(parseJson<unknown>(Buffer.from(payload, 'base64url').toString(), null));
    if (!parsed.success) throw httpError(403, 'token', PREVIEW_TEXTS.invalid);
    const { r: remote, v: version, s: scope, e: expires } = parsed.data;
    const expiresIn = expires - Math.floor(ctx.now().getTime() / 1000);
    if (expiresIn <= 0) throw httpError(410, 'token', PREVIEW_TEXTS.expired);
    if (!(await isPublishedRelease(ctx.db, remote, version))) {
      throw httpError(404, 'version', `${remote} ${version} is no longer published.`);
    }
    return { remote, version, scope, expiresAt: new Date(expires * 1000).toISOString(), expiresIn };
  });
}

import { z } from '@storefront/shared/zod';
import { RegistryScopeSchema, RemoteNameSchema, VersionSchema } from './registry';

/**
 * Preview: an operator opens the site with a published release of one remote for their browser
 * alone. The registry signs a link that expires; the shell that opens it keeps the choice in that
 * browser and shows a banner while it holds. No other browser loads anything else.
 */

/** How long a preview link works unless the operator asks otherwise, and the bounds they may ask. */
export const PREVIEW_MINUTES = { default: 60, min: 5, max: 24 * 60 } as const;

/** Body of POST /registry/previews (operator token): a link to preview a release, in one module or all. */
export const StartPreviewSchema = z.object({
  remote: RemoteNameSchema,
  version: VersionSchema,
  /** Absent: wherever the remote is on. */
  scope: z.optional(RegistryScopeSchema),
  minutes: z.optional(z.number().check(z.int(), z.minimum(PREVIEW_MINUTES.min), z.maximum(PREVIEW_MINUTES.max))),
});
export type StartPreview = z.infer<typeof StartPreviewSchema>;

/** A signed token is base64url text with one dot; anything longer is not one of ours. */
export const PreviewTokenSchema = z
  .string()
  .check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This preview link is not valid.'));

/** The answer to POST /registry/previews: the token, and the site path that opens it. */
export const PreviewLinkSchema = z.object({
  token: PreviewTokenSchema,
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** Body of POST /registry/previews/open: the token of a link. */
export const OpenPreviewSchema = z.object({ token: PreviewTokenSchema });

/** What a valid link previews, as the browser that opened it keeps it (expiresAt on its own clock). */
export const PreviewSchema = z.object({
  remote: RemoteNameSchema,
  version: VersionSchema,
  scope: z.nullable(RegistryScopeSchema),
  expiresAt: z.string(),
});
export type Preview = z.infer<typeof PreviewSchema>;

/**
 * The answer to POST /registry/previews/open: the preview with the server's expiry, and the seconds
 * left, which the browser counts on its own clock (a device's clock may be off by hours).
 */
export const OpenedPreviewSchema = z.extend(PreviewSchema, { expiresIn: z.number().check(z.int(), z.positive()) });
export type OpenedPreview = z.infer<typeof OpenedPreviewSchema>;

/** The query parameter of a preview link: `<site>/?preview=<token>`. */
export const PREVIEW_PARAM = 'preview';

import { z } from '@storefront/shared/zod';
import {
  AssignmentTokenSchema,
  BrowserIdSchema,
  RegistryScopeSchema,
  RemoteNameSchema,
  VersionSchema,
} from './registry';

/**
 * Signed canary assignments: the registry tells a browser that falls in a canary's share (by its id,
 * see canary.ts) that it is in, with an HMAC over the browser id, remote, scope, version and expiry.
 * The browser sends it back with its load and failure reports of that release; only reports that
 * carry a valid one move the canary's rollback decision, so nobody decides a canary from outside.
 */

/** Body of POST /registry/assignments: which browser asks, and for which canary release. */
export const AssignmentRequestSchema = z.object({
  browserId: BrowserIdSchema,
  remote: RemoteNameSchema,
  scope: RegistryScopeSchema,
  version: VersionSchema,
});
export type AssignmentRequest = z.infer<typeof AssignmentRequestSchema>;

/**
 * The answer: the assignment for that browser, the server's expiry, and the seconds left, which the
 * browser counts on its own clock (a device's clock may be off by hours).
 */
export const CanaryAssignmentSchema = z.extend(AssignmentRequestSchema, {
  token: AssignmentTokenSchema,
  expiresAt: z.string(),
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type CanaryAssignment = z.infer<typeof CanaryAssignmentSchema>;

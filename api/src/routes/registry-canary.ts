import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CanaryLoadReportSchema,
  CanarySettingsSchema,
  CanaryTargetSchema,
  StartCanarySchema,
  type Canaries,
  type CanarySettings,
  type Registry,
} from '@storefront/shared/contract/registry';
import { AssignmentRequestSchema, type CanaryAssignment } from '@storefront/shared/contract/canary-assignment';
import { inCanary } from '@storefront/shared/contract/canary';
import {
  canarySettings,
  canaryStatuses,
  promoteCanary,
  startCanary,
  stopCanary,
  updateCanarySettings,
} from '../db/queries/canary';
import { countCanaryReport, reportedCanary } from '../db/queries/canary-reports';
import { signAssignment } from '../lib/canary-assignments';
import { limitPerNetwork } from '../lib/rate-limits';
import { httpError } from '../lib/errors';
import { bodyOf, parseOr422 } from '../lib/request';

/** What the canary routes need from the registry's: the operator check, and the public reports' bound. */
export interface CanaryRouteOptions {
  requireOperator: (req: FastifyRequest) => string;
  reportsPerMinute: number;
}

/**
 * Canary releases: operators start, promote and stop them and set when the control plane rolls one
 * back; a browser in a canary gets a signed assignment saying so, and with it reports each load of
 * its release, the rate's denominator (failures arrive through POST /registry/failures). Either
 * report may decide the rollback.
 */
export function canaryRoutes(app: FastifyInstance, { requireOperator, reportsPerMinute }: CanaryRouteOptions): void {
  const { ctx } = app;
  const reportLimit = limitPerNetwork('canary-load', reportsPerMinute);
  const assignmentLimit = limitPerNetwork('canary-assignment', reportsPerMinute);

  app.get('/registry/canaries', async (req): Promise<Canaries> => {
    requireOperator(req);
    return canaryStatuses(ctx.db, ctx.now());
  });

  app.post('/registry/canaries', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    return startCanary(ctx.db, parseOr422(z.strictObject(StartCanarySchema.shape), bodyOf(req)), actor, ctx.now());
  });

  app.post('/registry/canaries/promote', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    return promoteCanary(ctx.db, parseOr422(z.strictObject(CanaryTargetSchema.shape), bodyOf(req)), actor, ctx.now());
  });

  app.post('/registry/canaries/stop', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    return stopCanary(ctx.db, parseOr422(z.strictObject(CanaryTargetSchema.shape), bodyOf(req)), actor, ctx.now());
  });

  app.get('/registry/settings', async (req): Promise<CanarySettings> => {
    requireOperator(req);
    return canarySettings(ctx.db);
  });

  app.patch('/registry/settings', async (req): Promise<CanarySettings> => {
    const actor = requireOperator(req);
    const change = parseOr422(z.strictObject(CanarySettingsSchema.shape).partial(), bodyOf(req));
    if (Object.keys(change).length === 0) throw httpError(422, 'body', 'Name at least one setting to change.');
    return updateCanarySettings(ctx.db, change, actor, ctx.now());
  });

  const notACanary = (report: { remote: string; version: string; scope: string }) =>
    httpError(422, 'version', `${report.remote} ${report.version} is not a canary for ${report.scope}.`);

  // Public, bounded per network: the registry's word that this browser is in that canary, which its
  // reports carry back. Only a browser whose id falls in the share gets one (the hash it loads by).
  app.post('/registry/assignments', assignmentLimit, async (req): Promise<CanaryAssignment> => {
    const request = parseOr422(z.strictObject(AssignmentRequestSchema.shape), bodyOf(req));
    const canary = await reportedCanary(ctx.db, request);
    if (!canary) throw notACanary(request);
    if (!inCanary(request.browserId, request.remote, request.scope, canary)) {
      throw httpError(403, 'browserId', `This browser is not in the canary of ${request.remote} ${request.version}.`);
    }
    return { ...request, ...signAssignment(ctx.env.canarySigningSecret, request, ctx.now()) };
  });

  // Public, bounded per network like failure reports. Only a load of a running canary with this
  // browser's valid assignment counts; anything else is refused and not kept.
  app.post('/registry/loads', reportLimit, async (req, reply) => {
    const report = parseOr422(CanaryLoadReportSchema, bodyOf(req));
    const outcome = await countCanaryReport(ctx.db, report, 'loads', {
      secret: ctx.env.canarySigningSecret,
      now: ctx.now(),
    });
    if (outcome === 'no-canary') throw notACanary(report);
    if (outcome === 'unsigned') {
      throw httpError(403, 'assignment', "A canary load counts only with this browser's valid canary assignment.");
    }
    reply.code(204);
  });
}

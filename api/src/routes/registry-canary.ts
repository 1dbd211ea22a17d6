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
import {
  canarySettings,
  canaryStatuses,
  countCanaryLoad,
  promoteCanary,
  startCanary,
  stopCanary,
  updateCanarySettings,
} from '../db/queries/canary';
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
 * back; browsers in a canary report each load of its release, the rate's denominator (failures
 * arrive through POST /registry/failures, which also decides the rollback).
 */
export function canaryRoutes(app: FastifyInstance, { requireOperator, reportsPerMinute }: CanaryRouteOptions): void {
  const { ctx } = app;
  const reportLimit = limitPerNetwork('canary-load', reportsPerMinute);

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

  // Public, bounded per network like failure reports. Only a load of a running canary counts; anything else
  // is refused and not kept.
  app.post('/registry/loads', reportLimit, async (req, reply) => {
    const report = parseOr422(CanaryLoadReportSchema, bodyOf(req));
    if (!(await countCanaryLoad(ctx.db, report, ctx.now()))) {
      throw httpError(422, 'version', `${report.remote} ${report.version} is not a canary for ${report.scope}.`);
    }
    reply.code(204);
  });
}

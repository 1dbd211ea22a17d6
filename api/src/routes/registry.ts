import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LiveChangeSchema,
  LoadFailureReportSchema,
  PublishReleaseSchema,
  RegistryScopeSchema,
  RemoteNameSchema,
  RemoteRollbackSchema,
  FAILURE_WINDOW_HOURS,
  manifestUrlProblem,
  type LoadFailures,
  type Registry,
  type RegistryChange,
} from '@storefront/shared/contract/registry';
import {
  applyLiveChange,
  defaultsDrift,
  describeDrift,
  getRegistry,
  publishRelease,
  registryHistory,
  resetRegistry,
  rollbackRegistry,
  rollbackRemote,
} from '../db/queries/registry';
import { recentLoadFailures, recordLoadFailure } from '../db/queries/load-failures';
import { failureCounts, isPublishedRelease } from '../db/queries/failure-counts';
import { countCanaryReport } from '../db/queries/canary-reports';
import { openPreviews } from '../db/queries/previews';
import { canaryRoutes } from './registry-canary';
import { previewRoutes } from './registry-preview';
import { networkOf } from '../lib/client-network';
import { limitPerNetwork } from '../lib/rate-limits';
import { httpError, notFound } from '../lib/errors';
import { bearerToken, bodyOf, parseOr422 } from '../lib/request';
import { safeEqual, sha256 } from '../lib/security';

/** Load-failure reports one network may send in a minute. */
export const FAILURE_REPORTS_PER_MINUTE = 60;

const HistoryQuerySchema = z.object({
  remote: z.optional(RemoteNameSchema),
  scope: z.optional(RegistryScopeSchema),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const RollbackToSchema = z.object({ to: z.coerce.number().int().positive() }).strict();

/**
 * The remote registry (control plane): public reads, operator-token writes (publish a release,
 * change what is live where, roll back one remote or the whole site), a history of every change
 * and publish, and the load failures customers' browsers report. Never cached.
 */
export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // A database seeded by a server with other REMOTE_*_URL keeps its releases as published: say so.
  for (const drift of await defaultsDrift(ctx.db, ctx.env.registry)) app.log.warn(describeDrift(drift));

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/registry')) reply.header('Cache-Control', 'no-store');
  });

  /** The operator's name for the bearer token, or a 401. */
  const requireOperator = (req: FastifyRequest): string => {
    const token = bearerToken(req);
    const match = token ? Object.keys(ctx.env.operators).find((known) => safeEqual(token, known)) : undefined;
    if (!match) throw httpError(401, 'operator_token', 'A valid operator token is required.');
    return ctx.env.operators[match] ?? 'operator';
  };

  const remoteOf = (raw: string) => {
    const name = RemoteNameSchema.safeParse(raw);
    if (!name.success) throw notFound(`Unknown remote ${raw}.`, 'name');
    return name.data;
  };

  // With the releases an open preview link loads: the shell's page allows their origins while it is open.
  app.get('/registry', async (): Promise<Registry> => {
    const registry = await getRegistry(ctx.db);
    const previewed = await openPreviews(ctx.db, ctx.now());
    return previewed.length > 0 ? { ...registry, previewed } : registry;
  });

  app.post<{ Params: { name: string } }>('/registry/remotes/:name/releases', async (req, reply) => {
    const actor = requireOperator(req);
    const remote = remoteOf(req.params.name);
    const release = parseOr422(z.strictObject(PublishReleaseSchema.shape), bodyOf(req));
    // Its scripts run on every customer's page: https: only (and local http: in development and test).
    const problem = manifestUrlProblem(release.manifestUrl, { localHttp: !ctx.env.production });
    if (problem) throw httpError(422, 'manifestUrl', problem);
    const outcome = await publishRelease(ctx.db, remote, release, actor, ctx.now());
    reply.code(outcome === 'published' ? 201 : 200);
    return getRegistry(ctx.db);
  });

  app.patch('/registry/live', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    const change = parseOr422(LiveChangeSchema, bodyOf(req));
    if (Object.keys(change).length === 0) throw httpError(422, 'body', 'Name at least one remote to change.');
    return applyLiveChange(ctx.db, change, actor, ctx.now());
  });

  app.get('/registry/history', async (req): Promise<{ changes: RegistryChange[] }> => {
    requireOperator(req);
    const query = parseOr422(HistoryQuerySchema, req.query);
    if (query.scope && !query.remote) throw httpError(422, 'scope', 'A scope filters the history of one remote.');
    return { changes: await registryHistory(ctx.db, query) };
  });

  // { remote, scope? }: that remote's last change undone, nothing else. { to }: an operator's
  // whole-site action, an earlier entry's live state made live again.
  app.post('/registry/rollback', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    const body = bodyOf(req);
    if ('to' in body) {
      const { to } = parseOr422(RollbackToSchema, body);
      return rollbackRegistry(ctx.db, to, actor, ctx.now());
    }
    const { remote, scope } = parseOr422(z.strictObject(RemoteRollbackSchema.shape), body);
    return rollbackRemote(ctx.db, remote, scope, actor, ctx.now());
  });

  app.post('/registry/reset', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    return resetRegistry(ctx.db, actor, ctx.now());
  });

  // Public: any browser may report that a remote did not load. The list is bounded per remote and
  // module, a sender (its network, hashed) can only push out its own reports, and one network sends
  // at most FAILURE_REPORTS_PER_MINUTE (a page reports each remote once per navigation). Only a
  // published release can fail to load, so a report of any other version is forged and not stored.
  const failureReportLimit = limitPerNetwork('failure-report', FAILURE_REPORTS_PER_MINUTE);
  app.post('/registry/failures', failureReportLimit, async (req, reply) => {
    const report = parseOr422(LoadFailureReportSchema, bodyOf(req));
    if (!(await isPublishedRelease(ctx.db, report.remote, report.version))) {
      throw httpError(422, 'version', `${report.remote} has no published release ${report.version}.`);
    }
    await recordLoadFailure(ctx.db, report, sha256(networkOf(req.ip)).slice(0, 32), ctx.now());
    // A failure of a canary's release counts against it only with the browser's signed assignment,
    // and may roll it back there and then; any other report is kept for the operators alone.
    await countCanaryReport(ctx.db, report, 'failures', { secret: ctx.env.canarySigningSecret, now: ctx.now() });
    reply.code(204);
  });

  canaryRoutes(app, { requireOperator, reportsPerMinute: FAILURE_REPORTS_PER_MINUTE });
  previewRoutes(app, { requireOperator, opensPerMinute: FAILURE_REPORTS_PER_MINUTE });

  app.get('/registry/failures', async (req): Promise<LoadFailures> => {
    requireOperator(req);
    const now = ctx.now();
    const since = new Date(now.getTime() - (FAILURE_WINDOW_HOURS - 1) * 3_600_000);
    return { failures: await recentLoadFailures(ctx.db), counts: await failureCounts(ctx.db, { since, now }) };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LiveChangeSchema,
  LoadFailureReportSchema,
  PublishReleaseSchema,
  RemoteNameSchema,
  type LoadFailure,
  type Registry,
  type RegistryChange,
} from '../../../shared/src/contract/registry';
import {
  applyLiveChange,
  getRegistry,
  publishRelease,
  registryHistory,
  resetRegistry,
  rollbackRegistry,
} from '../db/queries/registry';
import { httpError, notFound } from '../lib/errors';
import { bearerToken, bodyOf, parseOr422 } from '../lib/request';
import { safeEqual } from '../lib/security';

/** How many distinct recent load failures the registry keeps for the operator view. */
const FAILURES_KEPT = 50;

/**
 * The remote registry (control plane): public reads, operator-token writes (publish a release,
 * change what is live where, roll back), a history of every change, and the load failures
 * customers' browsers report. Never cached.
 */
export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Recent failures, newest first; one entry per remote, version, scope and reason with a count.
  const failures: LoadFailure[] = [];

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

  app.get('/registry', async (): Promise<Registry> => getRegistry(ctx.db));

  app.post<{ Params: { name: string } }>('/registry/remotes/:name/releases', async (req, reply) => {
    const actor = requireOperator(req);
    const remote = remoteOf(req.params.name);
    const release = parseOr422(PublishReleaseSchema.strict(), bodyOf(req));
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
    return { changes: await registryHistory(ctx.db) };
  });

  app.post('/registry/rollback', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    const { to } = parseOr422(z.object({ to: z.coerce.number().int().positive() }), bodyOf(req));
    return rollbackRegistry(ctx.db, to, actor, ctx.now());
  });

  app.post('/registry/reset', async (req): Promise<Registry> => {
    const actor = requireOperator(req);
    return resetRegistry(ctx.db, ctx.env.registry, actor, ctx.now());
  });

  // Public: any browser may report that a remote did not load; the list is bounded.
  app.post('/registry/failures', async (req, reply) => {
    const report = parseOr422(LoadFailureReportSchema, bodyOf(req));
    const at = ctx.now().toISOString();
    const index = failures.findIndex(
      (f) =>
        f.remote === report.remote &&
        f.version === report.version &&
        f.scope === report.scope &&
        f.reason === report.reason,
    );
    const count = index >= 0 ? (failures[index]?.count ?? 0) + 1 : 1;
    if (index >= 0) failures.splice(index, 1);
    failures.unshift({ ...report, at, count });
    failures.length = Math.min(failures.length, FAILURES_KEPT);
    reply.code(204);
  });

  app.get('/registry/failures', async (req): Promise<{ failures: LoadFailure[] }> => {
    requireOperator(req);
    return { failures };
  });
}

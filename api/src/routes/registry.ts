import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RegistryRemoteUpdateSchema, RemoteNameSchema, type Registry } from '../../../shared/src/contract/registry';
import { getRegistry, resetRegistry, updateRemote } from '../db/queries/registry';
import { httpError, notFound } from '../lib/errors';
import { bearerToken, bodyOf, parseOr422 } from '../lib/request';
import { safeEqual } from '../lib/security';

/** The remote registry (control plane): public reads, operator-token writes, never cached. */
export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/registry')) reply.header('Cache-Control', 'no-store');
  });

  const requireOperator = (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token || !safeEqual(token, ctx.env.operatorToken))
      throw httpError(401, 'operator_token', 'A valid operator token is required.');
  };

  app.get('/registry', async (): Promise<Registry> => getRegistry(ctx.db));

  app.put<{ Params: { name: string } }>('/registry/remotes/:name', async (req): Promise<Registry> => {
    requireOperator(req);
    const name = RemoteNameSchema.safeParse(req.params.name);
    if (!name.success) throw notFound(`Unknown remote ${req.params.name}.`, 'name');
    const update = parseOr422(RegistryRemoteUpdateSchema.strict(), bodyOf(req));
    await updateRemote(ctx.db, name.data, update, ctx.now());
    return getRegistry(ctx.db);
  });

  app.post('/registry/reset', async (req): Promise<Registry> => {
    requireOperator(req);
    await resetRegistry(ctx.db, ctx.env.registry, ctx.now());
    return getRegistry(ctx.db);
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Answers that choose no caching of their own (a customer's cart, orders, profile, wallet, every
 * write) and every error are `Cache-Control: no-store`: no browser, proxy or shared cache keeps a
 * signed-in customer's data or a refusal. The catalogue, pictures and the registry set their own.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

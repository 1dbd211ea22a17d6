import type { FastifyInstance } from 'fastify';

/**
 * Stops the server as an orchestrator expects: no new connections, idle ones closed at once, and the
 * answers under way `graceMs` to finish. Then every connection still open is cut, so a client that
 * stopped reading its answer (or a call that never ends) cannot hold the process until it is killed.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

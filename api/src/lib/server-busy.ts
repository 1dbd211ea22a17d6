import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** How long a client refused for a busy server is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/**
 * 503 for work refused because the server is saturated (password hashing past its wait): the
 * server's load, not the client's attempts, so not the 429 of the rate limits.
 */
export class ServerBusyError extends HttpError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super(503, [{ code: 'server_busy', message: SERVER_BUSY_MESSAGE }]);
  }
}

/** Every ServerBusyError answers with its Retry-After (the hook runs before the error handler). */
export function retryAfterWhenBusy(app: FastifyInstance): void {
  app.addHook('onError', async (_req, reply, error) => {
    if (error instanceof ServerBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

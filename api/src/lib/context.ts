import type { Db } from '../db';
import type { Env } from './env';

/** What every route needs: the database, the settings and the clock. */
export interface AppContext {
  db: Db;
  env: Env;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

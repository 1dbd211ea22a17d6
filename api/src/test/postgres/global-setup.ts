import { readEnv } from '../../lib/env';
import { FIXED_NOW } from '../helpers';
import { closeAdmin, template } from './databases';
import { startPostgres, type TestPostgres } from './server';

// Jest's global setup for `npm run test:postgres -w api`: one server for the run. A server that
// cannot start fails the run with the reason; the suite never falls back to SQLite.
export default async function globalSetup(): Promise<void> {
  const server = await startPostgres();
  // Test workers start after this and inherit the environment.
  process.env.TEST_POSTGRES_URL = server.url;
  (globalThis as { testPostgres?: TestPostgres }).testPostgres = server;
  // Most test apps start from this seed: made here, outside any test's timeout.
  try {
    await template({ now: FIXED_NOW, registry: readEnv().registry });
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    await closeAdmin();
  }
}

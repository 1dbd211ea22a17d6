import { startPostgres, type TestPostgres } from './server';

// Jest's global setup for `npm run test:postgres -w api`: one server for the run. A server that
// cannot start fails the run with the reason; the suite never falls back to SQLite.
export default async function globalSetup(): Promise<void> {
  const server = await startPostgres();
  // Test workers start after this and inherit the environment.
  process.env.TEST_POSTGRES_URL = server.url;
  (globalThis as { testPostgres?: TestPostgres }).testPostgres = server;
}

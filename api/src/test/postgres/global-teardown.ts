import type { TestPostgres } from './server';

export default function globalTeardown(): void {
  (globalThis as { testPostgres?: TestPostgres }).testPostgres?.stop();
}

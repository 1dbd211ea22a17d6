import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { expect } from '@playwright/test';

/**
 * Turns the platform's phone verification on or off in an API's SQLite file, as an operator's write
 * through another instance would: the setting, then the shared catalogue counter, so the API drops
 * the answers it keeps (its config among them). Resolves once the API at `apiUrl` answers with it.
 */
export async function setPhoneVerification(dbFile: string, apiUrl: string, status: 0 | 1): Promise<void> {
  // The API keeps config answers per URL and key headers, and drops them all once it reads the raised
  // counter (within a second). A key of this call's own (an unused latitude), kept just before the
  // write, shows the new setting only once that has happened: a key first asked after the write
  // would show it at once, while the answers a page gets could still be the old ones.
  const readStatus = async (headers: Record<string, string>) => {
    const config = (await (await fetch(`${apiUrl}/api/v1/config`, { headers })).json()) as {
      centralize_login?: { phone_verification_status?: number };
    };
    return config.centralize_login?.phone_verification_status;
  };
  const ownKey = { latitude: (-89 * Math.random()).toFixed(9) };
  await readStatus(ownKey);

  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(dbFile);
  try {
    db.transaction(() => {
      db.prepare(
        `update settings set value = json_set(value, '$.centralize_login.phone_verification_status', ?) where key = 'business'`,
      ).run(status);
      db.prepare(`update cache_versions set version = version + 1 where name = 'catalogue'`).run();
    })();
  } finally {
    db.close();
  }
  await expect.poll(() => readStatus(ownKey), { timeout: 10_000 }).toBe(status);
}

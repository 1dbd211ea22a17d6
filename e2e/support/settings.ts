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

  writeBusinessSetting(dbFile, '$.centralize_login.phone_verification_status', status);
  await expect.poll(() => readStatus(ownKey), { timeout: 10_000 }).toBe(status);
}

/**
 * Where a cancelled order's online payment goes back: the wallet (1) or the card (0), the business
 * setting `wallet_add_refund`. The API reads it from the database at each cancel.
 */
export function setWalletRefunds(dbFile: string, status: 0 | 1): void {
  writeBusinessSetting(dbFile, '$.wallet_add_refund', status);
}

/** Writes one business setting in an API's SQLite file, and raises the shared catalogue counter. */
function writeBusinessSetting(dbFile: string, path: string, value: number): void {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(dbFile);
  try {
    db.transaction(() => {
      db.prepare(`update settings set value = json_set(value, ?, ?) where key = 'business'`).run(path, value);
      db.prepare(`update cache_versions set version = version + 1 where name = 'catalogue'`).run();
    })();
  } finally {
    db.close();
  }
}

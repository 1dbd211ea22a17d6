import type { Kysely } from 'kysely';
import { canonicalPhone } from '../../lib/phone';

/**
 * Customers' phones in E.164: a number stored as typed ('+88001767513805' from a local form with
 * its trunk 0, '01767513805') becomes '+8801767513805', so sign-in, "phone already taken" and
 * lookups find it whichever way it is written. A row whose E.164 form another row already holds
 * keeps its text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = db as Kysely<{ users: { id: number; phone: string | null } }>;
  const rows = await users.selectFrom('users').select(['id', 'phone']).where('phone', 'is not', null).execute();
  const taken = new Set(rows.map((row) => row.phone));
  for (const row of rows) {
    const fixed = canonicalPhone(row.phone ?? '');
    if (!fixed || fixed === row.phone || taken.has(fixed)) continue;
    await users.updateTable('users').set({ phone: fixed }).where('id', '=', row.id).execute();
    taken.add(fixed);
  }
}

export async function down(): Promise<void> {
  // The numbers as first typed are not kept: E.164 stays.
}

import type { Kysely } from 'kysely';
import type { PreviewedRelease, RemoteName } from '@storefront/shared/contract/registry';
import type { Database } from '../schema';

/** A preview link as made: which release, where, until when, by whom. */
export interface PreviewMade {
  remote: RemoteName;
  version: string;
  scope: string | null;
  expiresAt: string;
}

/**
 * Keeps a preview link made, so the shell's page allows its release's origin until it expires
 * (the link itself stays signed and stateless: opening it reads nothing here). Expired ones go.
 */
export async function recordPreview(db: Kysely<Database>, preview: PreviewMade, actor: string, now: Date) {
  const at = now.toISOString();
  await db.deleteFrom('registry_previews').where('expires_at', '<=', at).execute();
  await db
    .insertInto('registry_previews')
    .values({
      remote: preview.remote,
      version: preview.version,
      scope: preview.scope,
      expires_at: preview.expiresAt,
      made_at: at,
      made_by: actor,
    })
    .execute();
}

/** The releases a preview link is open for at `now`, once each, with the latest expiry. */
export async function openPreviews(db: Kysely<Database>, now: Date): Promise<PreviewedRelease[]> {
  const rows = await db
    .selectFrom('registry_previews')
    .select(['remote', 'version', (eb) => eb.fn.max('expires_at').as('expiresAt')])
    .where('expires_at', '>', now.toISOString())
    .groupBy(['remote', 'version'])
    .orderBy('remote')
    .orderBy('version')
    .execute();
  return rows.map((row) => ({
    remote: row.remote as RemoteName,
    version: row.version,
    expiresAt: String(row.expiresAt),
  }));
}

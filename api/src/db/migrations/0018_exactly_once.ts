import { sql, type Kysely } from 'kysely';
import { canonicalEmail } from '../../lib/identity';
import { canonicalPhone } from '../../lib/phone';
import { autoId } from '../engine';

type Db = Kysely<{
  orders: { id: number; delivery_address: string | null; contact_phone: string | null; contact_email: string | null };
}>;

/**
 * What may exist once gets a unique index (a review per item and order, a wishlist entry, an
 * idempotency key); orders keep their contact's phone and email as columns, so a guest's
 * per-customer limits can bind the person and not only the guest id; a coupon may cap its uses overall;
 * a token keeps when it was last used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Duplicates written before the indexes: the first of each is kept.
  await sql`delete from reviews where id not in (select min(id) from reviews group by order_id, item_id)`.execute(db);
  await sql`delete from wishlists where item_id is not null and id not in (select min(id) from wishlists where item_id is not null group by user_id, item_id)`.execute(
    db,
  );
  await sql`delete from wishlists where store_id is not null and id not in (select min(id) from wishlists where store_id is not null group by user_id, store_id)`.execute(
    db,
  );
  await db.schema.createIndex('reviews_order_item').on('reviews').columns(['order_id', 'item_id']).unique().execute();
  await db.schema.createIndex('wishlists_user_item').on('wishlists').columns(['user_id', 'item_id']).unique().execute();
  await db.schema
    .createIndex('wishlists_user_store')
    .on('wishlists')
    .columns(['user_id', 'store_id'])
    .unique()
    .execute();

  await db.schema.alterTable('orders').addColumn('contact_phone', 'text').execute();
  await db.schema.alterTable('orders').addColumn('contact_email', 'text').execute();
  const orders = db as unknown as Db;
  const rows = await orders.selectFrom('orders').select(['id', 'delivery_address']).execute();
  for (const row of rows) {
    const contact = contactOf(row.delivery_address);
    if (!contact.phone && !contact.email) continue;
    await orders
      .updateTable('orders')
      .set({ contact_phone: contact.phone, contact_email: contact.email })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('orders_contact_phone').on('orders').column('contact_phone').execute();
  await db.schema.createIndex('orders_contact_email').on('orders').column('contact_email').execute();

  await db.schema.alterTable('coupons').addColumn('total_limit', 'integer').execute();
  // A token unused for a while stops working (the idle timeout in lib/auth.ts).
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', 'text').execute();

  await autoId(db)(db.schema.createTable('idempotency_keys'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_owner_route_key', ['owner', 'route', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

/** The phone (E.164) and email of a stored delivery address's contact, when it has them. */
function contactOf(json: string | null): { phone: string | null; email: string | null } {
  try {
    const address = JSON.parse(json ?? 'null') as { contact_person_number?: unknown; contact_person_email?: unknown };
    const phone = typeof address?.contact_person_number === 'string' ? address.contact_person_number : '';
    const email = typeof address?.contact_person_email === 'string' ? address.contact_person_email : '';
    return { phone: phone ? canonicalPhone(phone) : null, email: email ? canonicalEmail(email) : null };
  } catch {
    return { phone: null, email: null };
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.alterTable('auth_tokens').dropColumn('last_used_at').execute();
  await db.schema.alterTable('coupons').dropColumn('total_limit').execute();
  await db.schema.dropIndex('orders_contact_email').execute();
  await db.schema.dropIndex('orders_contact_phone').execute();
  await db.schema.alterTable('orders').dropColumn('contact_email').execute();
  await db.schema.alterTable('orders').dropColumn('contact_phone').execute();
  await db.schema.dropIndex('wishlists_user_store').execute();
  await db.schema.dropIndex('wishlists_user_item').execute();
  await db.schema.dropIndex('reviews_order_item').execute();
}

import type { Kysely } from 'kysely';
import { autoId, bigIntegerType, bytesType } from '../engine';

/**
 * Profile extras (interests, push token, social id, uploaded photos), one-time codes (OTP login,
 * phone verification, password reset), notifications, conversations and messages, refund
 * reasons and requests, offline payment proofs, wallet add-fund bonuses, and order columns for
 * loyalty points on delivery, the placing guest and campaign lines in the cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('social_id', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('interest', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('users').addColumn('cm_firebase_token', 'text').execute();

  await db.schema.alterTable('carts').addColumn('campaign_id', 'integer').execute();
  await db.schema.alterTable('order_details').addColumn('campaign_id', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('loyalty_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('guest_id', bigIntegerType(db)).execute();

  await db.schema
    .createTable('profile_images')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .$call(autoId(db))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_identity')
    .on('one_time_codes')
    .columns(['identity', 'purpose'])
    .execute();

  await db.schema
    .createTable('notifications')
    .$call(autoId(db))
    .addColumn('user_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('conversation_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conversations')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('receiver_type', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .$call(autoId(db))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id'))
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('message_files')
    .$call(autoId(db))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refund_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refunds')
    .$call(autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('method', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('offline_payments')
    .$call(autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('method_id', 'integer', (c) => c.notNull())
    .addColumn('payment_info', 'text', (c) => c.notNull())
    .addColumn('customer_note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallet_bonuses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('bonus_type', 'text', (c) => c.notNull())
    .addColumn('bonus_amount', 'double precision', (c) => c.notNull())
    .addColumn('minimum_add_amount', 'double precision', (c) => c.notNull())
    .addColumn('maximum_bonus_amount', 'double precision', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'wallet_bonuses',
    'offline_payments',
    'refunds',
    'refund_reasons',
    'message_files',
    'messages',
    'conversations',
    'notifications',
    'one_time_codes',
    'profile_images',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('orders').dropColumn('guest_id').execute();
  await db.schema.alterTable('orders').dropColumn('loyalty_awarded').execute();
  await db.schema.alterTable('order_details').dropColumn('campaign_id').execute();
  await db.schema.alterTable('carts').dropColumn('campaign_id').execute();
  await db.schema.alterTable('users').dropColumn('cm_firebase_token').execute();
  await db.schema.alterTable('users').dropColumn('interest').execute();
  await db.schema.alterTable('users').dropColumn('social_id').execute();
}

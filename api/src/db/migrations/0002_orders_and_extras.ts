import type { Kysely } from 'kysely';
import { autoId, bigIntegerType, bytesType } from '../engine';

/**
 * Orders and their lifecycle, wishlist, reviews, wallet and loyalty history, and the catalogue
 * extras: policy pages, coupons, cashback, flash sales, item campaigns, ads, common conditions,
 * parcel categories, module banners, vehicles, offline payment methods and delivery men.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('delivery_men')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('avg_rating', 'double precision', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('vehicle_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .$call(autoId(db))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', bigIntegerType(db), (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('order_amount', 'double precision', (c) => c.notNull())
    .addColumn('item_total', 'double precision', (c) => c.notNull())
    .addColumn('discount_on_items', 'double precision', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_discount_amount', 'double precision', (c) => c.notNull())
    .addColumn('coupon_discount_title', 'text')
    .addColumn('delivery_charge', 'double precision', (c) => c.notNull())
    .addColumn('original_delivery_charge', 'double precision', (c) => c.notNull())
    .addColumn('additional_charge', 'double precision', (c) => c.notNull())
    .addColumn('dm_tips', 'double precision', (c) => c.notNull())
    .addColumn('total_tax_amount', 'double precision', (c) => c.notNull())
    .addColumn('wallet_paid', 'double precision', (c) => c.notNull())
    .addColumn('distance', 'double precision', (c) => c.notNull())
    .addColumn('delivery_address', 'text')
    .addColumn('receiver_details', 'text')
    .addColumn('parcel_category_id', 'integer')
    .addColumn('charge_payer', 'text')
    .addColumn('schedule_at', 'text')
    .addColumn('scheduled', 'integer', (c) => c.notNull())
    .addColumn('order_note', 'text')
    .addColumn('delivery_instruction', 'text')
    .addColumn('unavailable_item_note', 'text')
    .addColumn('cutlery', 'integer', (c) => c.notNull())
    .addColumn('prescription_order', 'integer', (c) => c.notNull())
    .addColumn('delivery_man_id', 'integer')
    .addColumn('lifecycle_started_at', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('canceled_by', 'text')
    .addColumn('review_reminder_dismissed', 'integer', (c) => c.notNull())
    .addColumn('pending', 'text')
    .addColumn('confirmed', 'text')
    .addColumn('picked_up', 'text')
    .addColumn('delivered', 'text')
    .addColumn('canceled', 'text')
    .addColumn('failed', 'text')
    .addColumn('refunded', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_owner').on('orders').columns(['owner_type', 'owner_id']).execute();

  await db.schema
    .createTable('order_details')
    .$call(autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('item_details', 'text', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull())
    .addColumn('add_ons', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('discount_on_item', 'double precision', (c) => c.notNull())
    .addColumn('total_add_on_price', 'double precision', (c) => c.notNull())
    .addColumn('tax_amount', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_details_order').on('order_details').column('order_id').execute();

  await db.schema
    .createTable('order_attachments')
    .$call(autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cancellation_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wishlists')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wishlists_user').on('wishlists').column('user_id').execute();

  await db.schema
    .createTable('reviews')
    .$call(autoId(db))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallet_transactions')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('credit', 'double precision', (c) => c.notNull())
    .addColumn('debit', 'double precision', (c) => c.notNull())
    .addColumn('admin_bonus', 'double precision', (c) => c.notNull())
    .addColumn('balance', 'double precision', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_point_transactions')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('credit', 'double precision', (c) => c.notNull())
    .addColumn('debit', 'double precision', (c) => c.notNull())
    .addColumn('balance', 'double precision', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('parcel_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('parcel_per_km_shipping_charge', 'double precision')
    .addColumn('parcel_minimum_shipping_charge', 'double precision')
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('expire_date', 'text', (c) => c.notNull())
    .addColumn('min_purchase', 'double precision', (c) => c.notNull())
    .addColumn('max_discount', 'double precision', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('coupon_type', 'text', (c) => c.notNull())
    .addColumn('limit_per_user', 'integer')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cashbacks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cashback_type', 'text', (c) => c.notNull())
    .addColumn('cashback_amount', 'double precision', (c) => c.notNull())
    .addColumn('min_purchase', 'double precision', (c) => c.notNull())
    .addColumn('max_discount', 'double precision', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('same_user_limit', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flash_sales')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flash_sale_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('campaign_stores')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addPrimaryKeyConstraint('campaign_stores_pk', ['campaign_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('item_campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('advertisements')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('add_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('cover_image', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('video_attachment', 'text')
    .addColumn('is_rating_active', 'integer', (c) => c.notNull())
    .addColumn('is_review_active', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('common_conditions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('item_common_conditions')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('condition_id', 'integer', (c) => c.notNull().references('common_conditions.id'))
    .addPrimaryKeyConstraint('item_common_conditions_pk', ['item_id', 'condition_id'])
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('starting_coverage_area', 'double precision', (c) => c.notNull())
    .addColumn('maximum_coverage_area', 'double precision', (c) => c.notNull())
    .addColumn('extra_charges', 'double precision', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('offline_payment_methods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('method_name', 'text', (c) => c.notNull())
    .addColumn('method_fields', 'text', (c) => c.notNull())
    .addColumn('method_informations', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'offline_payment_methods',
    'vehicles',
    'item_common_conditions',
    'common_conditions',
    'advertisements',
    'item_campaigns',
    'campaign_stores',
    'flash_sale_items',
    'flash_sales',
    'cashbacks',
    'coupons',
    'module_banners',
    'parcel_categories',
    'loyalty_point_transactions',
    'wallet_transactions',
    'reviews',
    'wishlists',
    'cancellation_reasons',
    'order_attachments',
    'order_details',
    'orders',
    'delivery_men',
    'pages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

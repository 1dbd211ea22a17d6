import type { Kysely } from 'kysely';
import { autoId, bigIntegerType } from '../engine';

/** Catalogue, customers, carts, settings and the remote registry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('zones')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('coordinates', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cash_on_delivery', 'integer', (c) => c.notNull())
    .addColumn('digital_payment', 'integer', (c) => c.notNull())
    .addColumn('offline_payment', 'integer', (c) => c.notNull())
    .addColumn('minimum_shipping_charge', 'double precision', (c) => c.notNull())
    .addColumn('per_km_shipping_charge', 'double precision', (c) => c.notNull())
    .addColumn('maximum_shipping_charge', 'double precision')
    .addColumn('max_cod_order_amount', 'double precision')
    .addColumn('increased_delivery_fee', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('increased_delivery_fee_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('increase_delivery_charge_message', 'text')
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('module_type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('theme_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('all_zone_service', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_zones')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addPrimaryKeyConstraint('module_zones_pk', ['module_id', 'zone_id'])
    .execute();

  await db.schema
    .createTable('places')
    .$call(autoId(db))
    .addColumn('place_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('formatted_address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('footer_text', 'text')
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('cover_photo', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('minimum_order', 'double precision', (c) => c.notNull())
    .addColumn('delivery_time', 'text', (c) => c.notNull())
    .addColumn('free_delivery', 'integer', (c) => c.notNull())
    .addColumn('minimum_shipping_charge', 'double precision', (c) => c.notNull())
    .addColumn('per_km_shipping_charge', 'double precision', (c) => c.notNull())
    .addColumn('maximum_shipping_charge', 'double precision')
    .addColumn('tax', 'double precision', (c) => c.notNull())
    .addColumn('veg', 'integer', (c) => c.notNull())
    .addColumn('non_veg', 'integer', (c) => c.notNull())
    .addColumn('delivery', 'integer', (c) => c.notNull())
    .addColumn('take_away', 'integer', (c) => c.notNull())
    .addColumn('schedule_order', 'integer', (c) => c.notNull())
    .addColumn('prescription_order', 'integer', (c) => c.notNull())
    .addColumn('cutlery', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('avg_rating', 'double precision', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('discount', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_module_zone').on('stores').columns(['module_id', 'zone_id']).execute();

  await db.schema
    .createTable('store_schedules')
    .$call(autoId(db))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('opening_time', 'text', (c) => c.notNull())
    .addColumn('closing_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_schedules_store').on('store_schedules').column('store_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('add_ons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('stock_type', 'text', (c) => c.notNull())
    .addColumn('addon_stock', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('variations', 'text', (c) => c.notNull())
    .addColumn('food_variations', 'text', (c) => c.notNull())
    .addColumn('choice_options', 'text', (c) => c.notNull())
    .addColumn('add_ons', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('tax', 'double precision', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('unit_type', 'text')
    .addColumn('veg', 'integer', (c) => c.notNull())
    .addColumn('organic', 'integer', (c) => c.notNull())
    .addColumn('halal_tag_status', 'integer', (c) => c.notNull())
    .addColumn('is_halal', 'integer', (c) => c.notNull())
    .addColumn('is_prescription_required', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer')
    .addColumn('maximum_cart_quantity', 'integer')
    .addColumn('available_time_starts', 'text', (c) => c.notNull())
    .addColumn('available_time_ends', 'text', (c) => c.notNull())
    .addColumn('recommended', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('avg_rating', 'double precision', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('wishlist_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('items_module').on('items').columns(['module_id', 'status']).execute();
  await db.schema.createIndex('items_store').on('items').column('store_id').execute();

  await db.schema
    .createTable('item_categories')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_categories_pk', ['item_id', 'category_id'])
    .execute();
  await db.schema.createIndex('item_categories_category').on('item_categories').column('category_id').execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('data', 'integer')
    .addColumn('link', 'text')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('featured', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .$call(autoId(db))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text')
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('ref_code', 'text', (c) => c.notNull())
    .addColumn('wallet_balance', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('loyalty_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('login_medium', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guests')
    .addColumn('id', bigIntegerType(db), (c) => c.primaryKey())
    .addColumn('fcm_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('addresses')
    .$call(autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('address_label', 'text')
    .addColumn('contact_person_name', 'text', (c) => c.notNull())
    .addColumn('contact_person_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('zone_id', 'integer')
    .addColumn('road', 'text')
    .addColumn('house', 'text')
    .addColumn('floor', 'text')
    .addColumn('additional_information', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .$call(autoId(db))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', bigIntegerType(db), (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull())
    .addColumn('add_on_ids', 'text', (c) => c.notNull())
    .addColumn('add_on_qtys', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_owner').on('carts').columns(['owner_type', 'owner_id', 'module_id']).execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .$call(autoId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registry_remotes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest_url', 'text', (c) => c.notNull())
    .addColumn('enabled_modules', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'registry_remotes',
    'newsletter_subscriptions',
    'carts',
    'addresses',
    'guests',
    'auth_tokens',
    'users',
    'campaigns',
    'banners',
    'item_categories',
    'items',
    'add_ons',
    'brands',
    'categories',
    'store_schedules',
    'stores',
    'places',
    'module_zones',
    'modules',
    'zones',
    'settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

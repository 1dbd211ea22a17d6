import type { Generated } from 'kysely';

/**
 * Table types of the storefront database. JSON columns hold text (portable across SQLite and
 * PostgreSQL); booleans are stored as 0/1 integers.
 */
export interface Database {
  settings: SettingsTable;
  zones: ZonesTable;
  modules: ModulesTable;
  module_zones: ModuleZonesTable;
  places: PlacesTable;
  stores: StoresTable;
  store_schedules: StoreSchedulesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  add_ons: AddOnsTable;
  items: ItemsTable;
  item_categories: ItemCategoriesTable;
  banners: BannersTable;
  campaigns: CampaignsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  guests: GuestsTable;
  addresses: AddressesTable;
  carts: CartsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  registry_remotes: RegistryRemotesTable;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ZonesTable {
  id: number;
  name: string;
  display_name: string;
  /** JSON array of { lat, lng } forming the polygon ring. */
  coordinates: string;
  status: number;
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  minimum_shipping_charge: number;
  per_km_shipping_charge: number;
  maximum_shipping_charge: number | null;
  max_cod_order_amount: number | null;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  increase_delivery_charge_message: string | null;
}

export interface ModulesTable {
  id: number;
  module_name: string;
  module_type: string;
  slug: string;
  icon: string;
  thumbnail: string;
  theme_id: number;
  description: string;
  status: number;
  all_zone_service: number;
  created_at: string;
}

export interface ModuleZonesTable {
  module_id: number;
  zone_id: number;
}

export interface PlacesTable {
  id: Generated<number>;
  place_id: string;
  name: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
}

export interface StoresTable {
  id: number;
  name: string;
  slug: string;
  phone: string;
  email: string;
  address: string;
  footer_text: string | null;
  logo: string;
  cover_photo: string;
  latitude: number;
  longitude: number;
  module_id: number;
  zone_id: number;
  minimum_order: number;
  delivery_time: string;
  free_delivery: number;
  minimum_shipping_charge: number;
  per_km_shipping_charge: number;
  maximum_shipping_charge: number | null;
  tax: number;
  veg: number;
  non_veg: number;
  delivery: number;
  take_away: number;
  schedule_order: number;
  prescription_order: number;
  cutlery: number;
  featured: number;
  active: number;
  avg_rating: number;
  rating_count: number;
  /** JSON array of five counts: 5, 4, 3, 2 and 1 star reviews. */
  rating: string;
  order_count: number;
  /** JSON store discount or null. */
  discount: string | null;
  created_at: string;
}

export interface StoreSchedulesTable {
  id: Generated<number>;
  store_id: number;
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface CategoriesTable {
  id: number;
  name: string;
  slug: string;
  image: string;
  parent_id: number;
  position: number;
  priority: number;
  module_id: number;
  status: number;
  featured: number;
}

export interface BrandsTable {
  id: number;
  name: string;
  slug: string;
  image: string;
  module_id: number;
  status: number;
}

export interface AddOnsTable {
  id: number;
  name: string;
  price: number;
  store_id: number;
  stock_type: string;
  addon_stock: number;
  status: number;
}

export interface ItemsTable {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string;
  /** JSON array of extra image names. */
  images: string;
  category_id: number;
  brand_id: number | null;
  /** JSON: older variations [{ type, price, stock }]. */
  variations: string;
  /** JSON: food variation groups. */
  food_variations: string;
  /** JSON: older choice options [{ name, title, options }]. */
  choice_options: string;
  /** JSON array of add-on ids. */
  add_ons: string;
  /** JSON array of tag strings. */
  tags: string;
  price: number;
  tax: number;
  discount: number;
  discount_type: string;
  unit_type: string | null;
  veg: number;
  organic: number;
  halal_tag_status: number;
  is_halal: number;
  is_prescription_required: number;
  stock: number | null;
  maximum_cart_quantity: number | null;
  available_time_starts: string;
  available_time_ends: string;
  recommended: number;
  status: number;
  store_id: number;
  module_id: number;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  wishlist_count: number;
  created_at: string;
  updated_at: string;
}

export interface ItemCategoriesTable {
  item_id: number;
  category_id: number;
  position: number;
}

export interface BannersTable {
  id: number;
  title: string;
  type: string;
  image: string;
  /** Store id for store_wise, item id for item_wise, null for default. */
  data: number | null;
  link: string | null;
  module_id: number;
  zone_id: number;
  featured: number;
  status: number;
  created_at: string;
}

export interface CampaignsTable {
  id: number;
  title: string;
  slug: string;
  description: string;
  image: string;
  module_id: number;
  start_date: string;
  end_date: string;
  status: number;
}

export interface UsersTable {
  id: Generated<number>;
  f_name: string;
  l_name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string;
  image: string | null;
  ref_code: string;
  wallet_balance: number;
  loyalty_point: number;
  is_phone_verified: number;
  is_email_verified: number;
  status: number;
  login_medium: string;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface GuestsTable {
  id: number;
  fcm_token: string | null;
  created_at: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  address_type: string;
  address_label: string | null;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number;
  longitude: number;
  zone_id: number | null;
  road: string | null;
  house: string | null;
  floor: string | null;
  additional_information: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  owner_type: 'user' | 'guest';
  owner_id: number;
  module_id: number;
  item_id: number;
  item_type: string;
  quantity: number;
  price: number;
  variation: string;
  add_on_ids: string;
  add_on_qtys: string;
  created_at: string;
  updated_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface RegistryRemotesTable {
  name: string;
  position: number;
  version: string;
  manifest_url: string;
  /** JSON array of module types. */
  enabled_modules: string;
  updated_at: string;
}

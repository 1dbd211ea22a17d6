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
  registry_releases: RegistryReleasesTable;
  registry_changes: RegistryChangesTable;
  registry_failures: RegistryFailuresTable;
  registry_failure_counts: RegistryFailureCountsTable;
  registry_canaries: RegistryCanariesTable;
  registry_canary_counts: RegistryCanaryCountsTable;
  registry_canary_browsers: RegistryCanaryBrowsersTable;
  registry_previews: RegistryPreviewsTable;
  registry_settings: RegistrySettingsTable;
  cache_versions: CacheVersionsTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_sessions: PaymentSessionsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  pages: PagesTable;
  delivery_men: DeliveryMenTable;
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  order_attachments: OrderAttachmentsTable;
  cancellation_reasons: CancellationReasonsTable;
  wishlists: WishlistsTable;
  reviews: ReviewsTable;
  delivery_man_reviews: DeliveryManReviewsTable;
  wallet_transactions: WalletTransactionsTable;
  loyalty_point_transactions: LoyaltyPointTransactionsTable;
  parcel_categories: ParcelCategoriesTable;
  module_banners: ModuleBannersTable;
  coupons: CouponsTable;
  cashbacks: CashbacksTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
  campaign_stores: CampaignStoresTable;
  item_campaigns: ItemCampaignsTable;
  advertisements: AdvertisementsTable;
  common_conditions: CommonConditionsTable;
  item_common_conditions: ItemCommonConditionsTable;
  vehicles: VehiclesTable;
  offline_payment_methods: OfflinePaymentMethodsTable;
  profile_images: ProfileImagesTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_hits: RateLimitHitsTable;
  notifications: NotificationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_files: MessageFilesTable;
  refund_reasons: RefundReasonsTable;
  refunds: RefundsTable;
  offline_payments: OfflinePaymentsTable;
  wallet_bonuses: WalletBonusesTable;
  pictures: PicturesTable;
  picture_rasters: PictureRastersTable;
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
  social_id: string | null;
  /** JSON array of category ids the customer is interested in. */
  interest: Generated<string>;
  /** The device push token. */
  cm_firebase_token: string | null;
  /** A new email the customer asked for; it replaces `email` once the code sent to it is confirmed. */
  pending_email: Generated<string | null>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
  /** Within the hour: when the token was last used (null: not since it was made). */
  last_used_at: Generated<string | null>;
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
  /** The item campaign of a campaign line (item_type ItemCampaign), else null. */
  campaign_id: number | null;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface RegistryReleasesTable {
  remote: string;
  version: string;
  manifest_url: string;
  published_at: string;
  published_by: string;
  /** "sha256:<hex>" of the release's files (see tools/release-digest.mjs); null if published without one. */
  digest: string | null;
}

export interface RegistryChangesTable {
  id: Generated<number>;
  at: string;
  actor: string;
  /** defaults, publish, change, rollback, reset, canary or canary-rollback. */
  kind: string;
  action: string;
  /** JSON: [{ remote, scope, before, after }], what the entry moved (null is off). */
  changes: string;
  /** JSON: { remote, version, manifestUrl } of a publish; null otherwise. */
  published: string | null;
  /** JSON: [{ remote, scope, before, after }], the canaries the entry started or ended (null is none). */
  canaries: Generated<string>;
  /** JSON: { [remote]: { [scope]: version } }, the whole live state after the change. */
  live: string;
}

/** A remote that failed to load in browsers: one row per remote, module, version and reason. */
export interface RegistryFailuresTable {
  id: Generated<number>;
  remote: string;
  scope: string;
  version: string;
  reason: string;
  /** Hash of the network that first reported it; a full module's list sheds the biggest sender's. */
  sender: string;
  /** When it was last reported. */
  at: string;
  count: Generated<number>;
}

/** Load failures reported per remote, module, version and hour (ISO start of the hour). */
export interface RegistryFailureCountsTable {
  remote: string;
  scope: string;
  version: string;
  hour: string;
  count: Generated<number>;
}

/** A release live for `share` percent of a scope's browsers; one per remote and scope. */
export interface RegistryCanariesTable {
  id: Generated<number>;
  remote: string;
  scope: string;
  version: string;
  share: number;
  started_at: string;
  started_by: string;
}

/** A canary's loads and failures reported in one minute (ISO start of the minute). */
export interface RegistryCanaryCountsTable {
  canary_id: number;
  minute: string;
  loads: Generated<number>;
  failures: Generated<number>;
}

/** A browser with a signed assignment that reported on a canary: when it last loaded, and last failed. */
export interface RegistryCanaryBrowsersTable {
  canary_id: number;
  browser_id: string;
  loaded_at: string | null;
  failed_at: string | null;
}

/** A preview link an operator made, kept until it expires (the shell's page allows its origin meanwhile). */
export interface RegistryPreviewsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  /** null: wherever the remote is on. */
  scope: string | null;
  expires_at: string;
  made_at: string;
  made_by: string;
}

/** The registry's settings by name (canary window, threshold, minimum); absent is the default. */
/** A counter every instance reads to learn that cached answers are stale (migration 0016). */
export interface CacheVersionsTable {
  name: string;
  version: number;
}

export interface RegistrySettingsTable {
  name: string;
  value: number;
}

/** Policy pages (terms, about, privacy, refund, shipping, cancelation): simple HTML. */
export interface PagesTable {
  key: string;
  title: string;
  content: string;
  updated_at: string;
}

export interface DeliveryMenTable {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  image: string;
  avg_rating: number;
  rating_count: number;
  zone_id: number;
  vehicle_id: number | null;
  status: number;
}

/**
 * An order. While `lifecycle_started_at` is set the status is read from the clock (pending,
 * confirmed, picked_up, delivered, one step per ORDER_CLOCK_SECONDS); otherwise `order_status`
 * and the timestamp columns hold it as stored (canceled, failed, seeded history).
 */
export interface OrdersTable {
  id: Generated<number>;
  owner_type: 'user' | 'guest';
  owner_id: number;
  module_id: number;
  store_id: number | null;
  zone_id: number;
  order_type: string;
  order_status: string;
  payment_method: string;
  payment_status: string;
  order_amount: number;
  /** Items before discounts, add-ons included. */
  item_total: number;
  discount_on_items: number;
  coupon_code: string | null;
  coupon_discount_amount: number;
  coupon_discount_title: string | null;
  /** The new-customer discount of a first order. */
  first_order_discount: Generated<number>;
  delivery_charge: number;
  original_delivery_charge: number;
  additional_charge: number;
  dm_tips: number;
  total_tax_amount: number;
  /** The part paid from the wallet (all of it for wallet orders, a share for partial payments). */
  wallet_paid: number;
  /** Kilometres from the store (or sender) to the destination. */
  distance: number;
  /** JSON delivery address (sender for parcels). */
  delivery_address: string | null;
  /** JSON receiver (parcels). */
  receiver_details: string | null;
  parcel_category_id: number | null;
  charge_payer: string | null;
  schedule_at: string | null;
  scheduled: number;
  order_note: string | null;
  delivery_instruction: string | null;
  unavailable_item_note: string | null;
  cutlery: number;
  prescription_order: number;
  delivery_man_id: number | null;
  lifecycle_started_at: string | null;
  cancellation_reason: string | null;
  canceled_by: string | null;
  review_reminder_dismissed: number;
  pending: string | null;
  confirmed: string | null;
  picked_up: string | null;
  delivered: string | null;
  canceled: string | null;
  failed: string | null;
  refunded: string | null;
  created_at: string;
  updated_at: string;
  /** 1 once the loyalty points of the delivered order are credited. */
  loyalty_awarded: Generated<number>;
  /** 1 once the order's cashback is settled (credited, or none due), at its delivery. */
  cashback_settled: Generated<number>;
  /** The cashback the order earned, credited to the wallet at delivery. */
  cashback_amount: Generated<number>;
  /** An online order's cart lines (JSON) until its payment settles: back in the cart if it is cancelled unpaid. */
  held_cart: string | null;
  /** The guest who placed the order when it was moved to a new account (create_new_user). */
  guest_id: number | null;
  /** The contact's phone (E.164) and email: whom a guest's per-customer limits bind. */
  contact_phone: Generated<string | null>;
  contact_email: Generated<string | null>;
}

export interface OrderDetailsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  /** JSON: the item as it was when ordered (wire shape). */
  item_details: string;
  variation: string;
  /** JSON [{ id, name, price, quantity }]. */
  add_ons: string;
  /** Unit price before the discount (base or variation plus options). */
  price: number;
  quantity: number;
  discount_on_item: number;
  total_add_on_price: number;
  tax_amount: number;
  created_at: string;
  campaign_id: number | null;
}

export interface OrderAttachmentsTable {
  id: Generated<number>;
  order_id: number;
  file_name: string;
  mime: string;
  data: Buffer;
}

export interface CancellationReasonsTable {
  id: number;
  reason: string;
  user_type: string;
  status: number;
}

export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  item_id: number | null;
  store_id: number | null;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  item_id: number;
  user_id: number;
  order_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

/** A customer's review of the delivery man of one delivered order. */
export interface DeliveryManReviewsTable {
  id: Generated<number>;
  delivery_man_id: number;
  user_id: number;
  order_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  admin_bonus: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: string;
}

export interface LoyaltyPointTransactionsTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: string;
}

export interface ParcelCategoriesTable {
  id: number;
  name: string;
  description: string;
  image: string;
  module_id: number;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
  status: number;
}

/** Module-wise banners besides the main ones: kind `promotional` or `why_choose`. */
export interface ModuleBannersTable {
  id: number;
  module_id: number;
  kind: string;
  title: string;
  short_description: string | null;
  image: string;
  status: number;
}

export interface CouponsTable {
  id: number;
  title: string;
  code: string;
  start_date: string;
  expire_date: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: string;
  /** default, free_delivery, store_wise, first_order */
  coupon_type: string;
  limit_per_user: number | null;
  /** Uses allowed across every customer; null for no cap. */
  total_limit: Generated<number | null>;
  store_id: number | null;
  module_id: number;
  status: number;
  created_at: string;
}

export interface CashbacksTable {
  id: number;
  title: string;
  cashback_type: string;
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
  same_user_limit: number;
  status: number;
}

export interface FlashSalesTable {
  id: number;
  title: string;
  module_id: number;
  start_date: string;
  end_date: string;
  status: number;
}

export interface FlashSaleItemsTable {
  id: number;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  discount: number;
  discount_type: string;
  price: number;
}

export interface CampaignStoresTable {
  campaign_id: number;
  store_id: number;
}

export interface ItemCampaignsTable {
  id: number;
  item_id: number;
  title: string;
  price: number;
  discount: number;
  discount_type: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  module_id: number;
  status: number;
}

export interface AdvertisementsTable {
  id: number;
  add_type: string;
  title: string;
  description: string;
  module_id: number;
  zone_id: number;
  store_id: number;
  cover_image: string | null;
  profile_image: string | null;
  video_attachment: string | null;
  is_rating_active: number;
  is_review_active: number;
  priority: number;
  start_date: string;
  end_date: string;
  status: number;
}

export interface CommonConditionsTable {
  id: number;
  name: string;
  status: number;
}

export interface ItemCommonConditionsTable {
  item_id: number;
  condition_id: number;
}

export interface VehiclesTable {
  id: number;
  type: string;
  starting_coverage_area: number;
  maximum_coverage_area: number;
  extra_charges: number;
  status: number;
}

export interface OfflinePaymentMethodsTable {
  id: number;
  method_name: string;
  /** JSON [{ input_name, input_data }]: what the customer pays to. */
  method_fields: string;
  /** JSON [{ customer_input, customer_placeholder, is_required }]: what the customer fills in. */
  method_informations: string;
  status: number;
}

export interface ProfileImagesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  mime: string;
  data: Buffer;
  created_at: string;
}

/** One-time codes: OTP login, phone verification and password reset; the code is stored hashed. */
export interface OneTimeCodesTable {
  id: Generated<number>;
  /** A phone number or an email address. */
  identity: string;
  purpose: 'login' | 'verify_phone' | 'reset_password' | 'change_email';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A rate limit's count for one key (limit and address or account) in its current window. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  window_start: number;
  /** Epoch milliseconds: the window's end. */
  expires_at: number;
}

/** A notification for one customer (user_id) or for everyone (null). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number | null;
  title: string;
  description: string;
  image: string | null;
  /** general, order_status, message, referral_code */
  type: string;
  order_id: number | null;
  conversation_id: number | null;
  created_at: string;
}

/** A customer's conversation with a store (vendor), a delivery man or the admin (receiver_id 0). */
export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  receiver_type: 'vendor' | 'delivery_man' | 'admin';
  receiver_id: number;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** customer, vendor, delivery_man or admin */
  sender_type: string;
  sender_id: number;
  message: string | null;
  /** JSON array of uploaded file names. */
  files: Generated<string>;
  is_seen: Generated<number>;
  created_at: string;
}

/** The seeded catalogue's pictures, served at /images/<folder>/<file> by every API instance alike. */
export interface PicturesTable {
  folder: string;
  file: string;
  content_type: string;
  /** SHA-256 of `data`, hex: the picture's ETag. */
  digest: string;
  data: Buffer;
}

/** The webp served for a picture at one width, drawn from its SVG on first request. */
export interface PictureRastersTable {
  folder: string;
  file: string;
  width: number;
  data: Buffer;
  /** SHA-256 of `data`, hex: the served picture's ETag. */
  digest: string;
  /** What it was drawn with (size, quality, the SVG's digest): another value means drawing it again. */
  version: string;
}

export interface MessageFilesTable {
  id: Generated<number>;
  file_name: string;
  mime: string;
  data: Buffer;
}

export interface RefundReasonsTable {
  id: number;
  reason: string;
  status: number;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  reason: string;
  note: string | null;
  method: string | null;
  /** JSON array of uploaded file names (served like message files). */
  images: Generated<string>;
  amount: number;
  /** pending, approved, rejected */
  status: string;
  created_at: string;
}

export interface OfflinePaymentsTable {
  id: Generated<number>;
  order_id: number;
  method_id: number;
  /** JSON object of the method's customer inputs. */
  payment_info: string;
  customer_note: string | null;
  /** pending, verified, denied */
  status: string;
  created_at: string;
}

/** A bonus credited with a wallet top-up (add fund) of at least minimum_add_amount. */
export interface WalletBonusesTable {
  id: number;
  title: string;
  description: string;
  bonus_type: 'percentage' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  start_date: string;
  end_date: string;
  status: number;
}

/** The first reply to a write sent with an Idempotency-Key, per owner, route and key (kept a day). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** `user:<id>` or `guest:<id>`. */
  owner: string;
  route: string;
  key: string;
  /** sha256 of the request's body and query: a repeat with another body is refused. */
  request_hash: string;
  /** Null while the first request is still being answered. */
  status_code: number | null;
  reply: string | null;
  created_at: string;
}

/** A provider's hosted payment page made for an order or a wallet top-up. */
export interface PaymentSessionsTable {
  id: Generated<number>;
  provider: string;
  /** The provider's id of the session (Stripe: `cs_…`). */
  session_id: string;
  purpose: 'order' | 'wallet';
  order_id: number | null;
  user_id: number | null;
  /** The server's bill, in taka. */
  amount: number;
  currency: string;
  url: string;
  /** open → paid, or open → failed (declined, abandoned or expired). */
  status: 'open' | 'paid' | 'failed';
  /** The provider's id of the payment, for refunds (Stripe: the payment intent). */
  payment_reference: string | null;
  /** A top-up's bonus, as the running offer gave it when the page was made. */
  bonus: Generated<number>;
  /** What the site names it by: the order's id, or the top-up's own random reference. */
  reference: string | null;
  created_at: string;
  updated_at: string;
}

/** The refund of a cancelled paid order: one per order, to the wallet or back through the provider. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  order_id: number;
  destination: 'wallet' | 'provider';
  /** Taka. */
  amount: number;
  /** The provider and its payment id, for a refund through the provider. */
  provider: string | null;
  payment_reference: string | null;
  /** pending until the provider has made it (a failed call is tried again); a wallet refund is made at once. */
  status: 'pending' | 'succeeded';
  provider_refund_id: string | null;
  attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A webhook event applied, once. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  session_id: string | null;
  received_at: string;
}

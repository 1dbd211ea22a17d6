import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_orders_and_extras';
import * as m0003 from './0003_account_messages_refunds';
import * as m0004 from './0004_registry_releases';
import * as m0005 from './0005_delivery_man_reviews';
import * as m0006 from './0006_phones_e164';
import * as m0007 from './0007_first_order_discount';
import * as m0008 from './0008_account_security';
import * as m0009 from './0009_registry_failures';
import * as m0010 from './0010_pictures';
import * as m0011 from './0011_registry_history';
import * as m0012 from './0012_registry_release_digest';
import * as m0013 from './0013_registry_failure_counts';
import * as m0014 from './0014_picture_rasters';
import * as m0015 from './0015_registry_canary';
import * as m0016 from './0016_cache_versions';
import * as m0017 from './0017_picture_rasters_by_width';
import * as m0018 from './0018_exactly_once';
import * as m0019 from './0019_registry_signed_canaries';
import * as m0020 from './0020_payments';
import * as m0021 from './0021_refunds_and_top_ups';

/** Every migration, in order. A new schema change adds a file here with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_orders_and_extras': m0002,
  '0003_account_messages_refunds': m0003,
  '0004_registry_releases': m0004,
  '0005_delivery_man_reviews': m0005,
  '0006_phones_e164': m0006,
  '0007_first_order_discount': m0007,
  '0008_account_security': m0008,
  '0009_registry_failures': m0009,
  '0010_pictures': m0010,
  '0011_registry_history': m0011,
  '0012_registry_release_digest': m0012,
  '0013_registry_failure_counts': m0013,
  '0014_picture_rasters': m0014,
  '0015_registry_canary': m0015,
  '0016_cache_versions': m0016,
  '0017_picture_rasters_by_width': m0017,
  '0018_exactly_once': m0018,
  '0019_registry_signed_canaries': m0019,
  '0020_payments': m0020,
  '0021_refunds_and_top_ups': m0021,
};

import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_orders_and_extras';

/** Every migration, in order. A new schema change adds a file here with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_orders_and_extras': m0002,
};

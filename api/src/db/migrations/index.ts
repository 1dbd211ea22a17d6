import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';

/** Every migration, in order. A new schema change adds a file here with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

import type { Store } from '@storefront/shared/contract/store';

export const CLOSED_TEXT = 'CLOSED NOW';

/** A store takes no orders now when it is inactive or closed by its schedule. */
export function isClosed(store: Pick<Store, 'open' | 'active'>): boolean {
  return store.open !== 1 || !store.active;
}

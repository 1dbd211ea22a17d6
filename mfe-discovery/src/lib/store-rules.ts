import { isStoreClosed } from '@storefront/shared';

export const CLOSED_TEXT = 'CLOSED NOW';

/** A store takes no orders now when it is inactive or closed by its schedule (the shared rule). */
export const isClosed = isStoreClosed;

/**
 * zod, as the parts use it: `import { z } from '@storefront/shared/zod'`. Module Federation provides a
 * shared package whole, and all of zod would ride along on every page (about 44 KB compressed); the
 * parts share this module instead, so the page has one zod holding only what ./api re-exports.
 */
export * as z from './api';

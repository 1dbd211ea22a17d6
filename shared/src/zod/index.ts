import { config } from 'zod';

/**
 * zod, as the parts use it: `import { z } from '@storefront/shared/zod'`. Module Federation provides a
 * shared package whole, and all of zod would ride along on every page (about 44 KB compressed); the
 * parts share this module instead, so the page has one zod holding only what ./api re-exports.
 */
export * as z from './api';

// A page's Content-Security-Policy has no 'unsafe-eval': zod's compiled parsers could not run there,
// and its probe for them (a caught `new Function`) is still reported as a violation. In a browser,
// parse without them; the API keeps them.
if (typeof document !== 'undefined') config({ jitless: true });

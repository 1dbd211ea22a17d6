// The page's first reads (shared/src/api/first-reads.ts). Built as a script of its own, outside the
// federation, and inlined by the shell's server after /env.js: it runs as the page is parsed, long
// before the shell's scripts arrive.
import { startFirstReads } from '@storefront/shared/first-reads';

try {
  startFirstReads(window.location, window.localStorage);
} catch {
  // Storage unreadable: the parts make their reads as usual.
}

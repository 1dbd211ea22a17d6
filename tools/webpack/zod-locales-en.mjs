// Stands in for zod's locales index in browser builds: English is the one locale zod's own messages use
// by default (the site shows its own texts), so the other locales are left out of the shared copy.
export { default as en } from 'zod/v4/locales/en.js';

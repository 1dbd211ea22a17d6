import { config } from 'zod';

// The part of zod's API the storefront uses; extend the list when a schema needs more.
export {
  array,
  boolean,
  coerce,
  enum,
  literal,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  union,
  unknown,
} from 'zod';
export type { core, infer, input, output, ZodType } from 'zod';

// A page's Content-Security-Policy has no 'unsafe-eval': zod's compiled parsers could not run there,
// and its probe for them (a caught `new Function`) is still reported as a violation. In a browser,
// parse without them; the API keeps them.
if (typeof document !== 'undefined') config({ jitless: true });

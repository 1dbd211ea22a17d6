import { config } from 'zod/mini';
import { en } from 'zod/locales';

// The part of zod's API the storefront uses; extend the list when a schema needs more. zod/mini's
// functional form: a classic schema carries every method (and zod's JSON Schema generator) on every
// instance, built for each schema at start; mini's schemas carry only parsing.
export {
  _default,
  array,
  boolean,
  catchall,
  coerce,
  email,
  enum,
  extend,
  int,
  length,
  literal,
  maximum,
  maxLength,
  minimum,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  omit,
  optional,
  overwrite,
  partial,
  partialRecord,
  pipe,
  positive,
  record,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniType as ZodType } from 'zod/mini';

// zod/mini leaves its messages' language to the application: English, the language of zod's own
// messages (the site shows its own texts).
config(en());

// A page's Content-Security-Policy has no 'unsafe-eval': zod's compiled parsers could not run there,
// and its probe for them (a caught `new Function`) is still reported as a violation. In a browser,
// parse without them; the API keeps them.
if (typeof document !== 'undefined') config({ jitless: true });

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

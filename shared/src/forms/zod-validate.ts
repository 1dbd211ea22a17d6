import type { z } from '@storefront/shared/zod';

/** A formik `validate` function from a zod schema: the first message of each field. */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: z.input<S>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

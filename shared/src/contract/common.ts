import { z } from '@storefront/shared/zod';

/**
 * Building blocks shared by the entity schemas. The platform is loose about scalar types
 * (numbers sometimes arrive as strings, flags as 0/1 or booleans), so these accept the usual
 * variants and normalise them.
 */

/** A number that may arrive as a numeric string. */
export const NumericSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/** A nullable number that may arrive as a numeric string. */
export const NullableNumericSchema = z.nullable(NumericSchema);

/** A 0/1 flag that may arrive as a boolean or a numeric string; normalised to 0 or 1. */
export const FlagSchema = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0)),
);

/** An id that may arrive as a number or a numeric string. */
export const IdSchema = NumericSchema;

/** An absolute or relative image URL; null when the entity has no image. */
export const ImageUrlSchema = z.nullable(z.string());

/** `{ message }` replies of simple writes. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** What goes over the wire for a schema (its input side), as a server writes it. */
export type Wire<T extends z.ZodType> = z.input<T>;

import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `%`, `_` and the escape character itself, escaped so LIKE reads them as plain characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` contains `text` as typed, in any letter case: a customer's `_` or `%` is a character,
 * never a wildcard. SQLite's like ignores case and PostgreSQL's does not: lower() on both sides.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${`%${escapeLike(text)}%`}) escape '\\'`;
}

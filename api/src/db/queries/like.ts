import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `%`, `_` and the escape character itself, escaped so LIKE reads them as plain characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` as typed: a customer's `_` or `%` is a character, never a wildcard. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;
}

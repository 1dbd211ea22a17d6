import type { core } from 'zod';
import type { ApiError, ApiErrorEntry } from '@storefront/shared/contract/error';

/** An error that becomes an `{ errors: [...] }` reply with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors[0]?.message ?? 'Error');
  }

  body(): ApiError {
    return { errors: this.errors };
  }
}

export const httpError = (statusCode: number, code: string, message: string) =>
  new HttpError(statusCode, [{ code, message }]);

export const notFound = (message = 'Not found', code = 'not_found') => httpError(404, code, message);
export const forbidden = (code: string, message: string) => httpError(403, code, message);
export const unauthorized = (message = 'Unauthorized.') => httpError(401, 'auth-001', message);

/** A zod failure as a 422 with one entry per field (code = the field path). */
export function validationError(error: core.$ZodError): HttpError {
  const seen = new Set<string>();
  const entries: ApiErrorEntry[] = [];
  for (const issue of error.issues) {
    const code = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (seen.has(code)) continue;
    seen.add(code);
    entries.push({ code, message: issue.message });
  }
  return new HttpError(422, entries.length > 0 ? entries : [{ code: 'body', message: 'Invalid input.' }]);
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseZoneIds } from '@storefront/shared/contract/zone';
import { forbidden, validationError } from './errors';
import { isValidLatLng, type Point } from './geo';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A lat/lng query with the platform's messages. */
export const LatLngQuery = z.object({
  lat: z.coerce
    .number({ message: 'The lat field is required.' })
    .min(-90, 'The lat must be a valid latitude.')
    .max(90, 'The lat must be a valid latitude.'),
  lng: z.coerce
    .number({ message: 'The lng field is required.' })
    .min(-180, 'The lng must be a valid longitude.')
    .max(180, 'The lng must be a valid longitude.'),
});

/** Parses `input` with `schema`, or throws a 422 with one entry per field. */
export function parseOr422<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The `moduleId` header as a number; 403 when missing or not a number (known-module check is the caller's). */
export function requireModuleId(req: FastifyRequest): number {
  const raw = header(req, 'moduleid');
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id <= 0) throw forbidden('moduleId', 'Module id is required!');
  return id;
}

/** Zone ids from the `zoneid` header (e.g. "[1,3]"); [] when absent. */
export const zoneIdsOf = (req: FastifyRequest): number[] => parseZoneIds(header(req, 'zoneid'));

/** The customer's position from the latitude/longitude headers, when both are valid. */
export function requestPoint(req: FastifyRequest): Point | null {
  const lat = Number(header(req, 'latitude'));
  const lng = Number(header(req, 'longitude'));
  return header(req, 'latitude') && header(req, 'longitude') && isValidLatLng(lat, lng) ? { lat, lng } : null;
}

export const bearerToken = (req: FastifyRequest): string | null => {
  const auth = header(req, 'authorization');
  if (!auth) return null;
  const match = /^Bearer\s+(.+)$/i.exec(auth.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
};

/** The query object (typed loosely: routes parse it with a schema). */
export const queryOf = (req: FastifyRequest): Record<string, unknown> => (req.query ?? {}) as Record<string, unknown>;

/** The body as an object ({} for empty or non-object bodies). */
export const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** The last page a paged call reads: past it every list is empty, and the row offset stays a safe integer. */
export const MAX_PAGE = 100_000;

/** A query value sent blank counts as absent. */
export const blankToMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional query value: absent or blank gives undefined, anything else must pass `schema`. */
export const optionalField = <T extends z.core.$ZodType>(schema: T) => z.preprocess(blankToMissing, z.optional(schema));

/** Optional text, trimmed, at most `max` characters; absent or blank gives undefined. */
export const optionalText = (name: string, max = 255) =>
  optionalField(
    z
      .string({ message: `The ${name} must be a string.` })
      .trim()
      .max(max, `The ${name} may not be greater than ${max} characters.`),
  );

/** One of `values`, or a 422 naming the field ("The selected type is invalid."). */
export const choiceOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `The selected ${name} is invalid.` });

/** One of `values`; absent or blank gives `fallback`, anything else is a 422 naming the field. */
export const choiceField = <T extends [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.preprocess(blankToMissing, choiceOf(name, values).default(fallback));

/** A whole number in [min, max] read from a query or path value; absent or blank gives `fallback`. */
export function intField(name: string, min: number, max: number, fallback: number) {
  const range = `The ${name} must be between ${min} and ${max}.`;
  return z.preprocess(
    blankToMissing,
    z.coerce
      .number({ message: `The ${name} must be an integer.` })
      .int(`The ${name} must be an integer.`)
      .min(min, range)
      .max(max, range)
      .default(fallback),
  );
}

/**
 * Pagination of the platform: offset is a 1-based page number (at most MAX_PAGE), limit the page size.
 * An absent or blank value keeps the default; one out of range or not a whole number is a 422.
 */
export const pageQuery = (defaultLimit = 10, maxLimit = 100) =>
  z.object({ offset: intField('offset', 1, MAX_PAGE, 1), limit: intField('limit', 1, maxLimit, defaultLimit) });
export type Page = { offset: number; limit: number };

const pageSchemas = new Map<string, ReturnType<typeof pageQuery>>();

/** Parses a route's whole query with `schema` (typically `pageQuery(...).extend({...})`), or 422s. */
export const parseQuery = <T extends z.core.$ZodType>(req: FastifyRequest, schema: T): z.output<T> =>
  parseOr422(schema, queryOf(req));

/** The page a paged call reads from its query; a bad offset or limit is a 422 naming it. */
export function pageOfQuery(req: FastifyRequest, defaultLimit = 10, maxLimit = 100): Page {
  const key = `${defaultLimit}/${maxLimit}`;
  let schema = pageSchemas.get(key);
  if (!schema) {
    schema = pageQuery(defaultLimit, maxLimit);
    pageSchemas.set(key, schema);
  }
  return parseQuery(req, schema);
}

/** A numeric path or query id: a whole number from `min` (1 by default) up to the largest safe integer. */
export const idField = (name: string, min = 1) =>
  z.coerce
    .number({ message: `The ${name} must be an integer.` })
    .int(`The ${name} must be an integer.`)
    .min(min, `The ${name} must be an integer.`)
    .max(Number.MAX_SAFE_INTEGER, `The ${name} must be an integer.`);

/** A path segment that holds an id or a slug: a non-blank string (the router refuses one over 100 characters with 414). */
export const slugField = (name: string) =>
  z
    .string({ message: `The ${name} field is required.` })
    .trim()
    .min(1, `The ${name} field is required.`)
    .max(100, `The ${name} may not be greater than 100 characters.`);

/** The numeric `:name` path parameter, or a 422 naming it. */
export const idParam = (req: FastifyRequest, name = 'id'): number =>
  parseOr422(z.object({ [name]: idField(name) }), req.params)[name] as number;

/** The id-or-slug `:name` path parameter, or a 422 naming it. */
export const slugParam = (req: FastifyRequest, name = 'id'): string =>
  parseOr422(z.object({ [name]: slugField(name) }), req.params)[name] as string;

/** The entries of an id list as sent, and whether some part of it could not be read as a list at all. */
function idListParts(value: unknown): { parts: unknown[]; malformed: boolean } {
  if (value === undefined || value === null || value === '') return { parts: [], malformed: false };
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const parts: unknown[] = [];
  let malformed = false;
  for (const v of values) {
    if (typeof v === 'number') parts.push(v);
    else if (typeof v === 'string') {
      const text = v.trim();
      if (text.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(text);
          if (Array.isArray(parsed)) parts.push(...(parsed as unknown[]));
          else malformed = true;
        } catch {
          malformed = true;
        }
      } else parts.push(...text.split(','));
    } else malformed = true;
  }
  return { parts, malformed };
}

/** Reads an id list sent as a JSON array string ("[1,2]"), a comma list, a repeated key or an array. */
export function idList(value: unknown): number[] {
  const out = idListParts(value).parts.map(Number);
  return [...new Set(out.filter((n) => Number.isInteger(n) && n > 0))];
}

const isIdPart = (p: unknown) =>
  (typeof p === 'string' && p.trim() === '') ||
  ((typeof p === 'number' || typeof p === 'string') && Number.isSafeInteger(Number(p)) && Number(p) > 0);

/**
 * An id list in any form idList reads, as its ids; an entry that is not a positive whole number, or a
 * JSON list that does not parse, is a 422 naming the field. Absent or blank gives [] (empty entries,
 * as in "1,,2", are skipped).
 */
export const idListField = (name: string) =>
  z.unknown().transform((value, ctx) => {
    const { parts, malformed } = idListParts(value);
    if (malformed || !parts.every(isIdPart)) {
      ctx.addIssue({ code: 'custom', message: `The ${name} must be a list of integers.`, input: value });
      return z.NEVER;
    }
    return idList(value);
  });

/** Reads a string list sent as a JSON array string, a comma list or an array. */
export function stringList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) out.push(...parsed.filter((p): p is string => typeof p === 'string'));
      } catch {
        /* ignore a malformed list */
      }
    } else
      out.push(
        ...text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  return out;
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseZoneIds } from '../../../shared/src/contract/zone';
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
export function parseOr422<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
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

/** Pagination of the platform: offset is a 1-based page number, limit the page size. */
export function pageOf(
  query: Record<string, unknown>,
  defaultLimit = 10,
  maxLimit = 100,
): { offset: number; limit: number } {
  const offset = Math.floor(Number(query.offset));
  const limit = Math.floor(Number(query.limit));
  return {
    offset: Number.isFinite(offset) && offset >= 1 ? Math.min(offset, MAX_PAGE) : 1,
    limit: Number.isFinite(limit) && limit >= 1 ? Math.min(limit, maxLimit) : defaultLimit,
  };
}

/** Reads an id list sent as a JSON array string ("[1,2]"), a comma list, a repeated key or an array. */
export function idList(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const out: number[] = [];
  for (const v of values) {
    if (typeof v === 'number') out.push(v);
    else if (typeof v === 'string') {
      const text = v.trim();
      let parts: unknown[] = [];
      if (text.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(text);
          parts = Array.isArray(parsed) ? parsed : [];
        } catch {
          parts = [];
        }
      } else parts = text.split(',');
      for (const p of parts) out.push(Number(p));
    }
  }
  return [...new Set(out.filter((n) => Number.isInteger(n) && n > 0))];
}

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

import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * A floor under every route's own schema: whatever a request carries, no string, list, object or
 * number in its body or query is larger than a real customer ever sends, so no single request can
 * make the API walk or store something huge. Routes keep their tighter, field-specific bounds.
 */
export const INPUT_BOUNDS = {
  stringLength: 10_000,
  arrayLength: 200,
  objectKeys: 100,
  depth: 8,
  /** Above every id (guest ids reach 2.8e14), amount and coordinate the API knows. */
  numberMagnitude: 1e15,
} as const;

export interface BoundViolation {
  path: string;
  message: string;
}

/** 'cart.3.add_on_qtys' reads as "add on qtys": the field a person would recognise. */
const fieldName = (path: string): string =>
  path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .pop()
    ?.replace(/_/g, ' ') ?? 'request';

/** The first place `value` passes a bound, or null; Buffers (uploaded files) have their own limits. */
export function findBoundViolation(value: unknown, path = '', depth = 0): BoundViolation | null {
  if (typeof value === 'string') {
    return value.length > INPUT_BOUNDS.stringLength
      ? { path, message: `The ${fieldName(path)} may not be greater than ${INPUT_BOUNDS.stringLength} characters.` }
      : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= INPUT_BOUNDS.numberMagnitude
      ? null
      : { path, message: `The ${fieldName(path)} is out of range.` };
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= INPUT_BOUNDS.depth) return { path, message: `The ${fieldName(path)} is nested too deeply.` };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (Array.isArray(value) && value.length > INPUT_BOUNDS.arrayLength) {
    return { path, message: `The ${fieldName(path)} may not have more than ${INPUT_BOUNDS.arrayLength} items.` };
  }
  if (!Array.isArray(value) && entries.length > INPUT_BOUNDS.objectKeys) {
    return { path, message: `The ${fieldName(path)} has too many fields.` };
  }
  for (const [key, child] of entries) {
    const found = findBoundViolation(child, path === '' ? key : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses, with the API's 422 shape, any request whose body or query passes a bound. */
export function enforceInputBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const found = findBoundViolation(req.query) ?? findBoundViolation(req.body);
    if (found) throw new HttpError(422, [{ code: found.path || 'body', message: found.message }]);
  });
}

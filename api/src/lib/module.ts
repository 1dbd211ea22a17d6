import type { FastifyRequest } from 'fastify';
import { getModule, type ModuleRow } from '../db/queries/catalogue';
import type { AppContext } from './context';
import { forbidden } from './errors';
import { requireModuleId } from './request';

/** The module check: a known module in the `moduleId` header, else 403. */
export async function requireModule(req: FastifyRequest, ctx: AppContext): Promise<ModuleRow> {
  const id = requireModuleId(req);
  const module = await getModule(ctx.db, id);
  if (!module || module.status !== 1) throw forbidden('moduleId', 'Module not found!');
  return module;
}

/** For calls exempt from the check: the module when the header names a known one, else undefined. */
export async function optionalModule(req: FastifyRequest, ctx: AppContext): Promise<ModuleRow | undefined> {
  const raw = req.headers.moduleid;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  return requireModule(req, ctx);
}

/** The module id the `moduleId` header names, unchecked; undefined when it names none. */
export function moduleIdHeader(req: FastifyRequest): number | undefined {
  const raw = req.headers.moduleid;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

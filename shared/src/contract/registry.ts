import { z } from '@storefront/shared/zod';
import { MODULE_TYPES, type ModuleType } from './module-type';

/** The remotes the shell composes; each name is also its Module Federation container name. */
export const REMOTE_NAMES = ['discovery', 'cart_checkout', 'account', 'parcel'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/**
 * Where a remote can be live: one scope per module, and 'default' for a customer who has not chosen
 * a module yet (the landing page, account pages before any choice).
 */
export const REGISTRY_SCOPES = ['default', ...MODULE_TYPES] as const;
export const RegistryScopeSchema = z.enum(REGISTRY_SCOPES);
export type RegistryScope = z.infer<typeof RegistryScopeSchema>;

/** Semantic-version-like labels: 1.4.0, 1.4.0-rc.1, 1.4.0+abc123. */
export const VersionSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]+)?$/, 'A version looks like 1.4.0 or 1.4.0-rc.1.');

/** One published, immutable build of a remote. */
export const ReleaseSchema = z.object({
  version: VersionSchema,
  /** Absolute URL of that build's mf-manifest.json. */
  manifestUrl: z.string().url(),
  publishedAt: z.string(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** Per scope, the version that is live; a scope that is absent has the remote off. */
export const LiveMapSchema = z.partialRecord(RegistryScopeSchema, VersionSchema);
export type LiveMap = z.infer<typeof LiveMapSchema>;

export const RegistryRemoteSchema = z.object({
  name: RemoteNameSchema,
  releases: z.array(ReleaseSchema),
  live: LiveMapSchema,
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

export const RegistrySchema = z.object({
  /** Grows with every change; the shell re-composes only when it moves. */
  revision: z.number().int().nonnegative(),
  updatedAt: z.string(),
  remotes: z.array(RegistryRemoteSchema),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** Body of POST /registry/remotes/:name/releases: publishes a version (operator token required). */
export const PublishReleaseSchema = z.object({ version: VersionSchema, manifestUrl: z.string().url() });
export type PublishRelease = z.infer<typeof PublishReleaseSchema>;

/**
 * Body of PATCH /registry/live: for each remote named, the scopes to change; a version makes it live
 * there, null turns it off. Applied as one change.
 */
export const LiveChangeSchema = z.partialRecord(
  RemoteNameSchema,
  z.partialRecord(RegistryScopeSchema, VersionSchema.nullable()),
);
export type LiveChange = z.infer<typeof LiveChangeSchema>;

/** One entry of the registry's history: who changed what, and the whole live state after it. */
export const RegistryChangeSchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  live: z.partialRecord(RemoteNameSchema, LiveMapSchema),
});
export type RegistryChange = z.infer<typeof RegistryChangeSchema>;
export const RegistryHistorySchema = z.object({ changes: z.array(RegistryChangeSchema) });

/** A remote that failed to load in a customer's browser, as the shell reports it. */
export const LoadFailureReportSchema = z.object({
  remote: RemoteNameSchema,
  version: z.string().max(64),
  scope: RegistryScopeSchema,
  reason: z.string().max(300),
});
export type LoadFailureReport = z.infer<typeof LoadFailureReportSchema>;
export const LoadFailureSchema = LoadFailureReportSchema.extend({ at: z.string(), count: z.number().int() });
export type LoadFailure = z.infer<typeof LoadFailureSchema>;
export const LoadFailuresSchema = z.object({ failures: z.array(LoadFailureSchema) });

/** The scope a customer is in: the selected module's type, or 'default' before any choice. */
export const scopeOf = (moduleType: ModuleType | null | undefined): RegistryScope => moduleType ?? 'default';

/** The build of a remote that is live for a scope, or null when the remote is off there. */
export function liveRelease(registry: Registry, name: RemoteName, scope: RegistryScope): Release | null {
  const remote = registry.remotes.find((entry) => entry.name === name);
  const version = remote?.live[scope];
  if (!remote || !version) return null;
  return remote.releases.find((release) => release.version === version) ?? null;
}

import { z } from '@storefront/shared/zod';
import { MODULE_TYPES, type ModuleType } from './module-type';
import { inCanary } from './canary';
import type { Preview } from './preview';

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
  .check(z.regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]+)?$/, 'A version looks like 1.4.0 or 1.4.0-rc.1.'));

/** One published, immutable build of a remote. */
export const ReleaseSchema = z.object({
  version: VersionSchema,
  /** Absolute URL of that build's mf-manifest.json. */
  manifestUrl: z.string().check(z.url()),
  publishedAt: z.string(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** Per scope, the version that is live; a scope that is absent has the remote off. */
export const LiveMapSchema = z.partialRecord(RegistryScopeSchema, VersionSchema);
export type LiveMap = z.infer<typeof LiveMapSchema>;

/** A release live for a share (whole percent) of a scope's browsers; the others keep the live one. */
export const CanarySchema = z.object({
  version: VersionSchema,
  share: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
});
export type Canary = z.infer<typeof CanarySchema>;

export const RegistryRemoteSchema = z.object({
  name: RemoteNameSchema,
  releases: z.array(ReleaseSchema),
  live: LiveMapSchema,
  /** Per scope, the canary running there; absent in registries stored before canaries. */
  canary: z.optional(z.partialRecord(RegistryScopeSchema, CanarySchema)),
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

/** A release an open preview link loads in some browser (POST /registry/previews), until `expiresAt`. */
export const PreviewedReleaseSchema = z.object({
  remote: RemoteNameSchema,
  version: VersionSchema,
  expiresAt: z.string(),
});
export type PreviewedRelease = z.infer<typeof PreviewedReleaseSchema>;

export const RegistrySchema = z.object({
  /** Grows with every change; the shell re-composes only when it moves. */
  revision: z.number().check(z.int(), z.nonnegative()),
  updatedAt: z.string(),
  remotes: z.array(RegistryRemoteSchema),
  /** GET /registry: releases with a preview link open now (the shell's page allows their origin too). */
  previewed: z.optional(z.array(PreviewedReleaseSchema)),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** A release's content digest: sha256 over its files' sorted relative paths and bytes (deploy computes it). */
export const ReleaseDigestSchema = z
  .string()
  .check(z.regex(/^sha256:[0-9a-f]{64}$/, 'A digest looks like sha256:<64 hex digits>.'));

/** The hosts a development or test registry also takes plain http: manifests from: this machine's parts. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Why a manifest URL may not be published, or null. Its scripts run on every customer's page, so
 * only https: is taken (never javascript:, data: or plain http: across the network); with
 * `localHttp` (development and test) also http: on localhost and 127.0.0.1, where the parts run.
 */
export function manifestUrlProblem(url: string, { localHttp }: { localHttp: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `The manifest URL ${url.slice(0, 80)} is not an absolute URL.`;
  }
  if (parsed.protocol === 'https:' && parsed.hostname) return null;
  const local = parsed.protocol === 'http:' && LOCAL_HOSTS.includes(parsed.hostname);
  if (local && localHttp) return null;
  return local
    ? 'A manifest URL must be https: here: http://localhost and http://127.0.0.1 are taken in development and test only.'
    : `A manifest URL must be https:${localHttp ? ' (or http://localhost, http://127.0.0.1)' : ''}; ` +
        `${parsed.protocol} URLs are refused.`;
}

/**
 * Body of POST /registry/remotes/:name/releases: publishes a version (operator token required). With
 * a digest the registry refuses other content under that version later, from any origin. The URL is
 * https: (or local http:, which the registry takes in development and test only).
 */
export const PublishReleaseSchema = z.object({
  version: VersionSchema,
  manifestUrl: z.string().check(
    z.url(),
    z.refine(
      (url) => manifestUrlProblem(url, { localHttp: true }) === null,
      'A manifest URL must be https: (or http://localhost, http://127.0.0.1 in development and test).',
    ),
  ),
  digest: z.optional(ReleaseDigestSchema),
});
export type PublishRelease = z.infer<typeof PublishReleaseSchema>;

/**
 * Body of PATCH /registry/live: for each remote named, the scopes to change; a version makes it live
 * there, null turns it off. Applied as one change.
 */
export const LiveChangeSchema = z.partialRecord(
  RemoteNameSchema,
  z.partialRecord(RegistryScopeSchema, z.nullable(VersionSchema)),
);
export type LiveChange = z.infer<typeof LiveChangeSchema>;

/** What one history entry did to one remote in one scope; null is off. */
export const LiveScopeChangeSchema = z.object({
  remote: RemoteNameSchema,
  scope: RegistryScopeSchema,
  before: z.nullable(VersionSchema),
  after: z.nullable(VersionSchema),
});
export type LiveScopeChange = z.infer<typeof LiveScopeChangeSchema>;

/**
 * defaults: the first state (embedded defaults, or carried over); publish: a release was published,
 * nothing live changed; change: an operator's or a deploy's change; rollback: one remote's last
 * change undone, or an earlier state restored; reset: back to the embedded defaults.
 */
export const REGISTRY_CHANGE_KINDS = [
  'defaults',
  'publish',
  'change',
  'rollback',
  'reset',
  /** an operator started, replaced, promoted or stopped a canary */
  'canary',
  /** the control plane stopped a canary whose loads failed too often */
  'canary-rollback',
  /** an operator changed when the control plane rolls a canary back; nothing live moved */
  'settings',
] as const;

/** What one history entry did to the canary of one remote in one scope; null is none. */
export const CanaryChangeSchema = z.object({
  remote: RemoteNameSchema,
  scope: RegistryScopeSchema,
  before: z.nullable(CanarySchema),
  after: z.nullable(CanarySchema),
  /** Why the control plane ended it (a rollback): "4 of 6 browsers failed to load …". */
  reason: z.optional(z.string()),
});
export type CanaryChange = z.infer<typeof CanaryChangeSchema>;

/**
 * One entry of the registry's history: who did what, what it changed where (before → after, also
 * in words in `action`), the release it published if any, and the whole live state after it.
 */
export const RegistryChangeSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  at: z.string(),
  actor: z.string(),
  kind: z.enum(REGISTRY_CHANGE_KINDS),
  action: z.string(),
  changes: z.array(LiveScopeChangeSchema),
  canaries: z._default(z.array(CanaryChangeSchema), []),
  published: z.nullable(z.object({ remote: RemoteNameSchema, version: z.string(), manifestUrl: z.string() })),
  live: z.partialRecord(RemoteNameSchema, LiveMapSchema),
});
export type RegistryChange = z.infer<typeof RegistryChangeSchema>;
export const RegistryHistorySchema = z.object({ changes: z.array(RegistryChangeSchema) });

/**
 * Body of POST /registry/rollback: `{ remote, scope? }` undoes the last change that touched that
 * remote (in that scope), nothing else; `{ to }` makes an earlier entry's whole live state live again.
 */
export const RemoteRollbackSchema = z.object({ remote: RemoteNameSchema, scope: z.optional(RegistryScopeSchema) });
export type RemoteRollback = z.infer<typeof RemoteRollbackSchema>;

type LiveStateOf = Partial<Record<RemoteName, LiveMap>>;

/** Every remote and scope whose version differs between two live states, in a fixed order. */
export function liveChanges(before: LiveStateOf, after: LiveStateOf): LiveScopeChange[] {
  const changes: LiveScopeChange[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const scope of REGISTRY_SCOPES) {
      const was = before[remote]?.[scope] ?? null;
      const now = after[remote]?.[scope] ?? null;
      if (was !== now) changes.push({ remote, scope, before: was, after: now });
    }
  }
  return changes;
}

/** "discovery grocery: 1.3.0 → 1.4.0; account food, grocery: 0.1.0 → off" */
export function describeChanges(changes: LiveScopeChange[]): string {
  if (changes.length === 0) return 'nothing changed';
  const groups = new Map<string, { remote: string; scopes: string[]; move: string }>();
  for (const { remote, scope, before, after } of changes) {
    const move = `${before ?? 'off'} → ${after ?? 'off'}`;
    const group = groups.get(`${remote} ${move}`) ?? { remote, scopes: [], move };
    group.scopes.push(scope);
    groups.set(`${remote} ${move}`, group);
  }
  return [...groups.values()].map((g) => `${g.remote} ${g.scopes.join(', ')}: ${g.move}`).join('; ');
}

/** A browser's random id as the shell makes it (shell/src/composition/browser-id.ts): 32 hex digits. */
export const BrowserIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'A browser id is 32 hex digits.'));

/** A canary assignment's token (canary-assignment.ts): its expiry (Unix seconds) and signature, base64url. */
export const AssignmentTokenSchema = z
  .string()
  .check(z.maxLength(128), z.regex(/^\d{1,12}\.[A-Za-z0-9_-]{1,100}$/, 'This canary assignment is not valid.'));

/** The release a browser's report is about. */
const ReportedReleaseSchema = z.object({
  remote: RemoteNameSchema,
  version: z.string().check(z.maxLength(64)),
  scope: RegistryScopeSchema,
});

/**
 * A remote that failed to load in a customer's browser, as the shell reports it. A browser in a
 * canary adds its id and the registry's signed assignment: only then does the report count for the
 * canary's rollback (every report counts for the failures operators see).
 */
export const LoadFailureReportSchema = z.extend(ReportedReleaseSchema, {
  reason: z.string().check(z.maxLength(300)),
  browserId: z.optional(BrowserIdSchema),
  assignment: z.optional(AssignmentTokenSchema),
});
export type LoadFailureReport = z.infer<typeof LoadFailureReportSchema>;
export const LoadFailureSchema = z.extend(ReportedReleaseSchema, {
  reason: z.string(),
  at: z.string(),
  count: z.number().check(z.int()),
});
export type LoadFailure = z.infer<typeof LoadFailureSchema>;
/** Load failures of one remote's version in one module reported in one hour (ISO start of the hour). */
export const FailureHourSchema = z.object({ hour: z.string(), count: z.number().check(z.int(), z.nonnegative()) });
/** How often one remote's version failed in one module over a window: the total and hour by hour, oldest first. */
export const FailureCountsSchema = z.object({
  remote: RemoteNameSchema,
  version: z.string(),
  scope: RegistryScopeSchema,
  total: z.number().check(z.int(), z.nonnegative()),
  hours: z.array(FailureHourSchema),
});
export type FailureCounts = z.infer<typeof FailureCountsSchema>;
/**
 * GET /registry/failures (operator token): the distinct failures kept, newest first, and the counts
 * of the last FAILURE_WINDOW_HOURS hours per remote × version × module, most failures first.
 */
export const LoadFailuresSchema = z.object({
  failures: z.array(LoadFailureSchema),
  counts: z.array(FailureCountsSchema),
});
export type LoadFailures = z.infer<typeof LoadFailuresSchema>;
/** The hours GET /registry/failures counts over, the current one included. */
export const FAILURE_WINDOW_HOURS = 24;

/** The scope a customer is in: the selected module's type, or 'default' before any choice. */
export const scopeOf = (moduleType: ModuleType | null | undefined): RegistryScope => moduleType ?? 'default';

/** Whether a preview still holds at `now` and covers that remote in that scope. */
export const previewCovers = (preview: Preview, remote: RemoteName, scope: RegistryScope, now: Date) =>
  preview.remote === remote && (preview.scope === null || preview.scope === scope) && new Date(preview.expiresAt) > now;

/**
 * The build of a remote this browser loads in a scope, or null when the remote is off there: the
 * release an operator previews in this browser (preview.ts) if it covers that scope, else the
 * canary's release when the browser (its id, see canary.ts) falls in the canary's share, else the
 * live one. The one place that decides.
 */
export function liveRelease(
  registry: Registry,
  name: RemoteName,
  scope: RegistryScope,
  browserId?: string,
  preview?: Preview | null,
): Release | null {
  const remote = registry.remotes.find((entry) => entry.name === name);
  const live = remote?.live[scope];
  if (!remote || !live) return null;
  const canary = remote.canary?.[scope];
  const version =
    preview && previewCovers(preview, name, scope, new Date())
      ? preview.version
      : canary && browserId && inCanary(browserId, name, scope, canary)
        ? canary.version
        : live;
  const release = (v: string) => remote.releases.find((entry) => entry.version === v);
  return release(version) ?? release(live) ?? null;
}

/** Whether a remote's release in a scope is that scope's canary (its loads are reported). */
export const isCanaryRelease = (registry: Registry, name: RemoteName, scope: RegistryScope, version: string) =>
  registry.remotes.find((entry) => entry.name === name)?.canary?.[scope]?.version === version;

/** Body of POST /registry/canaries (operator token): starts a canary, or replaces the one in that scope. */
export const StartCanarySchema = z.object({
  remote: RemoteNameSchema,
  scope: RegistryScopeSchema,
  version: VersionSchema,
  share: CanarySchema.shape.share,
});
export type StartCanary = z.infer<typeof StartCanarySchema>;
/** Body of POST /registry/canaries/promote and /stop: the canary of one remote in one scope. */
export const CanaryTargetSchema = z.object({ remote: RemoteNameSchema, scope: RegistryScopeSchema });
export type CanaryTarget = z.infer<typeof CanaryTargetSchema>;

/**
 * When the control plane rolls a canary back by itself: once at least `minFailures` of its loads
 * failed in the last `windowMinutes`, and they are at least `failurePercent` of its loads there.
 */
export const CanarySettingsSchema = z.object({
  windowMinutes: z.number().check(z.int(), z.minimum(1), z.maximum(1440)),
  failurePercent: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  minFailures: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
});
export type CanarySettings = z.infer<typeof CanarySettingsSchema>;
export const DEFAULT_CANARY_SETTINGS: CanarySettings = { windowMinutes: 10, failurePercent: 20, minFailures: 3 };

/**
 * Distinct browsers (with valid assignments) that must have reported in the window before the
 * control plane decides anything: a handful of browsers, real or made up, cannot roll a canary back.
 */
export const CANARY_MIN_BROWSERS = 5;

/** A browser's report that a canary release loaded (POST /registry/loads): the rate's denominator. */
export const CanaryLoadReportSchema = z.omit(LoadFailureReportSchema, { reason: true });
export type CanaryLoadReport = z.infer<typeof CanaryLoadReportSchema>;

const countSchema = () => z.number().check(z.int(), z.nonnegative());

/** A canary the control plane rolled back, when, and why ("4 of 6 browsers failed to load …"). */
export const RolledBackCanarySchema = z.extend(CanarySchema, {
  remote: RemoteNameSchema,
  scope: RegistryScopeSchema,
  at: z.string(),
  reason: z.string(),
});
export type RolledBackCanary = z.infer<typeof RolledBackCanarySchema>;

/**
 * GET /registry/canaries (operator token): the settings, each canary with its window's counts (of
 * signed reports only), and the canaries the control plane rolled back in the last day, newest first.
 */
export const CanariesSchema = z.object({
  settings: CanarySettingsSchema,
  canaries: z.array(
    z.extend(CanarySchema, {
      remote: RemoteNameSchema,
      scope: RegistryScopeSchema,
      startedAt: z.string(),
      startedBy: z.string(),
      /** Loads (successful and failed) and failures reported in the window. */
      loads: countSchema(),
      failures: countSchema(),
      /** Distinct browsers that reported in the window, and those of them that failed: the decision's figures. */
      browsers: z._default(countSchema(), 0),
      failedBrowsers: z._default(countSchema(), 0),
    }),
  ),
  rolledBack: z._default(z.array(RolledBackCanarySchema), []),
});
export type Canaries = z.infer<typeof CanariesSchema>;

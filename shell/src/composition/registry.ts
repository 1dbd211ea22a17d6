import { appStore, moduleAtom, parseReply, runtimeEnv } from '@storefront/shared';
import { RegistrySchema, scopeOf, type Registry, type RemoteName } from '@storefront/shared/contract/registry';
import { canaryAssignment, requestCanaryAssignment } from './canary-assignment';

/** Where the browser keeps the last registry it read. */
export const STORED_REGISTRY_KEY = 'remote-registry';

/**
 * The last registry this browser read, so that the parts still load when the registry cannot be
 * read (down, slow, an unreadable reply). A stored copy that no longer fits the contract is ignored.
 * Its manifest URLs can only load scripts the page's Content-Security-Policy allows.
 */
export function lastKnownRegistry(): Registry | null {
  try {
    const raw = localStorage.getItem(STORED_REGISTRY_KEY);
    const parsed = raw ? RegistrySchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the remote registry; no remote URL is known before this answers (or a stored copy is used). */
export async function fetchRegistry(): Promise<Registry> {
  // How long the registry may take before the page gives up on it (8 s unless REGISTRY_TIMEOUT_MS
  // says otherwise): then the last copy read, or the parts' fallbacks.
  const { registryUrl: url, registryTimeoutMs } = runtimeEnv();
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(registryTimeoutMs) });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}.`);
  const registry = parseReply(url, RegistrySchema, await response.json());
  try {
    localStorage.setItem(STORED_REGISTRY_KEY, JSON.stringify(registry));
  } catch {
    // Storage full or off: the next failure just has no copy to fall back on.
  }
  return registry;
}

/** Sends a report to the registry as the page may be leaving (keepalive). Best effort. */
function sendReport(path: '/loads' | '/failures', report: object): void {
  fetch(`${runtimeEnv().registryUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Canary loads reported from this page: one report per release and scope. */
const reportedCanaryLoads = new Set<string>();

/**
 * Tells the registry that a canary release loaded here: with the failures, the rate that decides
 * whether the canary is rolled back. Once per release and scope for the page's life, with this
 * browser's signed assignment (a load without one would not count, so none is sent). Best effort.
 */
export function reportCanaryLoad(remote: RemoteName, version: string): void {
  const scope = scopeOf(appStore.get(moduleAtom)?.module_type);
  const key = `${remote} ${version} ${scope}`;
  if (reportedCanaryLoads.has(key)) return;
  reportedCanaryLoads.add(key);
  void requestCanaryAssignment(remote, scope, version).then((signed) => {
    if (signed) sendReport('/loads', { remote, version, scope, ...signed });
  });
}

/**
 * Tells the registry that a remote did not load here, for the operators' status view. A failure of
 * a canary release waits for this browser's assignment and carries it, so that it also counts for
 * the canary's rollback. Best effort.
 */
export function reportLoadFailure(remote: RemoteName, version: string, error: unknown): void {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300) || 'unknown';
  const scope = scopeOf(appStore.get(moduleAtom)?.module_type);
  const report = { remote, version, scope, reason };
  const signed = canaryAssignment(remote, scope, version);
  if (!signed) sendReport('/failures', report);
  else void signed.then((fields) => sendReport('/failures', { ...report, ...fields }));
}

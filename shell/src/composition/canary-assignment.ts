import { runtimeEnv } from '@storefront/shared';
import { CanaryAssignmentSchema } from '@storefront/shared/contract/canary-assignment';
import type { RegistryScope, RemoteName } from '@storefront/shared/contract/registry';
import { browserId } from './browser-id';

/** What a report of a canary release adds so that the registry counts it for the canary. */
export interface SignedReportFields {
  browserId: string;
  assignment: string;
}

/** An assignment is asked for again when this little of it is left: a report never carries a stale one. */
const RENEW_BEFORE_MS = 60_000;

/** Per canary release this page loads: the assignment asked for, and until when it holds (this clock). */
const held = new Map<string, { fields: Promise<SignedReportFields | null>; until: number }>();
const keyOf = (remote: RemoteName, scope: RegistryScope, version: string) => `${remote} ${scope} ${version}`;

async function ask(remote: RemoteName, scope: RegistryScope, version: string) {
  const id = browserId();
  const { registryUrl, registryTimeoutMs } = runtimeEnv();
  try {
    const response = await fetch(`${registryUrl}/assignments`, {
      method: 'POST',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ browserId: id, remote, scope, version }),
      signal: AbortSignal.timeout(registryTimeoutMs),
    });
    if (!response.ok) return null;
    const { token, expiresIn } = CanaryAssignmentSchema.parse(await response.json());
    // Counted on this browser's clock, which may not agree with the server's.
    return { fields: { browserId: id, assignment: token }, until: Date.now() + expiresIn * 1000 };
  } catch {
    return null;
  }
}

/**
 * This browser's signed assignment to a canary release it loads, asked of the registry once and
 * again when it runs out; null when the registry gives none (down, or the canary has ended). The
 * shell asks as it registers the release, so a failure report finds it ready.
 */
export function requestCanaryAssignment(
  remote: RemoteName,
  scope: RegistryScope,
  version: string,
): Promise<SignedReportFields | null> {
  const key = keyOf(remote, scope, version);
  const current = held.get(key);
  if (current && Date.now() < current.until - RENEW_BEFORE_MS) return current.fields;
  const entry = { fields: Promise.resolve<SignedReportFields | null>(null), until: Infinity };
  entry.fields = ask(remote, scope, version).then((answer) => {
    // None given: the next report asks again.
    entry.until = answer?.until ?? 0;
    return answer?.fields ?? null;
  });
  held.set(key, entry);
  return entry.fields;
}

/**
 * The assignment for a release when it is a canary this page asked one for (then a report of it
 * waits for it), else undefined: a report of any other release goes as it is.
 */
export function canaryAssignment(
  remote: RemoteName,
  scope: RegistryScope,
  version: string,
): Promise<SignedReportFields | null> | undefined {
  return held.has(keyOf(remote, scope, version)) ? requestCanaryAssignment(remote, scope, version) : undefined;
}

import { inCanary } from '@storefront/shared/contract/canary';
import { CanaryAssignmentSchema } from '@storefront/shared/contract/canary-assignment';
import type { RegistryScope, RemoteName } from '@storefront/shared/contract/registry';
import type { TestApp } from './helpers';

/** A canary release as the tests start it. */
export interface TestCanary {
  remote: RemoteName;
  scope: RegistryScope;
  version: string;
  share: number;
}

/** A browser of the canary's tests: its id and the assignment the registry gave it. */
export interface CanaryBrowser {
  browserId: string;
  assignment: string;
}

/** An id shaped like the shell's (32 hex digits), the n-th of a fixed sequence. */
const browserIdAt = (n: number) => n.toString(16).padStart(32, '0');

/** `count` browser ids the canary's hash puts inside its share (or outside), from the `skip`-th on. */
export function browserIds(canary: TestCanary, count: number, { inside = true, skip = 0 } = {}): string[] {
  const ids: string[] = [];
  for (let n = 1; ids.length < count + skip; n += 1) {
    const id = browserIdAt(n);
    if (inCanary(id, canary.remote, canary.scope, canary) === inside) ids.push(id);
  }
  return ids.slice(skip);
}

/** POST /registry/assignments for one browser. */
export const askAssignment = (t: TestApp, canary: TestCanary, browserId: string) =>
  t.request({
    method: 'POST',
    url: '/registry/assignments',
    payload: { browserId, remote: canary.remote, scope: canary.scope, version: canary.version },
  });

/** `count` browsers in the canary, each with the assignment the registry signed for it. */
export async function canaryBrowsers(t: TestApp, canary: TestCanary, count: number, skip = 0) {
  const browsers: CanaryBrowser[] = [];
  for (const browserId of browserIds(canary, count, { skip })) {
    const answer = await askAssignment(t, canary, browserId);
    if (answer.status !== 200) throw new Error(`assignment for ${browserId}: ${answer.status}`);
    browsers.push({ browserId, assignment: CanaryAssignmentSchema.parse(answer.body).token });
  }
  return browsers;
}

/** The release part of a report on the canary, plus what the browser adds (its id and assignment). */
const reportOn = (canary: TestCanary, browser?: Partial<CanaryBrowser>) => ({
  remote: canary.remote,
  scope: canary.scope,
  version: canary.version,
  ...browser,
});

/** A browser's report that the canary's release loaded. */
export const reportLoad = (t: TestApp, canary: TestCanary, browser?: Partial<CanaryBrowser>) =>
  t.request({ method: 'POST', url: '/registry/loads', payload: reportOn(canary, browser) });

/** A browser's report that the canary's release failed to load. */
export const reportFailure = (t: TestApp, canary: TestCanary, browser?: Partial<CanaryBrowser>) =>
  t.request({
    method: 'POST',
    url: '/registry/failures',
    payload: { ...reportOn(canary, browser), reason: 'manifest failed' },
  });

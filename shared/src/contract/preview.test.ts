import { liveRelease, type Registry } from './registry';
import type { Preview } from './preview';

const release = (version: string) => ({
  version,
  manifestUrl: `https://cdn.test/${version}/mf-manifest.json`,
  publishedAt: '',
});
const registry: Registry = {
  revision: 3,
  updatedAt: '',
  remotes: [
    {
      name: 'discovery',
      releases: [release('1.4.0'), release('1.5.0'), release('1.6.0')],
      live: { grocery: '1.4.0', food: '1.4.0' },
      // Every browser is in this canary's share.
      canary: { grocery: { version: '1.6.0', share: 99 } },
    },
  ],
};
const inFuture = new Date(Date.now() + 60_000).toISOString();
const preview = (over: Partial<Preview> = {}): Preview => ({
  remote: 'discovery',
  version: '1.5.0',
  scope: null,
  expiresAt: inFuture,
  ...over,
});
const versionFor = (
  scope: 'grocery' | 'food' | 'pharmacy',
  p: Preview | null,
  name: 'discovery' | 'account' = 'discovery',
) => liveRelease(registry, name, scope, 'any-browser', p)?.version ?? null;

test('a preview wins over the canary and the live release wherever it covers', () => {
  expect(versionFor('grocery', null)).not.toBe('1.5.0');
  expect(versionFor('grocery', preview())).toBe('1.5.0');
  expect(versionFor('food', preview())).toBe('1.5.0');
});

test('a preview of one module leaves the others on what every browser gets', () => {
  expect(versionFor('grocery', preview({ scope: 'grocery' }))).toBe('1.5.0');
  expect(versionFor('food', preview({ scope: 'grocery' }))).toBe('1.4.0');
});

test('an expired preview, or one of another remote, changes nothing', () => {
  expect(versionFor('food', preview({ expiresAt: new Date(Date.now() - 1000).toISOString() }))).toBe('1.4.0');
  expect(versionFor('food', preview({ remote: 'account' }))).toBe('1.4.0');
});

test('a preview does not turn on a remote that is off in that scope', () => {
  expect(versionFor('pharmacy', preview())).toBeNull();
});

import { CANARY_BUCKETS, canaryBucket, fnv1a32, inCanary } from './canary';
import { liveRelease, type Registry } from './registry';

/** Deterministic ids, shaped like the shell's (32 hex digits). */
const ids = Array.from({ length: 10_000 }, (_, i) => fnv1a32(`id-${i}`).toString(16).padStart(8, '0').repeat(4));

test('the hash is an unsigned 32-bit integer, the same for the same text', () => {
  expect(fnv1a32('discovery')).toBe(fnv1a32('discovery'));
  expect(fnv1a32('a')).not.toBe(fnv1a32('b'));
  for (const text of ['', 'a', 'discovery|grocery|1.5.0']) {
    expect(Number.isInteger(fnv1a32(text))).toBe(true);
    expect(fnv1a32(text)).toBeGreaterThanOrEqual(0);
    expect(fnv1a32(text)).toBeLessThan(2 ** 32);
  }
});

test('a browser stays in the same bucket for the same canary, every time', () => {
  for (const id of ids.slice(0, 50)) {
    const bucket = canaryBucket(id, 'discovery', 'grocery', '1.5.0');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(CANARY_BUCKETS);
    expect(canaryBucket(id, 'discovery', 'grocery', '1.5.0')).toBe(bucket);
  }
});

test('browsers spread evenly over the buckets, so a share takes about that share of them', () => {
  const perDecile = Array<number>(10).fill(0);
  for (const id of ids) perDecile[Math.floor(canaryBucket(id, 'discovery', 'grocery', '1.5.0') / 10)]! += 1;
  for (const count of perDecile) expect(Math.abs(count - 1000)).toBeLessThan(120);
  for (const share of [1, 10, 50, 90]) {
    const inside = ids.filter((id) => inCanary(id, 'discovery', 'grocery', { version: '1.5.0', share })).length;
    expect(Math.abs(inside / ids.length - share / 100)).toBeLessThan(0.02);
  }
});

test('another release, scope or remote draws its own browsers', () => {
  const chosen = (remote: string, scope: string, version: string) =>
    ids.filter((id) => inCanary(id, remote, scope, { version, share: 10 }));
  const first = new Set(chosen('discovery', 'grocery', '1.5.0'));
  for (const other of [
    chosen('discovery', 'grocery', '1.6.0'),
    chosen('discovery', 'food', '1.5.0'),
    chosen('account', 'grocery', '1.5.0'),
  ]) {
    // Independent draws of 10 % overlap on about 10 % of their browsers, not all of them.
    const overlap = other.filter((id) => first.has(id)).length / other.length;
    expect(overlap).toBeLessThan(0.2);
  }
});

describe('liveRelease with a canary', () => {
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
        releases: [release('1.4.0'), release('1.5.0')],
        live: { grocery: '1.4.0', food: '1.4.0' },
        canary: { grocery: { version: '1.5.0', share: 30 } },
      },
    ],
  };
  const inside = ids.find((id) => canaryBucket(id, 'discovery', 'grocery', '1.5.0') < 30)!;
  const outside = ids.find((id) => canaryBucket(id, 'discovery', 'grocery', '1.5.0') >= 30)!;

  test('a browser inside the share gets the canary, one outside and one with no id the live release', () => {
    expect(liveRelease(registry, 'discovery', 'grocery', inside)?.version).toBe('1.5.0');
    expect(liveRelease(registry, 'discovery', 'grocery', outside)?.version).toBe('1.4.0');
    expect(liveRelease(registry, 'discovery', 'grocery')?.version).toBe('1.4.0');
    // No canary in food: everyone gets the live one.
    expect(liveRelease(registry, 'discovery', 'food', inside)?.version).toBe('1.4.0');
  });

  test('a scope where the remote is off stays off, canary or not', () => {
    const off: Registry = {
      ...registry,
      remotes: [{ ...registry.remotes[0]!, live: { food: '1.4.0' } }],
    };
    expect(liveRelease(off, 'discovery', 'grocery', inside)).toBeNull();
  });

  test('a registry stored before canaries (no canary field) still reads', () => {
    const old: Registry = { ...registry, remotes: [{ ...registry.remotes[0]!, canary: undefined }] };
    expect(liveRelease(old, 'discovery', 'grocery', inside)?.version).toBe('1.4.0');
  });
});

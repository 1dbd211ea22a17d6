// The federation stats come out in the order modules finished building; sorted, any order of the
// same entries gives the same bytes, and nothing else in them changes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { stableStats } = require('./stable-stats.cjs');

/** A small deterministic PRNG, so a failure can be replayed. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A copy of `value` with every array, at any depth, shuffled. */
function shuffled(value, next) {
  if (Array.isArray(value)) {
    const items = value.map((item) => shuffled(item, next));
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shuffled(inner, next)]));
  }
  return value;
}

const assets = (...sync) => ({ js: { async: [], sync }, css: { async: [], sync: [] } });
const STATS = {
  id: 'account',
  name: 'account',
  metaData: { name: 'account', buildInfo: { buildVersion: '1.5.0', buildName: 'mfe-account' }, publicPath: 'auto' },
  shared: [
    { name: 'react', id: 'account:react', assets: assets('1.a.js', '2.b.js'), usedIn: ['./app', './overlays'] },
    { name: 'jotai', id: 'account:jotai', assets: assets('3.c.js'), usedIn: ['./OrderDetails', './app', './overlays'] },
    { name: 'axios', id: 'account:axios', assets: assets('4.d.js'), usedIn: [] },
  ],
  remotes: [],
  exposes: [
    { path: './app', id: 'account:app', name: 'app', assets: assets('5.e.js', '6.f.js'), requires: ['react', 'jotai'] },
    { path: './overlays', id: 'account:overlays', name: 'overlays', assets: assets('7.g.js'), requires: ['react'] },
    { path: './OrderDetails', id: 'account:OrderDetails', name: 'OrderDetails', assets: assets(), requires: [] },
  ],
  // Two entries known by one name still get one order.
  extra: [{ name: 'x', n: 2 }, { name: 'x', n: 1 }, 'b', 'a'],
};

test('every shuffle of the lists gives the same bytes', () => {
  const expected = JSON.stringify(stableStats(STATS), null, 2);
  const next = random(27);
  for (let i = 0; i < 200; i += 1) {
    expect(JSON.stringify(stableStats(shuffled(STATS, next)), null, 2)).toBe(expected);
  }
});

test('lists are sorted by id, name or path; objects keep their keys in order; the input is not changed', () => {
  const before = JSON.stringify(STATS);
  const stable = stableStats(STATS);
  expect(JSON.stringify(STATS)).toBe(before);
  expect(Object.keys(stable)).toEqual(Object.keys(STATS));
  expect(stable.metaData).toEqual(STATS.metaData);
  expect(stable.shared.map((s) => s.name)).toEqual(['axios', 'jotai', 'react']);
  expect(stable.exposes.map((e) => e.path)).toEqual(['./OrderDetails', './app', './overlays']);
  expect(stable.shared[1].usedIn).toEqual(['./OrderDetails', './app', './overlays']);
  expect(stable.exposes[1].requires).toEqual(['jotai', 'react']);
  expect(stable.extra).toEqual(['a', 'b', { name: 'x', n: 1 }, { name: 'x', n: 2 }]);
});

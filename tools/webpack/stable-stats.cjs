// The federation plugin collects mf-stats.json (and mf-manifest.json, made from it) from webpack's
// module graph, whose order follows the order modules finished building: two builds of the same
// source can list shared packages, their chunks and `usedIn` in another order. Every list in it is a
// set (the runtime looks entries up by name or loads them all), so sorting them makes the files
// byte-identical for the same source and version, and a re-run deploy finds the same release.

/** What an entry of a list is known by: an id, a name, a path; else its whole (sorted) text. */
function keyOf(value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const field of ['id', 'name', 'path', 'alias', 'federationContainerName']) {
      if (typeof value[field] === 'string') return value[field];
    }
  }
  return JSON.stringify(value);
}

const compare = (a, b) => {
  const [ka, kb] = [keyOf(a), keyOf(b)];
  if (ka !== kb) return ka < kb ? -1 : 1;
  // Two entries known by the same name still get one order.
  const [ja, jb] = [JSON.stringify(a), JSON.stringify(b)];
  return ja < jb ? -1 : ja > jb ? 1 : 0;
};

/** A copy of `value` with every array, at any depth, sorted (objects keep their keys' order). */
function stableStats(value) {
  if (Array.isArray(value)) return value.map(stableStats).sort(compare);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stableStats(inner)]));
  }
  return value;
}

module.exports = { stableStats };

// Two facts for a build's manifest, read from webpack's chunk graph, that the federation plugin's own
// lists leave out:
// - every file webpack loads for a shared library the build provides on demand (the plugin lists the
//   chunk holding the library's first module only: the shell's formik was listed without its code);
// - the shared libraries each exposed module's first files consume: the page loads them before the
//   module's code runs, so the shell's server can have them asked for with the part's own scripts
//   (tools/page-preloads.mjs) instead of once those have arrived and run.

const PROVIDED = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/;

const scriptsOf = (chunks) =>
  [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

/** The files webpack loads for each shared library provided on demand (not in the entry), by name. */
function providedOnDemand(compilation) {
  const files = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || module.blocks.length === 0) continue;
    const name = PROVIDED.exec(module.libIdent({}) ?? '')?.[1];
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (name && group) files.set(name, scriptsOf(group.chunks));
  }
  return files;
}

/** The shared libraries the first files of each exposed module consume, by the module's name. */
function consumedAtStart(compilation, exposes) {
  const consumed = {};
  // By name: the same source builds the same manifest.
  for (const expose of [...exposes].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
    if (!group) continue;
    const names = new Set();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') names.add(module.options.shareKey);
      }
    }
    consumed[expose.name] = [...names].sort();
  }
  return consumed;
}

/** The plugin's stats with both facts: the shared libraries' whole file lists, `metaData.consumedAtStart`. */
function withChunkGraphFacts(stats, compilation) {
  const provided = providedOnDemand(compilation);
  const shared = stats.shared.map((entry) =>
    provided.has(entry.name)
      ? { ...entry, assets: { ...entry.assets, js: { ...entry.assets.js, sync: provided.get(entry.name) } } }
      : entry,
  );
  return {
    ...stats,
    shared,
    metaData: { ...stats.metaData, consumedAtStart: consumedAtStart(compilation, stats.exposes) },
  };
}

module.exports = { withChunkGraphFacts };

// The manifest's facts from webpack's chunk graph: a shared library's whole file list, and what each
// exposed module's first files consume. The compilation here is the part of webpack's API read.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { withChunkGraphFacts } = require('./chunk-graph-facts.cjs');

const chunk = (...files) => ({ files: new Set(files) });
const group = (...chunks) => ({ chunks });
const provide = (name, block) => ({
  type: 'provide-module',
  blocks: block ? [block] : [],
  libIdent: () => `webpack/sharing/provide/default/${name}`,
});
const consume = (shareKey) => ({ type: 'consume-shared-module', options: { shareKey } });

function compilationOf({ modules, blockGroups, namedGroups, chunkModules }) {
  return {
    modules,
    namedChunkGroups: new Map(Object.entries(namedGroups)),
    chunkGraph: {
      getBlockChunkGroup: (block) => blockGroups.get(block),
      getChunkModulesIterable: (c) => chunkModules.get(c) ?? [],
    },
  };
}

const sharedEntry = (name, sync) => ({ name, assets: { js: { sync, async: [] }, css: { sync: [], async: [] } } });

test("a library provided on demand lists every file webpack loads for it; one in the entry keeps the plugin's list", () => {
  const formikBlock = {};
  const formikCode = chunk('368.a.js', '368.a.js.map');
  const facade = chunk('822.b.js');
  const compilation = compilationOf({
    modules: [provide('@storefront/shared/formik', formikBlock), provide('react', null)],
    blockGroups: new Map([[formikBlock, group(facade, formikCode)]]),
    namedGroups: {},
    chunkModules: new Map(),
  });
  const stats = {
    metaData: { name: 'shell' },
    exposes: [],
    shared: [sharedEntry('@storefront/shared/formik', ['822.b.js']), sharedEntry('react', ['main.c.js'])],
  };
  const facts = withChunkGraphFacts(stats, compilation);
  // The plugin listed only the facade's chunk; formik's own code is in 368.
  expect(facts.shared[0].assets.js.sync).toEqual(['368.a.js', '822.b.js']);
  expect(facts.shared[1].assets.js.sync).toEqual(['main.c.js']);
  expect(facts.metaData).toEqual({ name: 'shell', consumedAtStart: {} });
});

test('each exposed module lists the shared libraries its first files consume, and only those', () => {
  const appChunk = chunk('__federation_expose_app.1.js');
  const pickerChunk = chunk('__federation_expose_SavedAddressPicker.2.js');
  const buttonChunk = chunk('__federation_expose_AddToCartButton.3.js');
  const compilation = compilationOf({
    modules: [],
    blockGroups: new Map(),
    namedGroups: {
      __federation_expose_app: group(pickerChunk, appChunk),
      __federation_expose_AddToCartButton: group(buttonChunk),
    },
    chunkModules: new Map([
      [appChunk, [consume('react'), consume('swr'), { type: 'javascript/auto' }]],
      [pickerChunk, [consume('@storefront/shared/formik'), consume('react')]],
      [buttonChunk, [consume('react')]],
    ]),
  });
  const stats = {
    metaData: {},
    exposes: [{ name: 'app' }, { name: 'AddToCartButton' }, { name: 'gone' }],
    shared: [],
  };
  const { consumedAtStart } = withChunkGraphFacts(stats, compilation).metaData;
  expect(consumedAtStart).toEqual({
    AddToCartButton: ['react'],
    app: ['@storefront/shared/formik', 'react', 'swr'],
  });
  // Listed by name, whatever order the plugin gave: the same source builds the same manifest.
  expect(Object.keys(consumedAtStart)).toEqual(['AddToCartButton', 'app']);
});

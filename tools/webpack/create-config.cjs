// One webpack configuration for the shell and every remote: swc for TypeScript, Module Federation with
// the page's shared singletons, content-hashed files so every build is an immutable, cacheable bundle.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { OUT_DIR_MARKER, claimOutDir } = require('./out-dir.cjs');
const { stableStats } = require('./stable-stats.cjs');
const { withChunkGraphFacts } = require('./chunk-graph-facts.cjs');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'swr',
  'styled-components',
  'notistack',
  'axios',
  '@storefront/shared',
  // The router and zod are shared through facades of the shared package that re-export only what the
  // parts use: a shared package is provided whole, a facade lets the build drop the rest.
  '@storefront/shared/router',
  // Every part parses replies through the contract's schemas: one zod on the page, not one per part.
  '@storefront/shared/zod',
  // The shell's forms and a part's meet on one page (the footer's newsletter and the checkout): one formik.
  '@storefront/shared/formik',
];

/**
 * Shared singletons no page needs at start: notistack loads with the first toast
 * (shared/src/feedback/toast.ts), formik with the first form.
 */
const LOADED_ON_DEMAND = ['notistack', '@storefront/shared/formik'];

const ZOD_ENGLISH_ONLY = path.join(__dirname, 'zod-locales-en.mjs');
const AXIOS_WITHOUT_FETCH = path.join(__dirname, 'axios-without-fetch.mjs');

/** The version of a package as installed for a folder (read from disk: "exports" may hide package.json). */
function installedVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/**
 * The federation runtime's packages ship CommonJS and ES module files side by side, and the runtime
 * the plugin injects requires them while our code imports them: both copies would be bundled (about
 * 12 KB compressed). Every request for one of them goes to its ES module file.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'error-codes',
  'webpack-bundler-runtime',
];

function federationRuntimeAliases() {
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = path.dirname(require.resolve(`@module-federation/${name}`));
    const pkgDir = dir.slice(0, dir.lastIndexOf(`${path.sep}dist`));
    const entry = require(path.join(pkgDir, 'package.json')).exports['.'].import.default;
    aliases[`@module-federation/${name}$`] = path.join(pkgDir, entry);
  }
  return aliases;
}

/** ">=19.0.0 <20.0.0": any release of the major a package was built against. */
function sameMajor(version) {
  const major = Number(String(version).split('.')[0]);
  return `>=${major}.0.0 <${major + 1}.0.0`;
}

/**
 * Shared singletons. A remote accepts the host's copy of any minor of the major it was built
 * against, and refuses another major (strictVersion): the runtime then fails that remote's load, its
 * slot shows the fallback, and a second React never starts.
 */
function sharedSingletons(packageDir, kind) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!pkg.dependencies[base]) throw new Error(`${pkg.name} must depend on ${base} to share it`);
    const built = installedVersion(base, packageDir);
    shared[name] = {
      singleton: true,
      requiredVersion: sameMajor(built),
      strictVersion: kind === 'remote',
      // The host provides its copies in its own entry: they are what every part runs on
      // (shareStrategy 'loaded-first'), and the shell starts without a chunk round trip for them.
      // A library loaded on demand stays out of the entry.
      eager: kind === 'host' && !LOADED_ON_DEMAND.includes(name),
    };
  }
  return shared;
}

/**
 * Where a build goes. dist/ is what a part's server serves at its root (for a remote: the release
 * registered as the package's version), so a release build (PART_VERSION) never writes there: it
 * goes to builds/<version>/, where deploy picks it up. With clean: true a build empties its folder,
 * and an open page still loading the root release's chunks must not find them gone.
 */
function outputDir(packageDir, kind, env = process.env) {
  if (env.PART_OUT_DIR) return path.resolve(env.PART_OUT_DIR);
  if (kind === 'single-bundle') return path.join(packageDir, 'dist-single');
  if (env.PART_VERSION && !/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(env.PART_VERSION)) {
    throw new Error(`PART_VERSION "${env.PART_VERSION}" is not a version (letters, digits, . + - only)`);
  }
  if (kind === 'remote' && env.PART_VERSION) return path.join(packageDir, 'builds', env.PART_VERSION);
  return path.join(packageDir, 'dist');
}

const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;

function precompressed() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * A remote's `exposes`, from the one map of exposed modules (shared/src/composition/exposed-modules.json;
 * exposed-modules.ts types them for the parts that load them).
 */
function exposesOf(name) {
  const files = require('../../shared/src/composition/exposed-modules.json')[name];
  if (!files) throw new Error(`${name} is not in shared/src/composition/exposed-modules.json`);
  return Object.fromEntries(Object.entries(files).map(([module, file]) => [`./${module}`, file]));
}

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder
 * @param {string} options.name        the federation container name
 * @param {'host'|'remote'|'single-bundle'} options.kind  'single-bundle': the shell with every part compiled
 *   in (no Module Federation), built into dist-single
 * @param {Record<string,string>} [options.replace]  single-bundle only: absolute module path (without
 *   extension) -> the module built in its place
 */
function createConfig({ packageDir, name, kind, replace = {} }, argv = {}) {
  const production = argv.mode !== 'development';
  const single = kind === 'single-bundle';
  const isHost = kind === 'host' || single;
  if (!single && Object.keys(replace).length > 0) throw new Error('options.replace is for the single-bundle build');
  // A build's version: PART_VERSION, else the package's. It goes into mf-manifest.json (the
  // runtime reads MF_BUILD_VERSION) and into the code, so a running part can say what it is.
  const version = process.env.PART_VERSION || require(path.join(packageDir, 'package.json')).version;
  process.env.MF_BUILD_VERSION = version;
  return {
    mode: production ? 'production' : 'development',
    // Production maps stay beside the build for error tooling; the scripts do not point to them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: path.join(packageDir, 'src/index.ts'),
    output: {
      path: process.env.PART_OUT_DIR ? claimOutDir(process.env.PART_OUT_DIR) : outputDir(packageDir, kind),
      // Remotes resolve chunks against the origin their entry came from; the host serves deep links.
      publicPath: isHost ? '/' : 'auto',
      // Per version: two releases of one remote on a page must not share a chunk-loading global.
      uniqueName: isHost ? name : `${name}_${version.replace(/[^A-Za-z0-9]/g, '_')}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // A chunk that has not arrived after 5 s has failed: the part's fallback shows, the next navigation retries.
      chunkLoadTimeout: 5000,
      // In watch mode files are kept: a page loading mid-rebuild must not find its chunks deleted. A
      // PART_OUT_DIR is emptied only once claimed (new, empty or made by a build), keeping its marker.
      clean: production && (!process.env.PART_OUT_DIR || { keep: (asset) => asset === OUT_DIR_MARKER }),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...federationRuntimeAliases(), ...replace } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.PART_VERSION': JSON.stringify(version) }),
      // A shared module is provided whole (a consumer may use any export), so zod's forty message
      // locales would ride along; the site speaks through its own messages and needs only English.
      new NormalModuleReplacementPlugin(/zod[\\/]v4[\\/]locales[\\/]index\.js$/, ZOD_ENGLISH_ONLY),
      new NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, AXIOS_WITHOUT_FETCH),
      ...(single
        ? []
        : [
            new ModuleFederationPlugin({
              name,
              ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposesOf(name) }),
              // Every container takes the copy already loaded (the host's), never a newer one of its
              // own: a remote built against a later minor still runs on the page's one React.
              shareStrategy: 'loaded-first',
              shared: sharedSingletons(packageDir, kind),
              // Sorted lists: the same source and version build byte-identical manifests (see stable-stats.cjs).
              manifest: {
                additionalData: ({ stats, compilation }) => stableStats(withChunkGraphFacts(stats, compilation)),
              },
              dts: false,
              // The host carries the one federation runtime; a remote's entry uses it instead of
              // bringing a copy of its own (about 20 KB compressed each).
              // Pages are the only place these containers run (target: 'web'): the runtime's Node loaders
              // for remote entries are left out. disableSnapshot stays off: manifest remotes need it.
              experiments: {
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                optimization: { target: 'web' },
              },
            }),
          ]),
      // Every file is compressed once, at build time, at the highest settings (the static servers send
      // these as they are): brotli 11 is about 15% smaller than what a server compresses on the fly.
      ...(production ? precompressed() : []),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(packageDir, 'src/index.html'),
              // Served at /favicon.ico, where browsers and crawlers look without a link too.
              favicon: path.join(packageDir, 'src/favicon.ico'),
              scriptLoading: 'defer',
            }),
          ]
        : []),
    ],
    // swc minifies too: measured 12.7 s -> see docs/performance.md for the build-time comparison.
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, exposesOf, outputDir, sharedSingletons, sameMajor, SINGLETONS };

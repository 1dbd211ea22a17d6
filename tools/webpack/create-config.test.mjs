import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, exposesOf, outputDir, sameMajor, sharedSingletons, SINGLETONS } = require('./create-config.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('each remote exposes the modules of the one map, and every file it names exists', () => {
  expect(exposesOf('cart_checkout')).toMatchObject({
    './app': './src/app.tsx',
    './AddToCartButton': './src/features/add-to-cart/AddToCartButton.tsx',
  });
  for (const [name, folder] of [
    ['discovery', 'mfe-discovery'],
    ['cart_checkout', 'mfe-cart-checkout'],
    ['account', 'mfe-account'],
    ['parcel', 'mfe-parcel'],
  ]) {
    for (const file of Object.values(exposesOf(name)))
      expect([name, existsSync(path.join(ROOT, folder, file))]).toEqual([name, true]);
  }
  expect(() => exposesOf('shell')).toThrow('is not in shared/src/composition/exposed-modules.json');
});

test('a remote takes any minor of the major it was built against, and refuses another major', () => {
  expect(sameMajor('19.2.3')).toBe('>=19.0.0 <20.0.0');
  expect(sameMajor('0.1.0')).toBe('>=0.0.0 <1.0.0');
  const remote = sharedSingletons(path.join(ROOT, 'mfe-discovery'), 'remote');
  expect(Object.keys(remote)).toEqual(SINGLETONS);
  const reactMajor = require(require.resolve('react/package.json', { paths: [ROOT] })).version.split('.')[0];
  expect(remote.react).toEqual({
    singleton: true,
    strictVersion: true,
    requiredVersion: `>=${reactMajor}.0.0 <${Number(reactMajor) + 1}.0.0`,
    eager: false,
  });
});

test('the host provides its copies without refusing its own, from its entry but for what loads on demand', () => {
  const host = sharedSingletons(path.join(ROOT, 'shell'), 'host');
  expect(host['react-dom'].strictVersion).toBe(false);
  expect(host['@storefront/shared'].singleton).toBe(true);
  expect(host['react-dom'].eager).toBe(true);
  expect(host['@storefront/shared'].eager).toBe(true);
  // notistack loads with the first toast, not with the page.
  expect(host.notistack.eager).toBe(false);
});

test("a release build never writes into dist/, which the remote's server serves as its root release", () => {
  const dir = path.join(ROOT, 'mfe-discovery');
  expect(outputDir(dir, 'remote', {})).toBe(path.join(dir, 'dist'));
  expect(outputDir(dir, 'remote', { PART_VERSION: '1.4.0' })).toBe(path.join(dir, 'builds', '1.4.0'));
  expect(outputDir(dir, 'remote', { PART_VERSION: '1.4.0', PART_OUT_DIR: '/tmp/out' })).toBe('/tmp/out');
  expect(outputDir(path.join(ROOT, 'shell'), 'single-bundle', {})).toBe(path.join(ROOT, 'shell', 'dist-single'));
  expect(() => outputDir(dir, 'remote', { PART_VERSION: '../dist' })).toThrow('is not a version');
});

test('a build into PART_OUT_DIR refuses a folder with files it did not make, and keeps its marker when cleaning', () => {
  const saved = { out: process.env.PART_OUT_DIR, version: process.env.MF_BUILD_VERSION };
  const work = mkdtempSync(path.join(os.tmpdir(), 'create-config-'));
  const options = { packageDir: path.join(ROOT, 'mfe-discovery'), name: 'discovery', kind: 'remote' };
  try {
    writeFileSync(path.join(work, 'mf-manifest.json'), '{}');
    process.env.PART_OUT_DIR = work;
    expect(() => createConfig(options, { mode: 'production' })).toThrow('is not empty and was not made by a build');
    process.env.PART_OUT_DIR = path.join(work, 'new');
    const { output } = createConfig(options, { mode: 'production' });
    expect(output.path).toBe(path.join(work, 'new'));
    expect(output.clean.keep('.part-out-dir')).toBe(true);
    expect(output.clean.keep('main.js')).toBe(false);
  } finally {
    for (const [key, value] of [
      ['PART_OUT_DIR', saved.out],
      ['MF_BUILD_VERSION', saved.version],
    ]) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(work, { recursive: true, force: true });
  }
});

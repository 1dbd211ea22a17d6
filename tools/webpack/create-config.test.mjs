import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { outputDir, sameMajor, sharedSingletons, SINGLETONS } = require('./create-config.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  });
});

test('the host provides its copies without refusing its own', () => {
  const host = sharedSingletons(path.join(ROOT, 'shell'), 'host');
  expect(host['react-dom'].strictVersion).toBe(false);
  expect(host['@storefront/shared'].singleton).toBe(true);
});

test("a release build never writes into dist/, which the remote's server serves as its root release", () => {
  const dir = path.join(ROOT, 'mfe-discovery');
  expect(outputDir(dir, 'remote', {})).toBe(path.join(dir, 'dist'));
  expect(outputDir(dir, 'remote', { PART_VERSION: '1.4.0' })).toBe(path.join(dir, 'builds', '1.4.0'));
  expect(outputDir(dir, 'remote', { PART_VERSION: '1.4.0', PART_OUT_DIR: '/tmp/out' })).toBe('/tmp/out');
  expect(outputDir(path.join(ROOT, 'shell'), 'single-bundle', {})).toBe(path.join(ROOT, 'shell', 'dist-single'));
  expect(() => outputDir(dir, 'remote', { PART_VERSION: '../dist' })).toThrow('is not a version');
});

const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');
const { plainScriptConfig } = require('../tools/webpack/plain-script.cjs');

/**
 * The shell, and beside it two plain scripts: the Firebase Cloud Messaging service worker, at the
 * site's root (/firebase-messaging-sw.js, so its scope is the whole site), and the page's first reads
 * (first-reads.js, which the shell's server inlines into the page).
 */
module.exports = (_env, argv) => {
  const shell = { ...createConfig({ packageDir: __dirname, name: 'shell', kind: 'host' }, argv), name: 'shell' };
  const serviceWorker = plainScriptConfig(
    {
      name: 'firebase-messaging-sw',
      entry: path.join(__dirname, 'src/features/push/service-worker/firebase-messaging-sw.ts'),
      after: shell,
      filename: 'firebase-messaging-sw.js',
      target: 'webworker',
    },
    argv,
  );
  const firstReads = plainScriptConfig(
    {
      name: 'first-reads',
      entry: path.join(__dirname, 'src/first-reads.ts'),
      after: shell,
      filename: 'first-reads.js',
      target: 'web',
    },
    argv,
  );
  return [shell, serviceWorker, firstReads];
};

// The single-bundle build: the same shell with the four parts compiled in instead of loaded through
// Module Federation (one deploy; the baseline `npm run bench` measures the composed site against).
// The only difference is the remote loader the composition layer uses. The page's first reads are
// the same script as the shell's.
const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');
const { plainScriptConfig } = require('../tools/webpack/plain-script.cjs');

module.exports = (_env, argv) => {
  const single = {
    ...createConfig(
      {
        packageDir: __dirname,
        name: 'shell',
        kind: 'single-bundle',
        replace: {
          [path.join(__dirname, 'src/composition/remote-loader')]: path.join(
            __dirname,
            'src/single-bundle/remote-loader',
          ),
        },
      },
      argv,
    ),
    name: 'single-bundle',
  };
  const firstReads = plainScriptConfig(
    {
      name: 'first-reads',
      entry: path.join(__dirname, 'src/first-reads.ts'),
      after: single,
      filename: 'first-reads.js',
      target: 'web',
    },
    argv,
  );
  return [single, firstReads];
};

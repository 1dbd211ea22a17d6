// The single-bundle build: the same shell with the four parts compiled in instead of loaded through
// Module Federation (one deploy; the baseline `npm run bench` measures the composed site against).
// The only difference is the remote loader the composition layer uses.
const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = (_env, argv) =>
  createConfig(
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
  );

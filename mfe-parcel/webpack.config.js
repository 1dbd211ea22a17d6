const { createConfig } = require('../tools/webpack/create-config.cjs');
module.exports = (_env, argv) =>
  createConfig(
    {
      packageDir: __dirname,
      name: 'parcel',
      kind: 'remote',
    },
    argv,
  );

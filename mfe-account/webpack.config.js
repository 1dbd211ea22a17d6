const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = (_env, argv) =>
  createConfig(
    {
      packageDir: __dirname,
      name: 'account',
      kind: 'remote',
      exposes: {
        './app': './src/app.tsx',
        './overlays': './src/overlays.tsx',
        './OrderDetails': './src/features/orders/OrderDetails.tsx',
      },
    },
    argv,
  );

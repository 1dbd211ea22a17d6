const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = (_env, argv) =>
  createConfig(
    {
      packageDir: __dirname,
      name: 'cart_checkout',
      kind: 'remote',
      exposes: {
        './app': './src/app.tsx',
        './overlays': './src/overlays.tsx',
        './AddToCartButton': './src/features/add-to-cart/AddToCartButton.tsx',
        './ItemDetail': './src/features/item-detail/ItemDetailEmbed.tsx',
        './SavedAddressPicker': './src/features/checkout/SavedAddressPicker.tsx',
        './AddressModal': './src/features/checkout/AddressModalEmbed.tsx',
      },
    },
    argv,
  );

const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { createConfig } = require('../tools/webpack/create-config.cjs');

/**
 * The shell, and beside it the Firebase Cloud Messaging service worker: a plain script at the site's
 * root (/firebase-messaging-sw.js, so its scope is the whole site), built after the shell so the
 * shell's clean output step cannot remove it.
 */
module.exports = (_env, argv) => {
  const shell = { ...createConfig({ packageDir: __dirname, name: 'shell', kind: 'host' }, argv), name: 'shell' };
  const production = (argv.mode ?? 'production') === 'production';
  const serviceWorker = {
    name: 'firebase-messaging-sw',
    dependencies: ['shell'],
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: 'webworker',
    entry: path.join(__dirname, 'src/features/push/service-worker/firebase-messaging-sw.ts'),
    output: { path: shell.output.path, filename: 'firebase-messaging-sw.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [shell, serviceWorker];
};

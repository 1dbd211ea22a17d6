// A script built on its own, outside the federation and with no chunks: one file at a fixed name in a
// part's output folder, built after the part (whose clean output step would remove it).
const TerserPlugin = require('terser-webpack-plugin');

/**
 * @param {{ name: string, entry: string, after: { name: string, output: { path: string } },
 *   filename: string, target: 'web' | 'webworker' }} script
 * @param {{ mode?: string }} argv
 */
function plainScriptConfig({ name, entry, after, filename, target }, argv) {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    name,
    dependencies: [after.name],
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target,
    entry,
    output: { path: after.output.path, filename, clean: false },
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
}

module.exports = { plainScriptConfig };

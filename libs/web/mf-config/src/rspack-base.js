// Common rspack settings of the four web apps (CommonJS; required by each rspack.config.js).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const ROUTER_SHIM = path.join(__dirname, 'shared', 'react-router-dom.js');

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of apps/<name>
 * @param {object} options.federation ModuleFederationPlugin options
 * @param {string} options.publicPath '/' for the shell, 'auto' for remotes
 * @param {string} options.title document title of the generated index.html
 * @param {number} options.devPort port of `rspack serve`
 * @param {'production' | 'development'} [options.mode]
 * @param {Record<string, number>} [options.devRemotePorts] shell only: /mfe/<name> → local dev server
 */
function createWebConfig({
  appDir,
  federation,
  publicPath,
  title,
  devPort,
  mode,
  devRemotePorts = {},
}) {
  const production = (mode || process.env.NODE_ENV || 'production') !== 'development';
  const hashed = (ext) => (production ? `[name].[contenthash:10].${ext}` : `[name].${ext}`);
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: federation.name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      assetModuleFilename: production
        ? 'assets/[name].[contenthash:10][ext]'
        : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // The router surface the apps use, shared instead of all of react-router (see the file).
      alias: { 'react-router-dom$': ROUTER_SHIM },
    },
    module: {
      // An import of a name the module does not export fails the build (e.g. a router export
      // missing from ROUTER_SHIM) instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        title,
        minify: production,
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin(
        production || !federation.experiments?.externalRuntime
          ? federation
          : // A remote's dev server also serves it standalone (its own index.html), which needs
            // its own federation runtime; built remotes take the shell's.
            { ...federation, experiments: { ...federation.experiments, externalRuntime: false } },
      ),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Local development only: API calls go to the gateway (npm start) and, for the shell,
      // /mfe/<name>/ to each remote's own dev server, mirroring the gateway's layout.
      proxy: [
        ...Object.entries(devRemotePorts).map(([name, port]) => ({
          context: [`/mfe/${name}`],
          target: `http://localhost:${port}`,
          pathRewrite: { [`^/mfe/${name}`]: '' },
        })),
        { context: ['/api'], target: process.env.LABELLENS_GATEWAY_URL || 'http://localhost:8080' },
      ],
    },
  };
}

module.exports = { createWebConfig };

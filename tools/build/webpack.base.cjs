// @ts-check
// The webpack config shared by the shell and the three remotes: TypeScript through ts-loader,
// CSS extracted to files, content-hashed chunks, publicPath 'auto' so a build works from any URL.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { BootPagePlugin } = require('./boot-page.cjs');
const { hostPlugins, remotePlugins } = require('./federation/plugins.cjs');
const { portOf, remotesConfig } = require('../serve/ports.cjs');
const { appNamed, exposesOf } = require('../../apps.config.cjs');
const { alias } = require('./aliases.cjs');

/**
 * @param {{
 *   appDir: string,
 *   app: import('../../apps.config.cjs').App['name'],
 *   title: string,
 *   boot?: { entry: string, chunkGroups: string[] },
 *   earlyCalls?: string,
 * }} options `app` names its entry in apps.config.cjs: its federation name, its port and, for a
 *   remote, the pages it exposes; for the shell, `boot`: its page's inline boot script and the
 *   named chunks it preloads (./boot-page.cjs); for a remote, `earlyCalls`: the entry of its
 *   early-calls.js, which the shell's page loads to start a page's first api requests
 *   (shared-auth/boot). Both in production builds only.
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createConfig({ appDir, app, title, boot, earlyCalls }) {
  const entry = appNamed(app);
  const { federationName } = entry;
  const exposes = 'pages' in entry ? exposesOf(entry) : undefined;
  const resolve = { extensions: ['.ts', '.tsx', '.js'], alias };
  const typeScript = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: { configFile: path.join(appDir, 'tsconfig.json'), transpileOnly: true },
  };
  /**
   * A production build of more of the app's folder, run after the app's own (which empties dist/)
   * and without module federation.
   * @param {string} part
   * @param {import('webpack').Configuration} config
   * @returns {import('webpack').Configuration}
   */
  const afterApp = (part, config) => ({
    name: `${app} ${part}`,
    dependencies: [app],
    mode: 'production',
    context: appDir,
    devtool: 'hidden-source-map',
    resolve,
    performance: { hints: false },
    ...config,
  });
  /**
   * A remote's early-calls.js, built on its own after the app (into the same folder): a plain
   * script, without the federation runtime the app's entries carry, run before any app code.
   */
  const earlyCallsBuild = afterApp('early calls', {
    entry: { 'early-calls': earlyCalls ?? '' },
    output: { path: path.join(appDir, 'dist'), filename: '[name].js', clean: false },
    module: { rules: [typeScript] },
  });
  const cssRule = { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] };
  const assetRule = { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' };
  /** The page of an app's own origin (the shell's, and a remote's opened on its own). */
  const indexPage = () =>
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      title,
      favicon: path.join(__dirname, 'favicon.svg'),
      chunks: ['main'],
      // The page is served at deep links (/reserve/new): its own script must come from the root.
      publicPath: '/',
    });
  /**
   * A remote's production page on its own origin (src/index.ts: the notice that its pages open
   * inside the app), built on its own after the app into dist/standalone/: the app's entries
   * expect the federation runtime the shell provides, which a page of the remote alone does not
   * have. Nothing the shell loads comes from here.
   */
  const standaloneBuild = afterApp('standalone', {
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/',
      filename: 'standalone/[name].js',
      chunkFilename: 'standalone/[name].[contenthash:10].js',
      assetModuleFilename: 'standalone/assets/[name].[contenthash:10][ext]',
      uniqueName: `${federationName}-standalone`,
      clean: false,
    },
    module: { rules: [typeScript, cssRule, assetRule] },
    plugins: [
      new MiniCssExtractPlugin({
        filename: 'standalone/[name].[contenthash:10].css',
        chunkFilename: 'standalone/[name].[contenthash:10].css',
      }),
      indexPage(),
    ],
  });
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The development server's page goes without it (it would carry the dev server's client).
    const bootPage = production ? boot : undefined;
    const remoteInProduction = production && exposes !== undefined;
    /** @type {import('webpack').Configuration} */
    const appBuild = {
      name: app,
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote's production build has only what the shell loads (its container, remoteEntry.js,
      // and what it exposes); its own page is standaloneBuild.
      entry: remoteInProduction
        ? {}
        : { main: './src/index.ts', ...(bootPage ? { boot: bootPage.entry } : {}) },
      // Production maps are written beside the bundles for the team, named in none of them, and
      // never deployed or served (tools/serve/deploy-build.mjs, serve-app.mjs): they hold the
      // whole source, the admin remote's included.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        // Entry files keep stable names (served with no-cache); the federation runtime cannot
        // resolve [contenthash] in them. Every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName,
        clean: true,
      },
      resolve,
      module: {
        rules: [typeScript, cssRule, assetRule],
      },
      plugins: [
        ...(exposes
          ? remotePlugins({ name: federationName, exposes, production })
          : hostPlugins(webpack)),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        ...(remoteInProduction ? [] : [indexPage()]),
        ...(bootPage
          ? [new BootPagePlugin({ entry: 'boot', chunkGroups: bootPage.chunkGroups })]
          : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Each shared package is its own async chunk; a small library two of them bundle
            // (reselect: @reduxjs/toolkit and its query/react entry) would otherwise be copied
            // into both and downloaded twice.
            sharedVendors: {
              test: /[\\/]node_modules[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: -5,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: portOf(app),
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        // The shell's dev server answers /remotes.json like its production server does.
        setupMiddlewares: (middlewares, devServer) => {
          if (app === 'shell') {
            devServer.app?.get('/remotes.json', (_req, res) => {
              res.json(remotesConfig());
            });
          }
          return middlewares;
        },
      },
    };
    if (!remoteInProduction) return appBuild;
    return [appBuild, ...(earlyCalls ? [earlyCallsBuild] : []), standaloneBuild];
  };
}

module.exports = { createConfig };

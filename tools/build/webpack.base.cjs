// @ts-check
// The webpack config shared by the shell and the three remotes: TypeScript through ts-loader,
// CSS extracted to files, content-hashed chunks, publicPath 'auto' so a build works from any URL.
const path = require('node:path');
const { existsSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { hostPlugins, remotePlugins } = require('./federation/plugins.cjs');
const { portOf, remotesConfig } = require('../../app-server/ports.cjs');
const { appNamed, exposesOf } = require('../../apps.config.cjs');
const { alias } = require('./aliases.cjs');
const { compileHints } = require('./compileHints.cjs');
const { localeChunks } = require('./localeChunks.cjs');
const { precompress } = require('./precompress.cjs');
const { ICON_HREF } = require('./pageIcon.cjs');

const ROOT = path.join(__dirname, '..', '..');

/**
 * @param {{
 *   appDir: string,
 *   app: import('../../apps.config.cjs').App['name'],
 *   title: string,
 *   boot?: { entry: string, plugin: import('webpack').WebpackPluginInstance },
 * }} options `app` names its entry in apps.config.cjs: its federation name, its port and, for a
 *   remote, the pages it exposes; for the shell, `boot`: its page's inline boot script and the
 *   plugin that inlines it in the page (shell/server/boot-page.cjs), in production builds only.
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createConfig({ appDir, app, title, boot }) {
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
  const cssRule = { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] };
  const assetRule = { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' };
  const appsConfigRule = {
    test: /[\\/]apps\.config\.cjs$/,
    type: 'javascript/esm',
    loader: path.join(__dirname, 'apps-config-loader.cjs'),
  };
  const rules = [typeScript, cssRule, assetRule, appsConfigRule];
  /** The page of an app's own origin (the shell's, and a remote's opened on its own). */
  const indexPage = () =>
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      title,
      iconHref: ICON_HREF,
      chunks: ['main'],
      // The page is served at deep links (/reserve/new): its own script must come from the root.
      publicPath: '/',
    });
  /**
   * A remote's production build of what is not loaded through the shell's federation runtime,
   * after the app's own (which empties dist/), into the same folder:
   * - its page on its own origin (src/index.ts: the notice that its pages open inside the app),
   *   in dist/standalone/; nothing the shell loads comes from there;
   * - its early-calls.js, if it has src/earlyCalls.ts: a plain script the shell's page loads to
   *   start a page's first api requests (shared-auth/src/boot/earlyCallsScript.ts, given the
   *   remote's declaration as `vespa-early-calls`), run before any app code.
   */
  const earlyCallsFile = path.join(appDir, 'src', 'earlyCalls.ts');
  const hasEarlyCalls = existsSync(earlyCallsFile);
  const standaloneCss = 'standalone/[name].[contenthash:10].css';
  const outsideBuild = {
    name: `${app} standalone`,
    dependencies: [app],
    mode: 'production',
    context: appDir,
    devtool: 'hidden-source-map',
    performance: { hints: false },
    entry: {
      main: './src/index.ts',
      ...(hasEarlyCalls
        ? {
            'early-calls': {
              import: path.join(ROOT, 'shared-auth', 'src', 'boot', 'earlyCallsScript.ts'),
              filename: 'early-calls.js',
            },
          }
        : {}),
    },
    resolve: { ...resolve, alias: { ...alias, 'vespa-early-calls$': earlyCallsFile } },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/',
      filename: 'standalone/[name].js',
      chunkFilename: 'standalone/[name].[contenthash:10].js',
      assetModuleFilename: 'standalone/assets/[name].[contenthash:10][ext]',
      uniqueName: `${federationName}-standalone`,
      clean: false,
    },
    module: { rules },
    plugins: [
      new MiniCssExtractPlugin({ filename: standaloneCss, chunkFilename: standaloneCss }),
      indexPage(),
      compileHints(),
      precompress(),
    ],
  };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The development server's page goes without it (it would carry the dev server's client).
    const bootPage = production ? boot : undefined;
    const remoteInProduction = production && exposes !== undefined;
    const css = production ? '[name].[contenthash:10].css' : '[name].css';
    /** @type {import('webpack').Configuration} */
    const appBuild = {
      name: app,
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote's production build has only what the shell loads (its container, remoteEntry.js,
      // and what it exposes); its own page is outsideBuild.
      entry: remoteInProduction
        ? {}
        : { main: './src/index.ts', ...(bootPage ? { boot: bootPage.entry } : {}) },
      // Production maps are written beside the bundles for the team, named in none of them, and
      // never deployed or served (app-server/deploy-build.mjs, serve-app.mjs): they hold the
      // whole source, the admin remote's included.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell's page is served at the root of its origin (its main.js comes from /): no
        // runtime code to find where its chunks are.
        publicPath: exposes ? 'auto' : '/',
        // Entry files keep stable names (served with no-cache); the federation runtime cannot
        // resolve [contenthash] in them. Every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName,
        clean: true,
      },
      resolve,
      module: { rules },
      plugins: [
        ...(exposes
          ? remotePlugins({ name: federationName, exposes, production })
          : hostPlugins(webpack)),
        new MiniCssExtractPlugin({ filename: css, chunkFilename: css }),
        ...(remoteInProduction ? [] : [indexPage()]),
        ...(bootPage ? [bootPage.plugin] : []),
        ...(production ? [compileHints(), precompress()] : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Nothing split off by size: on a slow phone each file more is a round trip more; and
            // a language's catalogues (English apart) one file per app, named so that the shell's
            // page asks for it before the code that imports it runs
            // (docs/decisions/0025-one-chunk-for-a-signed-in-page.md).
            defaultVendors: false,
            locales: localeChunks,
            // Each shared package is its own async chunk; a small library two of them bundle
            // (reselect: @reduxjs/toolkit and its query/react entry), or a kit component the
            // shell's later parts and the kit's index both hold, would otherwise be copied into
            // both and downloaded twice.
            sharedVendors: {
              test: /[\\/](node_modules|shared-ui)[\\/]/,
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
    return [appBuild, /** @type {import('webpack').Configuration} */ (outsideBuild)];
  };
}

module.exports = { createConfig };

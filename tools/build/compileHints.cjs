// @ts-check
const webpack = require('webpack');

/**
 * V8's compile hint on every script of a production build (the boot script is inline, not a
 * file): V8 then compiles all of a file's functions while it downloads, on a background thread,
 * instead of each one on the main thread the first time it is called, which was a third of a
 * signed-in page's start (docs/PERFORMANCE.md). The hint must be the file's first line, so it
 * is added after the minimizer (which writes its license line first).
 */
const compileHints = () =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

module.exports = { compileHints };

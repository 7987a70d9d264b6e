// @ts-check
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Each script and stylesheet of a production build also written brotli-compressed at its best
 * (quality 11), beside it as `<file>.br`, which the app servers send to a browser that accepts
 * brotli (app-server/serve-app.mjs): main.js is 95 KB instead of the 104 KB that compressing
 * each response at quality 6 sends, for no CPU per request (docs/PERFORMANCE.md). Every file
 * gets one, however small, so that a deploy never leaves an older `.br` beside a newer file.
 */
const precompress = () =>
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 0,
    minRatio: Infinity,
  });

module.exports = { precompress };

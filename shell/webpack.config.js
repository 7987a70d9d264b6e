// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');
const { BootPagePlugin } = require('./server/boot-page.cjs');

// Its federation name, port are its entry in apps.config.cjs.

module.exports = createConfig({
  appDir: __dirname,
  app: 'shell',
  title: 'Vespa Rentals',
  // The page's inline boot script, and the chunks it preloads for a remote's page: the federation
  // runtime and the api client with RTK Query's React entry (src/boot/boot.ts).
  boot: {
    entry: './src/boot/index.ts',
    plugin: new BootPagePlugin({
      entry: 'boot',
      chunkGroups: ['federation', 'shared-auth-api', 'reduxjs-toolkit-query-react'],
    }),
  },
});

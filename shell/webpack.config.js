// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');
const { BootPagePlugin } = require('./server/boot-page.cjs');

// Its federation name, port are its entry in apps.config.cjs.

module.exports = createConfig({
  appDir: __dirname,
  app: 'shell',
  title: 'Vespa Rentals',
  // The page's inline boot script, and the chunks it preloads for a remote's page: the federation
  // runtime, the api client with Redux Toolkit and RTK Query's React entry, the shell's later parts
  // (the sidebar, the remotes' routes) and the whole UI kit (src/boot/boot.ts).
  boot: {
    entry: './src/boot/index.ts',
    plugin: new BootPagePlugin({
      entry: 'boot',
      chunkGroups: [
        'federation',
        'shared-auth-api',
        'reduxjs-toolkit-query-react',
        'later-parts',
        'shared-ui',
      ],
    }),
  },
});

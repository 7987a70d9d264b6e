// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');
const { BootPagePlugin } = require('./server/boot-page.cjs');
const { SIGNED_IN_CHUNK } = require('../tools/build/federation/shared.cjs');

// Its federation name, port are its entry in apps.config.cjs.

module.exports = createConfig({
  appDir: __dirname,
  app: 'shell',
  title: 'Vespa Rentals',
  // The page's inline boot script, and the chunk it preloads for a remote's page: the federation
  // runtime, the api client with Redux Toolkit, the shell's later parts (the sidebar, the remotes'
  // routes) and the whole UI kit, in one file (src/boot/boot.ts).
  boot: {
    entry: './src/boot/index.ts',
    plugin: new BootPagePlugin({ entry: 'boot', chunkGroups: [SIGNED_IN_CHUNK] }),
  },
});

// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

// Its federation name, port and exposed pages are its entry in apps.config.cjs.

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-admin',
  title: 'Vespa Rentals: admin',
});

// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

// Its federation name, port are its entry in apps.config.cjs.

module.exports = createConfig({
  appDir: __dirname,
  app: 'shell',
  title: 'Vespa Rentals',
});

// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'shell',
  federationName: 'shell',
  title: 'Vespa Rentals',
});

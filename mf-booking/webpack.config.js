// @ts-check
const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-booking',
  federationName: 'booking',
  title: 'Vespa Rentals: booking',
  exposes: {
    './ReservePage': './src/pages/ReservePage.tsx',
    './ReservationsPage': './src/pages/ReservationsPage.tsx',
  },
});

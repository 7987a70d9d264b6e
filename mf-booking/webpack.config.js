// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-booking',
  federationName: 'booking',
  title: 'Vespa Rentals: booking',
  exposes: {
    './ReservePage': './src/reserve/ReservePage.tsx',
    './ReservationsPage': './src/reservations/ReservationsPage.tsx',
  },
});

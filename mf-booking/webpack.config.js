// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-booking',
  federationName: 'booking',
  title: 'Vespa Rentals: booking',
  // What each exposed page asks the api for first, started as the page is entered.
  earlyCalls: './src/startEarlyCalls.ts',
  exposes: {
    './ReservePage': './src/reserve/ReservePage.tsx',
    './ReservationsPage': './src/reservations/ReservationsPage.tsx',
  },
});

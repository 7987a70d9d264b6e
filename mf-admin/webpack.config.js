// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-admin',
  federationName: 'admin',
  title: 'Vespa Rentals: admin',
  // What each exposed page asks the api for first, started as the page is entered.
  earlyCalls: './src/startEarlyCalls.ts',
  exposes: {
    './AddMotorcyclePage': './src/add/AddMotorcyclePage.tsx',
    './DeletePage': './src/delete/DeletePage.tsx',
    './EditMotorcyclePage': './src/edit/EditMotorcyclePage.tsx',
    './ReservationsAdminPage': './src/reservations/ReservationsAdminPage.tsx',
    './TodayPage': './src/today/TodayPage.tsx',
    './FleetPage': './src/fleet/FleetPage.tsx',
    './ReportsPage': './src/reports/ReportsPage.tsx',
  },
});

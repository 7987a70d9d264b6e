// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-catalog',
  federationName: 'catalog',
  title: 'Vespa Rentals: catalog',
  // What each exposed page asks the api for first, started as the page is entered.
  earlyCalls: './src/startEarlyCalls.ts',
  exposes: {
    './CarouselPage': './src/carousel/CarouselPage.tsx',
    './DetailPage': './src/detail/DetailPage.tsx',
  },
});

// @ts-check
const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-catalog',
  federationName: 'catalog',
  title: 'Vespa Rentals: catalog',
  exposes: {
    './CarouselPage': './src/pages/CarouselPage.tsx',
    './DetailPage': './src/pages/DetailPage.tsx',
  },
});

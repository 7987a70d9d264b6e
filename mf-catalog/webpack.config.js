// @ts-check
const { createConfig } = require('../tools/build/webpack.base.cjs');

module.exports = createConfig({
  appDir: __dirname,
  app: 'mf-catalog',
  federationName: 'catalog',
  title: 'Vespa Rentals: catalog',
  exposes: {
    './CarouselPage': './src/carousel/CarouselPage.tsx',
    './DetailPage': './src/detail/DetailPage.tsx',
  },
});

/**
 * Plain ES modules, run as they are (no transform), like the tools they test: the app server
 * (serve/serve-app.mjs) and the deploy (serve/deploy-build.mjs), on folders the tests write and
 * on the apps' own builds; the floors ESLint holds (lint/floors.mjs), through ESLint's own API.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/serve/test', '<rootDir>/lint/test'],
  testMatch: ['**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  // Only what @fastify/static requires and ships as ES modules alone is compiled.
  transform: {
    '/node_modules/content-disposition/.+\\.m?js$': '<rootDir>/test/jest.esm-transform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};

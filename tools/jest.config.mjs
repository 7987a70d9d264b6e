/**
 * Plain ES modules, run as they are (no transform), like the tools they test: the app server
 * (app-server/serve-app.mjs, the shell's page in shell/server/) and the deploy
 * (app-server/deploy-build.mjs), on folders the tests write and
 * on the apps' own builds; the floors ESLint holds
 * (lint/floors.mjs), through ESLint's own API; the cluster's HAProxy configuration (stack/), run
 * by Debian's haproxy.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/../app-server/test',
    '<rootDir>/../shell/server/test',
    '<rootDir>/lint/test',
    '<rootDir>/stack/test',
  ],
  testMatch: ['**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  // Nothing is compiled: on Node 24 jest loads the ES-module-only dependencies @fastify/static
  // requires (content-disposition) through Node's own require(esm).
  transform: {},
};

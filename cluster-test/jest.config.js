/**
 * Plain ES modules, run as they are (no transform): the tests import the same
 * tools/stack/*.mjs modules that `npm run cluster` uses. Each file starts its own cluster on
 * ports the kernel picks, so nothing collides with npm start, the e2e suite or the bench.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  testTimeout: 60_000,
};

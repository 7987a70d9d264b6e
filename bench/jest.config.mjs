/**
 * Plain ES modules, run as they are (no transform), like the bench they test: the seeded shop
 * (seed/), planned and then read back from the built api on SQLite and PostgreSQL.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/seed/test'],
  testMatch: ['**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
};

/** Dependencies published only as ES modules: Node requires them, jest needs them compiled. */
const ESM_ONLY = ['typebox', 'content-disposition', 'kysely'];
/**
 * CommonJS that loads modules with import(), which jest's module system cannot run without
 * --experimental-vm-modules: compiled the same way, import() becomes require().
 */
const DYNAMIC_IMPORTS = ['@react-email/render'];
const COMPILED = [...ESM_ONLY, ...DYNAMIC_IMPORTS];

const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.m?js$`]:
      '<rootDir>/../tools/test/jest.esm-transform.cjs',
    [`/node_modules/(${DYNAMIC_IMPORTS.join('|')})/.+\\.cjs$`]:
      '<rootDir>/../tools/test/jest.esm-transform.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${COMPILED.join('|')})/)`],
  moduleNameMapper: {
    '^shared-domain$': '<rootDir>/../shared-domain/src',
    '^shared-domain/wire$': '<rootDir>/../shared-domain/src/wire',
  },
};

/**
 * Every test file runs twice: on a temporary SQLite file and on a throwaway PostgreSQL 15
 * (test/support/postgres-setup.ts). test/support/dialect-*.js tell the helpers which one.
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 30000,
  // Two files at a time, a core each on the 2-core CI machine: jest's default there is one. More
  // would starve the tests that time a server process's start, shutdown and locks.
  maxWorkers: 2,
  // Each file's tests run in a new order every time (the seed is printed; --seed=N repeats it),
  // so a test that leans on another's data fails instead of passing by luck.
  randomize: true,
  projects: [
    { ...base, displayName: 'sqlite', setupFiles: ['<rootDir>/test/support/dialect-sqlite.js'] },
    {
      ...base,
      displayName: 'postgres',
      setupFiles: ['<rootDir>/test/support/dialect-postgres.js'],
      globalSetup: '<rootDir>/test/support/postgres-setup.ts',
      globalTeardown: '<rootDir>/test/support/postgres-teardown.ts',
    },
  ],
};

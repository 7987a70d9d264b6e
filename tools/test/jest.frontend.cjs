// @ts-check
// Jest settings shared by shared-auth, shared-ui and the four frontends: ts-jest under jsdom, CSS
// stubbed, shared-domain read from source so unit tests need no build.
const path = require('node:path');

/** @param {string} rootDir @returns {import('jest').Config} */
module.exports = function frontendJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jest.jsdom-env.cjs'),
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            ignoreDeprecations: '6.0',
            // The shell's types of its remotes come from apps.config.cjs (JSDoc literal types),
            // which is outside the package: the compiled files are laid out from the root.
            allowJs: true,
            rootDir: path.join(__dirname, '..', '..'),
          },
        },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.frontend-setup.cjs')],
    // A spy (on fetch, on the console) ends with its test: none is left to hide what a later
    // test does.
    restoreMocks: true,
    // Upper bounds, not waits: a test that types into a form takes half a second alone, and
    // several times five on a machine running other suites at once.
    testTimeout: 15_000,
    // Two files at a time on the 2-core CI machine, where jest's default is one.
    maxWorkers: 2,
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      '^shared-domain$': path.join(__dirname, '../../shared-domain/src'),
    },
  };
};

const config = require('../tools/test/jest.frontend.cjs')(__dirname);

// The admin namespace's English before every test file (test/setup.ts).
module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
};

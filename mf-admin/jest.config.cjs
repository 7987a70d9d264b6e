module.exports = require('../tools/test/jest.frontend.cjs')(__dirname);

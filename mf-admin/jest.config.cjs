module.exports = require('../tools/jest.frontend.cjs')(__dirname);

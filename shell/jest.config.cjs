const { shellRemotes } = require('../tools/build/federation/plugins.cjs');

module.exports = {
  ...require('../tools/test/jest.frontend.cjs')(__dirname),
  // What the shell's build defines (hostPlugins): the remotes, from apps.config.cjs.
  globals: { SHELL_REMOTES: shellRemotes() },
};

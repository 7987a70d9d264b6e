// @ts-check
// Default ports and URLs of the five servers, from the list of apps (apps.config.cjs) and the
// api's own; every one can be overridden by env.
const { APPS, REMOTES } = require('../apps.config.cjs');

/** The apps and the api: each one's name, default port and env prefix. */
const SERVERS = [...APPS, { name: 'api', port: 4000, envPrefix: 'API' }];

/** @type {Record<string, number>} */
const DEFAULT_PORTS = Object.fromEntries(SERVERS.map((server) => [server.name, server.port]));

/** @type {Record<string, string>} */
const ENV_PREFIX = Object.fromEntries(SERVERS.map((server) => [server.name, server.envPrefix]));

/** @param {string} app an app's name, or `api` */
function portOf(app, env = process.env) {
  return Number(env[`${ENV_PREFIX[app]}_PORT`] ?? DEFAULT_PORTS[app]);
}

/** @param {string} app an app's name, or `api` */
function urlOf(app, env = process.env) {
  return env[`${ENV_PREFIX[app]}_URL`] ?? `http://localhost:${portOf(app, env)}`;
}

/**
 * What the shell's /remotes.json tells the browser: where each remote (by its federation name)
 * and the api live.
 * @returns {Record<string, string>}
 */
function remotesConfig(env = process.env) {
  return {
    ...Object.fromEntries(
      REMOTES.map((remote) => [remote.federationName, urlOf(remote.name, env)]),
    ),
    api: urlOf('api', env),
  };
}

module.exports = { DEFAULT_PORTS, ENV_PREFIX, portOf, urlOf, remotesConfig };

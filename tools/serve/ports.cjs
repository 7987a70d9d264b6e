// @ts-check
// Default ports and URLs of the five servers; every one can be overridden by env.
const DEFAULT_PORTS = {
  shell: 3000,
  'mf-catalog': 3001,
  'mf-booking': 3002,
  'mf-admin': 3003,
  api: 4000,
};

const ENV_PREFIX = {
  shell: 'SHELL',
  'mf-catalog': 'CATALOG',
  'mf-booking': 'BOOKING',
  'mf-admin': 'ADMIN',
  api: 'API',
};

/** @param {keyof typeof DEFAULT_PORTS} app */
function portOf(app, env = process.env) {
  return Number(env[`${ENV_PREFIX[app]}_PORT`] ?? DEFAULT_PORTS[app]);
}

/** @param {keyof typeof DEFAULT_PORTS} app */
function urlOf(app, env = process.env) {
  return env[`${ENV_PREFIX[app]}_URL`] ?? `http://localhost:${portOf(app, env)}`;
}

/** What the shell's /remotes.json tells the browser: where each remote and the api live. */
function remotesConfig(env = process.env) {
  return {
    catalog: urlOf('mf-catalog', env),
    booking: urlOf('mf-booking', env),
    admin: urlOf('mf-admin', env),
    api: urlOf('api', env),
  };
}

module.exports = { DEFAULT_PORTS, ENV_PREFIX, portOf, urlOf, remotesConfig };

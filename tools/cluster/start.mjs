// npm run cluster: the production topology on this machine, for trying it out: a throwaway
// PostgreSQL 15, Redis, three api instances in production mode behind HAProxy on the api port
// (4000, or API_PORT), and the four apps pointed at HAProxy. Creates one administrator with a
// random password and adds the demo motorcycles through the api, then prints the URL and that
// login. Ctrl+C stops every process it started and removes its folders.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveApp } from '../serve/serve-app.mjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { startCluster } from './cluster.mjs';
import { createSupervisor, ROOT } from './processes.mjs';

const require = createRequire(import.meta.url);
const { portOf, urlOf } = require('../serve/ports.cjs');
const APPS = require('../../apps.config.cjs').APPS.map(({ name }) => name);

/** The shell's origin as the browser sends it, with its localhost/127.0.0.1 twin. */
function shellOrigins() {
  const origin = new URL(urlOf('shell')).origin;
  const twin = origin.includes('//localhost:')
    ? origin.replace('//localhost:', '//127.0.0.1:')
    : origin.replace('//127.0.0.1:', '//localhost:');
  return [...new Set([origin, twin])];
}

async function request(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

/** Adds the demo catalogue through the api as the administrator: the cluster seeds nothing. */
async function addDemoMotorcycles(apiUrl, admin) {
  const login = await request(`${apiUrl}/api/v1/login`, {
    method: 'POST',
    body: { user: { email: admin.email, password: admin.password } },
  });
  if (login.status !== 200) throw new Error(`The administrator could not sign in: ${login.status}`);
  const { DEMO_MOTORCYCLES } = require(path.join(ROOT, 'api/dist/db/demo-motorcycles.js'));
  for (const motorcycle of DEMO_MOTORCYCLES) {
    const added = await request(`${apiUrl}/api/v1/motorcycles`, {
      method: 'POST',
      token: login.body.token,
      body: motorcycle,
    });
    if (added.status !== 201) {
      throw new Error(`Adding ${motorcycle.name} failed: ${JSON.stringify(added.body)}`);
    }
  }
  return DEMO_MOTORCYCLES.length;
}

let servers = [];
let stopping = false;

const supervisor = createSupervisor({
  echo: true,
  onUnexpectedExit(name, how) {
    if (stopping) return;
    const consequence = name.startsWith('api')
      ? 'HAProxy sends its share to the other instances.'
      : 'The cluster cannot work without it: press Ctrl+C and start again.';
    console.error(`\n${name} stopped unexpectedly (${how}). ${consequence}`);
  },
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the apps, HAProxy, the api instances, Redis and PostgreSQL...');
  await Promise.allSettled(servers.map((server) => server.close()));
  await supervisor.stopAll();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// Should this process end any other way, its children and folders still go.
process.on('exit', () => supervisor.stopNow());

try {
  ensureBuilt(['api', ...APPS]);
  console.log('Starting PostgreSQL, Redis, three api instances and HAProxy...');
  const cluster = await startCluster({
    apiPort: portOf('api'),
    corsOrigins: shellOrigins(),
    supervisor,
  });
  const admin = {
    name: 'Cluster Admin',
    email: 'admin@vespa-cluster.test',
    password: randomBytes(12).toString('base64url'),
  };
  await cluster.createAdmin(admin);
  const added = await addDemoMotorcycles(cluster.url, admin);
  servers = await Promise.all(APPS.map((app) => serveApp(app)));

  console.log(`
Vespa Rentals is running as a cluster: open ${urlOf('shell')}

  Administrator (created for this session):  ${admin.email}  /  ${admin.password}
  Riders sign up on the site. ${added} demo motorcycles were added through the api.

  api         ${urlOf('api')}  (HAProxy, balancing ${cluster.instances.length} instances)
${cluster.instances.map((i) => `    ${i.name}      ${i.url}  pid ${i.pid}`).join('\n')}
  PostgreSQL  ${cluster.postgres.url}
  Redis       ${cluster.redis.url}
  apps        ${APPS.map((app) => urlOf(app)).join('  ')}

  Try killing an instance (kill -9 <pid>): HAProxy stops sending to it within two seconds.
  Press Ctrl+C to stop everything.
`);
} catch (error) {
  if (!stopping) {
    console.error(
      `\nThe cluster could not start: ${error instanceof Error ? error.message : error}`,
    );
    await stop(1);
  }
}

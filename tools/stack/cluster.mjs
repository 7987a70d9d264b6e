// npm run cluster: the production topology on this machine, for trying it out: a throwaway
// PostgreSQL 15, Redis, three api instances in production mode behind HAProxy on the api port
// (4000, or API_PORT), and the four apps pointed at HAProxy. Creates one administrator with a
// random password and adds the demo motorcycles through the api, then prints the URL and that
// login. Prometheus scrapes the instances and HAProxy. `r` in the terminal (or SIGHUP) restarts
// the api instances one at a time, as a deploy does. Ctrl+C stops every process it started and
// removes its folders.
import { randomBytes } from 'node:crypto';
import { portOf, urlOf } from '../../app-server/ports.cjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { APP_NAMES as APPS, startApps } from './apps.mjs';
import { addDemoCatalogue } from './demo-catalogue.mjs';
import { createSupervisor, stopWithProcess } from './processes.mjs';
import { startCluster } from './stack.mjs';

/** The shell's origin as the browser sends it, with its localhost/127.0.0.1 twin. */
function shellOrigins() {
  const origin = new URL(urlOf('shell')).origin;
  const twin = origin.includes('//localhost:')
    ? origin.replace('//localhost:', '//127.0.0.1:')
    : origin.replace('//127.0.0.1:', '//localhost:');
  return [...new Set([origin, twin])];
}

let stopping = false;
let restarting = null;

/** A rolling restart of the instances, one at a time; asked again while one runs, ignored. */
function restartInstances(cluster) {
  if (restarting || stopping) return;
  restarting = cluster
    .restartInstances({ log: (line) => console.log(line) })
    .then(
      () => console.log('All api instances restarted.'),
      (error) =>
        console.error(`The restart stopped: ${error instanceof Error ? error.message : error}`),
    )
    .finally(() => {
      restarting = null;
    });
}

/** `r` in the terminal and SIGHUP start a rolling restart; Ctrl+C still stops everything. */
function listenForRestarts(cluster) {
  process.on('SIGHUP', () => restartInstances(cluster));
  if (!process.stdin.isTTY) return;
  // Raw mode delivers keys one by one, Ctrl+C included (as a character, not SIGINT).
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (key) => {
    if (key === '\u0003') process.kill(process.pid, 'SIGINT');
    else if (key === 'r' || key === 'R') restartInstances(cluster);
  });
}

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

stopWithProcess(supervisor, {
  before() {
    stopping = true;
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
    process.stdin.pause();
    console.log(
      '\nStopping the apps, Prometheus, HAProxy, the api instances, Redis and PostgreSQL...',
    );
  },
});

try {
  ensureBuilt(['api', ...APPS]);
  console.log('Starting PostgreSQL, Redis, three api instances, HAProxy and Prometheus...');
  const cluster = await startCluster({
    apiPort: portOf('api'),
    corsOrigins: shellOrigins(),
    publicUrl: urlOf('shell'),
    prometheus: true,
    supervisor,
  });
  const admin = {
    name: 'Cluster Admin',
    email: 'admin@vespa-cluster.test',
    password: randomBytes(12).toString('base64url'),
  };
  await cluster.createAdmin(admin);
  const added = (await addDemoCatalogue(cluster.url, admin)).length;
  const ports = Object.fromEntries(APPS.map((app) => [app, portOf(app)]));
  await startApps(supervisor, { ports, apiUrl: urlOf('api') });

  console.log(`
Vespa Rentals is running as a cluster: open ${urlOf('shell')}

  Administrator (created for this session):  ${admin.email}  /  ${admin.password}
  Riders sign up on the site. ${added} demo motorcycles were added through the api.

  api         ${urlOf('api')}  (HAProxy, balancing ${cluster.instances.length} instances)
${cluster.instances.map((i) => `    ${i.name}      ${i.url}  pid ${i.pid}  metrics http://127.0.0.1:${i.metricsPort}/metrics`).join('\n')}
  PostgreSQL  ${cluster.postgres.url}
  Redis       ${cluster.redis.url}
  Mail        ${cluster.mailbox.url}  (maildev: every mail the instances send)
  apps        ${APPS.map((app) => urlOf(app)).join('  ')}
  Prometheus  ${cluster.prometheus.url}  (scrapes the instances and HAProxy's ${cluster.haproxy.metricsUrl} every second;
              try vespa_bookings_created_total or rate(vespa_http_request_duration_seconds_count[1m]))

  Try killing an instance (kill -9 <pid>): HAProxy stops sending to it within two seconds.
  Press r (or run kill -HUP ${process.pid}) to restart the api instances one at a time, as a deploy does.
  Press Ctrl+C to stop everything.
`);
  listenForRestarts(cluster);
} catch (error) {
  if (!stopping) {
    console.error(
      `\nThe cluster could not start: ${error instanceof Error ? error.message : error}`,
    );
    await supervisor.stopAll();
    process.exit(1);
  }
}

// The stack's production topology on one machine, in start order: PostgreSQL, Redis, the
// migration (once, before any instance), N api instances, HAProxy in front of them, and on request
// Prometheus. `npm run cluster` (./cluster.mjs), cluster-test and `npm run bench -- --cluster` all
// start it here; the api alone (./api.mjs) and the apps (./apps.mjs) start the same way.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_SERVER, createInstance, instanceEnvironment } from './api.mjs';
import { haproxyAvailable, startHaproxy } from './haproxy.mjs';
import { startMailbox } from './mailbox.mjs';
import { postgresAvailable, startPostgres } from './postgres.cjs';
import { createSupervisor, ROOT } from './processes.mjs';
import { prometheusAvailable, startPrometheus } from './prometheus.mjs';
import { createRedis, redisAvailable } from './redis.mjs';
import { rollingRestart } from './rolling-restart.mjs';
import { assertPortFree, freePorts } from './waiting.mjs';

const execFileAsync = promisify(execFile);

/** The api instances behind HAProxy. */
const INSTANCES = 3;

/** Sentences naming what this machine lacks to run the cluster (none when it has everything). */
export function missingPrerequisites({ prometheus = false } = {}) {
  const missing = [];
  if (!postgresAvailable()) {
    missing.push(
      'PostgreSQL 15 server binaries (apt-get install -y postgresql-15, or set PG_BIN to the folder holding initdb).',
    );
  }
  if (!redisAvailable()) missing.push('redis-server (apt-get install -y redis-server).');
  if (!haproxyAvailable()) missing.push('haproxy (apt-get install -y haproxy).');
  if (prometheus && !prometheusAvailable()) {
    missing.push('prometheus (apt-get install -y prometheus, or set PROMETHEUS_BIN).');
  }
  if (!existsSync(API_SERVER)) missing.push('the built api (npm run build -w api).');
  return missing;
}

/** Runs one of the api's command-line tools (api/dist/cli/<name>.js) and resolves with its output. */
export async function runApiCli(name, env) {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [path.join(ROOT, 'api/dist/cli', `${name}.js`)],
      { cwd: ROOT, env: { ...process.env, ...env } },
    );
    return stdout.trim();
  } catch (error) {
    throw new Error(`${name} failed: ${(error.stderr || error.message).trim()}`);
  }
}

/**
 * Starts the cluster. Everything listens on 127.0.0.1: HAProxy on `apiPort`, the rest on free
 * ports the kernel picks (outside the ranges of npm start, e2e and the bench).
 * @param {{ apiPort?: number, corsOrigins?: string[], publicUrl?: string,
 *           postgresSettings?: string[], prometheus?: boolean,
 *           onUnexpectedExit?: (name: string, how: string, output: string) => void,
 *           supervisor?: ReturnType<typeof createSupervisor> }} options
 *   `apiPort` 0 (the default) picks a free port too. `supervisor`: the caller's, so that it can
 *   stop what has started if it must stop before the cluster is up (`onUnexpectedExit` is then
 *   the supervisor's own). `prometheus`: also start Prometheus,
 *   scraping the instances' and HAProxy's metrics (which are on either way). `publicUrl`: the
 *   shell's address, where the links in mails lead. Mail goes to a development mailbox
 *   (maildev), whose page is the result's `mailbox.url`.
 */
export async function startCluster({
  apiPort = 0,
  corsOrigins = [],
  publicUrl = 'http://localhost:3000',
  postgresSettings = [],
  prometheus: withPrometheus = false,
  onUnexpectedExit,
  supervisor = createSupervisor({ onUnexpectedExit }),
} = {}) {
  const missing = missingPrerequisites({ prometheus: withPrometheus });
  if (missing.length > 0) {
    throw new Error(`The cluster needs:\n  - ${missing.join('\n  - ')}`);
  }
  try {
    const [
      postgresPort,
      redisPort,
      haproxyPort,
      haproxyMetricsPort,
      prometheusPort,
      mailboxWebPort,
      mailboxSmtpPort,
      ...ports
    ] = await freePorts(7 + 2 * INSTANCES);
    const instancePorts = ports.slice(0, INSTANCES);
    const metricsPorts = ports.slice(INSTANCES);
    const port = apiPort || haproxyPort;
    if (apiPort) await assertPortFree(apiPort, 'the api through HAProxy');

    const postgres = startPostgres({
      dir: supervisor.tempDir('vespa-cluster-pg-'),
      port: postgresPort,
      settings: postgresSettings,
      database: 'vespa',
    });
    supervisor.onStop(postgres.stop);

    const redis = createRedis(supervisor, {
      port: redisPort,
      dir: supervisor.tempDir('vespa-cluster-redis-'),
    });
    await redis.start();

    // Once, before any instance: no instance starts on a schema being changed under it.
    await runApiCli('migrate', { DATABASE_URL: postgres.url });

    const mailbox = await startMailbox(supervisor, {
      webPort: mailboxWebPort,
      smtpPort: mailboxSmtpPort,
    });
    const env = instanceEnvironment({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
      // Where clients reach the api (the links it hands out): HAProxy, on 127.0.0.1 as
      // startHaproxy listens (haproxy.mjs).
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      // The shell's address, where the links in mails lead.
      PUBLIC_URL: publicUrl,
      SMTP_URL: mailbox.smtpUrl,
      CORS_ORIGINS: corsOrigins.join(','),
    });
    const instances = instancePorts.map((instancePort, i) =>
      createInstance(supervisor, {
        name: `api${i + 1}`,
        port: instancePort,
        metricsPort: metricsPorts[i],
        env,
      }),
    );
    await Promise.all(instances.map((instance) => instance.start()));

    const haproxy = await startHaproxy(supervisor, {
      dir: supervisor.tempDir('vespa-cluster-haproxy-'),
      port,
      instances,
      metricsPort: haproxyMetricsPort,
    });

    const monitoring = withPrometheus
      ? await startPrometheus(supervisor, {
          dir: supervisor.tempDir('vespa-cluster-prometheus-'),
          port: prometheusPort,
          instances,
          haproxyMetricsPort,
        })
      : null;

    return {
      /** HAProxy's URL: where clients talk to the api. */
      url: haproxy.url,
      haproxy,
      redis,
      postgres,
      /** The development mailbox: every mail the instances send, on its page `url`. */
      mailbox,
      instances,
      /** Prometheus (`url`, `query(expression)`), when started with `prometheus: true`. */
      prometheus: monitoring,
      /** Restarts the instances one at a time, each healthy in HAProxy before the next. */
      restartInstances: (options) => rollingRestart({ instances, haproxy }, options),
      /** Creates an administrator with the api's own tool; resolves with what it printed. */
      createAdmin: ({ name, email, password }) =>
        runApiCli('create-admin', {
          DATABASE_URL: postgres.url,
          ADMIN_NAME: name,
          ADMIN_EMAIL: email,
          ADMIN_PASSWORD: password,
        }),
      /** Stops every process (HAProxy first, PostgreSQL last) and removes the folders. */
      stop: () => supervisor.stopAll(),
    };
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
}

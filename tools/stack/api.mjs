// The built api (api/dist/server.js), each instance a process of its own on its own port: npm
// start's and the browser suite's one, the bench's, the screenshots' and the seeds' tests' (a
// throwaway one, startThrowawayApi). The cluster's run in
// production mode with the same settings (one JWT_SECRET and TWO_FACTOR_KEY, one database, one
// Redis), so that whichever instance answers, the answer is the same.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT } from './processes.mjs';
import { untilAnswers } from './waiting.mjs';

export const API_SERVER = path.join(ROOT, 'api/dist/server.js');

/**
 * The environment of every instance of the cluster: `shared` (DATABASE_URL, REDIS_URL,
 * JWT_SECRET, TWO_FACTOR_KEY, PUBLIC_API_URL, PUBLIC_URL, SMTP_URL, CORS_ORIGINS: api/src/env.ts)
 * and production mode's settings.
 * @param {Record<string, string>} shared
 */
export const instanceEnvironment = (shared) => ({
  NODE_ENV: 'production',
  ...shared,
  MAIL_FROM: 'Vespa Rentals <rentals@vespa-cluster.test>',
  // Only HAProxy, which connects from 127.0.0.1, may name the client in X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  HOST: '127.0.0.1',
  // Production mode's defaults, stated: no demo accounts, no administrator self-signup.
  SEED_DEMO_DATA: 'false',
  ADMIN_SIGNUP: 'closed',
  // Not production's `required`: the cluster's suites and the bench sign the administrator in
  // with a password alone, as the demo does (api/README.md, "Two-factor sign-in").
  STAFF_TWO_FACTOR: 'optional',
  LOG_LEVEL: 'warn',
});

/** An instance stops within 10 s of SIGTERM (api/src/shutdown.ts); after that it is killed. */
const STOP_GRACE_MS = 12_000;

/**
 * One instance, not started yet: `start()` (again after a stop or a kill) runs it on the same
 * port, `kill(signal)` signals it now, `stop()` ends it gracefully (SIGTERM: it drains first).
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ name?: string, port: number, metricsPort?: number, env?: Record<string, string> }}
 *   options `metricsPort`: where the instance serves /metrics (METRICS_PORT); unset, nowhere.
 *   `env` on top of this process's own (HOST, DATABASE_URL, ...: api/src/env.ts).
 */
export function createInstance(supervisor, { name = 'api', port, metricsPort, env = {} }) {
  let handle = null;
  const url = `http://${env.HOST ?? process.env.HOST ?? '127.0.0.1'}:${port}`;
  return {
    name,
    port,
    url,
    metricsPort,
    get pid() {
      return handle?.pid;
    },
    async start() {
      handle = supervisor.start(name, process.execPath, [API_SERVER], {
        // When the whole cluster stops, HAProxy has stopped first: nothing to drain for.
        stopSignal: 'SIGINT',
        env: {
          ...env,
          PORT: String(port),
          ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
        },
      });
      await untilAnswers(handle, `${url}/health`);
    },
    /** Signals the instance's process (SIGKILL: no goodbye) and resolves once it is gone. */
    async kill(signal = 'SIGKILL') {
      if (!handle?.running) return;
      handle.signal(signal);
      await handle.exited;
    },
    stop: () => handle?.stop(STOP_GRACE_MS, 'SIGTERM'),
  };
}

/** One instance, started: resolves once it answers GET /health. */
export async function startApi(supervisor, options) {
  const instance = createInstance(supervisor, options);
  await instance.start();
  return instance;
}

/**
 * The built api for a run that keeps nothing (the bench, the screenshots, the seeds' tests),
 * started: on 127.0.0.1, on a fresh SQLite file in the run's folder unless `env` names a
 * DATABASE_URL, with a JWT_SECRET of its own, logging warnings only; `env` on top.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export function startThrowawayApi(supervisor, { port, env = {} }) {
  const database =
    env.DATABASE_URL ?? `sqlite:${path.join(supervisor.tempDir('vespa-api-db-'), 'api.sqlite')}`;
  return startApi(supervisor, {
    port,
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

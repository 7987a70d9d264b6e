// The bench's servers, as they are deployed: the built api, the four app servers and the bench's
// own baselines, each a process of its own on a benchmark port, all under one supervisor of the
// stack's (tools/stack), which run.mjs stops when the run ends or on Ctrl+C. Nothing here touches
// a process the benchmark did not start.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { APPS } from '../apps.config.cjs';
import { startThrowawayApi } from '../tools/stack/api.mjs';
import * as stackPostgres from '../tools/stack/postgres.cjs';
import { startProduct as startStackProduct } from '../tools/stack/apps.mjs';
import { createSupervisor } from '../tools/stack/processes.mjs';
import { assertPortFree, untilAnswers } from '../tools/stack/waiting.mjs';

export const supervisor = createSupervisor();
export const { tempDir } = supervisor;

/** Ports of the bench's servers, away from `npm start` (3000+) and the e2e suites (3100+). */
const base = Number(process.env.BENCH_PORT_BASE ?? 900);
export const PORTS = {
  api: 4000 + base,
  bare: 4001 + base,
  floor: 4003 + base,
  apiPostgres: 4002 + base,
  browserApi: 4010 + base,
  scaleApi: 4020 + base,
  scaleApiPostgres: 4021 + base,
  postgres: 4050 + base,
  scalePostgres: 4051 + base,
};
/** The browser benchmarks' product: its api, and each app on its usual port moved by the base. */
const PRODUCT_PORTS = {
  api: PORTS.browserApi,
  ...Object.fromEntries(APPS.map((app) => [app.name, app.port + base])),
};

const portFree = (port) => assertPortFree(port, 'the bench: set BENCH_PORT_BASE to move its ports');

/** `node <script> ...args` on `port`, resolved once `url` answers; `pid` and `stop()`. */
export async function startNode(name, script, args, { port, url }) {
  await portFree(port);
  const handle = supervisor.start(name, process.execPath, [script, ...args]);
  await untilAnswers(handle, url);
  return handle;
}

/**
 * `measure(url)` on a throwaway PostgreSQL 15 (tools/stack/postgres.cjs) on `port`, durable as
 * deployed, resolving with its rows; where there is none (PG_BIN), no rows, and a line saying
 * that `skipped`.
 */
export async function onPostgres(port, skipped, measure) {
  if (!stackPostgres.postgresAvailable()) {
    console.log(`  PostgreSQL 15 not found (PG_BIN): ${skipped}`);
    return [];
  }
  await portFree(port);
  const postgres = stackPostgres.startPostgres({ dir: tempDir('vespa-bench-pg-'), port });
  supervisor.onStop(postgres.stop);
  return measure(postgres.url);
}

/** The api's settings for the bench, on top of a throwaway api's (tools/stack/api.mjs). */
const BENCH_API = {
  SEED_DEMO_DATA: 'true',
  // The browser benchmark logs the demo rider in through the form again and again.
  LOGIN_ATTEMPTS_PER_15_MIN: '10000',
  // A benchmark books far more than a rider may in an hour (api/README.md, rate limits).
  BOOKINGS_PER_HOUR: '1000000',
};

/**
 * The built api on `port`, by default on a fresh SQLite file with the demo data (`env`, e.g.
 * DATABASE_URL, on top): its `url`, `pid` and `stop()`.
 */
export async function startApi(port, env = {}) {
  await portFree(port);
  return startThrowawayApi(supervisor, { port, env: { ...BENCH_API, ...env } });
}

/**
 * The product as deployed for the browser benchmarks: the api (`env` on top of startApi's) and
 * the four apps, each on its own origin; their origins (by federation name: shell, catalog, ...),
 * the api's `api` and `stop`, which stops them all.
 */
export async function startProduct(env = {}) {
  for (const port of Object.values(PRODUCT_PORTS)) await portFree(port);
  const product = await startStackProduct(supervisor, {
    ports: PRODUCT_PORTS,
    env: { ...BENCH_API, ...env },
  });
  return {
    ...Object.fromEntries(APPS.map((app) => [app.federationName, product.urls[app.name]])),
    api: product.api.url,
    stop: product.stop,
  };
}

/** Signs in through the api (POST /api/v1/login) and returns the login response body. */
export async function apiLogin(apiUrl, email, password) {
  const { status, body } = await post(`${apiUrl}/api/v1/login`, { user: { email, password } });
  if (status !== 200) throw new Error(`login ${email}: ${status} ${body.message}`);
  return body;
}

export const DEMO_RIDER = { email: 'rider@vespa.test', password: 'vespa-rider' };
export const DEMO_ADMIN = { email: 'admin@vespa.test', password: 'vespa-admin' };

let lastAddress = 10;
/** Each signup from a loopback address of its own: signups are limited per address. */
function nextAddress() {
  lastAddress += 1;
  return `127.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 2}`;
}

/** A JSON POST from `from`; resolves with the status and the parsed body. */
export function post(url, body, { token, from = '127.0.0.1' } = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * `amount` new riders' tokens (administrators' with `admin`, where the api opens their signup),
 * signed up eight at a time.
 */
export async function signUpRiders(apiUrl, amount, { admin = false } = {}) {
  const tokens = [];
  let started = 0;
  const signUp = async () => {
    while (started < amount) {
      started += 1;
      const id = randomBytes(6).toString('hex');
      const user = {
        name: `Bench ${admin ? 'admin' : 'rider'} ${id}`,
        email: `bench-${id}@bench.test`,
        password: `bench-${randomBytes(9).toString('base64url')}`,
        ...(admin ? { admin } : {}),
      };
      const response = await post(`${apiUrl}/api/v1/users`, { user }, { from: nextAddress() });
      if (response.status !== 201 || response.body.user.admin !== admin) {
        throw new Error(
          `Bench signup answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
      }
      tokens.push(response.body.token);
    }
  };
  await Promise.all(Array.from({ length: 8 }, signUp));
  return tokens;
}

// The product's own servers, started as they are deployed: the built api and the four static
// app servers (app-server/serve-app.mjs), each a process of its own on a benchmark port.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { APPS } from '../../apps.config.cjs';
import { assertPortFree, ROOT, startNode, tempDir, waitForUrl } from './processes.mjs';

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
  // Each app on its usual port moved by the base, by federation name (shell, catalog, ...).
  ...Object.fromEntries(APPS.map((app) => [app.federationName, app.port + base])),
};

/**
 * The built api on `port`, by default on a fresh SQLite file with the demo data. Returns its URL
 * and a stop function; the database folder goes at cleanup.
 */
export async function startApi({ port, databaseUrl, corsOrigins = [], seedDemoData = true }) {
  await assertPortFree(port);
  const database = databaseUrl ?? `sqlite:${path.join(tempDir('vespa-bench-db-'), 'bench.sqlite')}`;
  const url = `http://127.0.0.1:${port}`;
  const server = await startNode('api', path.join(ROOT, 'api/dist/server.js'), [], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: String(seedDemoData),
      // The browser benchmark logs the demo rider in through the form again and again.
      LOGIN_ATTEMPTS_PER_15_MIN: '10000',
      // A benchmark books far more than a rider may in an hour (api/README.md, rate limits).
      BOOKINGS_PER_HOUR: '1000000',
      ...(corsOrigins.length > 0 ? { CORS_ORIGINS: corsOrigins.join(',') } : {}),
    },
    ready: () => waitForUrl(`${url}/health`),
  });
  return { ...server, url };
}

/** Signs in through the api (POST /api/v1/login) and returns the login response body. */
export async function apiLogin(apiUrl, email, password) {
  const response = await fetch(`${apiUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`login ${email}: ${response.status} ${body.message}`);
  return body;
}

/** One built app served by app-server/serve-app.mjs on `port`, told where the others are. */
export async function startApp(app, port, env) {
  await assertPortFree(port);
  const url = `http://localhost:${port}`;
  const server = await startNode(app, path.join(ROOT, 'app-server/serve-app.mjs'), [app], {
    env: { ...env, PORT: String(port), HOST: 'localhost' },
    ready: () => waitForUrl(`${url}/index.html`),
  });
  return { ...server, url };
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

/** `amount` new riders' tokens, signed up eight at a time. */
export async function signUpRiders(apiUrl, amount) {
  const tokens = [];
  const signUp = async () => {
    while (tokens.length < amount) {
      const id = randomBytes(6).toString('hex');
      const response = await post(
        `${apiUrl}/api/v1/users`,
        {
          user: {
            name: `Bench rider ${id}`,
            email: `bench-${id}@bench.test`,
            password: `bench-${randomBytes(9).toString('base64url')}`,
          },
        },
        { from: nextAddress() },
      );
      if (response.status !== 201) {
        throw new Error(`Bench signup answered ${response.status}: ${response.body.message}`);
      }
      tokens.push(response.body.token);
    }
  };
  await Promise.all(Array.from({ length: 8 }, signUp));
  return tokens.slice(0, amount);
}

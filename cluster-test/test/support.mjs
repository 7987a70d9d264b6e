// What the cluster tests share: the cluster itself (tools/stack, as npm run cluster starts it),
// an HTTP client that can speak from any loopback address, and sign-up/booking helpers.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startCluster } from '../../tools/stack/stack.mjs';

/**
 * Starts a cluster for one test file, with an administrator. PostgreSQL runs without fsync:
 * the tests kill api instances, never the database, so its durability is not what they check.
 * `prometheus`: with Prometheus scraping the instances and HAProxy, as `npm run cluster` has.
 */
export async function startTestCluster({ prometheus = false } = {}) {
  const unexpected = [];
  const cluster = await startCluster({
    prometheus,
    postgresSettings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
    onUnexpectedExit: (name, how, output) => unexpected.push({ name, how, output }),
  });
  const admin = {
    name: 'Test Admin',
    email: 'admin@cluster.test',
    password: randomBytes(12).toString('base64url'),
  };
  try {
    await cluster.createAdmin(admin);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { ...cluster, admin, unexpected };
}

let lastAddress = 10;

/**
 * A loopback address no other client of this test run has used (127.0.0.11, 127.0.0.12, ...).
 * Rate limits count per client address: giving each simulated client its own keeps one test's
 * attempts from counting against another's. Never 127.0.0.1: that is HAProxy's address, which
 * the instances trust to name the client.
 */
export function newClientAddress() {
  lastAddress += 1;
  return `127.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 2}`;
}

/**
 * One HTTP request from `from`, on a connection of its own (or on `agent`'s, kept alive as a
 * browser's are). Resolves with the status, the JSON body (undefined if the body is not JSON),
 * the raw text and the instance HAProxy chose.
 */
export function call(baseUrl, method, path, { body, token, from, agent, timeoutMs = 15_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        localAddress: from ?? newClientAddress(),
        timeout: timeoutMs,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: response.statusCode,
            body: json,
            text,
            instance: response.headers['x-api-instance'],
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`${method} ${path} got no answer in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Signs up a new rider through `baseUrl`, from an address of its own. */
export async function signUpRider(baseUrl, label = 'rider') {
  const from = newClientAddress();
  const rider = {
    name: `Rider ${label}`,
    email: `${label}-${randomBytes(4).toString('hex')}@cluster.test`,
    password: `pw-${randomBytes(9).toString('base64url')}`,
    from,
  };
  const response = await call(baseUrl, 'POST', '/api/v1/users', {
    from,
    body: { user: { name: rider.name, email: rider.email, password: rider.password } },
  });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { ...rider, id: response.body.user.id, token: response.body.token };
}

/** Signs in through `baseUrl`; resolves with the token, throws on anything but 200. */
export async function logIn(baseUrl, { email, password }, from = newClientAddress()) {
  const response = await call(baseUrl, 'POST', '/api/v1/login', {
    from,
    body: { user: { email, password } },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return response.body.token;
}

let chassis = 0;

/** Adds a motorcycle at 10 an hour through `baseUrl` as the administrator. */
export async function addMotorcycle(baseUrl, adminToken, name) {
  chassis += 1;
  const response = await call(baseUrl, 'POST', '/api/v1/motorcycles', {
    token: adminToken,
    body: {
      name,
      model: 'GTS 300',
      brand: 'Vespa',
      color: 'Grigio',
      chassisNumber: `CLUSTER-${chassis}-${randomBytes(4).toString('hex')}`,
      bookingPricePerHour: 10,
      price: 6000,
      imageLink: '/images/gts.svg',
    },
  });
  if (response.status !== 201)
    throw new Error(`add motorcycle: ${response.status} ${response.text}`);
  return response.body.data;
}

/** `YYYY-MM-DD`, `days` days from now (UTC). */
export function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The body of a booking of `hours` hours (at 10 an hour) from 10:00 on `day`. */
export function booking(motorcycleId, day, hours = 2) {
  return {
    motorcycle_id: motorcycleId,
    date: `${day}T10:00`,
    duration: hours,
    total: hours * 10,
    city: 'Roma',
  };
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time, in order. */
export async function runPool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

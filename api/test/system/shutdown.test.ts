import http from 'node:http';
import { DEMO_ADMIN } from '../../src/db/demo-accounts';
import { loadConfig } from '../../src/config';
import { SHUTDOWN_DEADLINE_MS, shutDown } from '../../src/shutdown';
import {
  daysFromToday,
  freshDatabase,
  PRODUCTION_SETTINGS,
  request,
  startApp,
  TEST_SECRET,
} from '../support/helpers';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { walkPages } from '../support/paging';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** One request on `agent`'s connection (or a new one); rejects with the socket's error. */
function send(
  baseUrl: string,
  method: string,
  path: string,
  { agent, token, body }: { agent?: http.Agent; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, baseUrl),
      {
        method,
        agent: agent ?? false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            connection: response.headers.connection,
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A whole process exit: its code, and when it happened. */
function exitOf(server: ServerProcess): Promise<{ code: number | null; at: number }> {
  return new Promise((resolve) =>
    server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
}

async function logIn(url: string, email: string, password: string): Promise<string> {
  const response = await request(url, 'POST', '/api/v1/login', {
    body: { user: { email, password } },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.text}`);
  return response.body.token;
}

const WORKERS = 6;
/** Each worker's rider books at most this many, all on different days (the rider limits hold). */
const BOOKINGS_PER_WORKER = 12;

describe('SIGTERM of an instance under load', () => {
  it('answers every request it accepted, loses no booking, and exits within 10 s', async () => {
    const database = await freshDatabase();
    const server = await startServerProcess(database, {
      SHUTDOWN_DRAIN_MS: '1500',
      SIGNUPS_PER_HOUR: '1000',
    });
    const exit = exitOf(server);
    const adminToken = await logIn(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const catalogue = await request(server.url, 'GET', '/api/v1/motorcycles', {
      token: adminToken,
    });
    const motorcycles: { id: number; bookingPricePerHour: number }[] = catalogue.body.data;
    const riders = await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        const signup = await request(server.url, 'POST', '/api/v1/users', {
          body: {
            user: { name: `Rider ${w}`, email: `drain${w}@example.com`, password: 'secret-pw' },
          },
        });
        expect(signup.status).toBe(201);
        return signup.body.token as string;
      }),
    );

    let answered = 0;
    let signalledAt = 0;
    // Waiters wait on a promise, not a polling loop: a loop in this process would take CPU from
    // the server it is timing, on a 2-core machine that runs two test files at once.
    let sendSigterm!: () => void;
    const signalled = new Promise<void>((resolve) => {
      sendSigterm = () => {
        signalledAt = Date.now();
        server.child.kill('SIGTERM');
        resolve();
      };
    });
    /** When /health first answered 503: the moment a balancer stops sending new requests. */
    let drainingSeenAt = 0;
    const failures: string[] = [];
    const accepted: number[] = [];
    let servedAfterDrainingSeen = 0;

    // Keep-alive clients, as a balancer's connections are: a GET and a booking in turn (GETs only
    // once a rider has booked enough), until half a second after /health said 503 (a balancer's
    // reaction time; the drain is 1.5 s).
    const worker = async (w: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const token = riders[w] as string;
      let booked = 0;
      try {
        for (let i = 0; i < 5_000; i += 1) {
          if (drainingSeenAt && Date.now() - drainingSeenAt > 500) return;
          const startedAfterDrainingSeen = drainingSeenAt > 0;
          const booking = i % 2 === 1 && booked < BOOKINGS_PER_WORKER;
          const motorcycle = motorcycles[(w + booked) % motorcycles.length]!;
          try {
            const answer = booking
              ? await send(server.url, 'POST', '/api/v1/reservations', {
                  agent,
                  token,
                  body: {
                    motorcycle_id: motorcycle.id,
                    // Worker w's booking k: a day no other booking holds.
                    date: daysFromToday(2 + booked * WORKERS + w),
                    duration: 1,
                    total: motorcycle.bookingPricePerHour,
                    city: 'Roma',
                  },
                })
              : await send(server.url, 'GET', '/api/v1/motorcycles', { agent, token });
            if (booking) booked += 1;
            answered += 1;
            if (answered === 40) sendSigterm();
            if (answer.status !== 200 && answer.status !== 201) {
              failures.push(`${answer.status} ${answer.body}`);
            }
            if (answer.status === 201) accepted.push(JSON.parse(answer.body).data.id);
            if (startedAfterDrainingSeen) servedAfterDrainingSeen += 1;
          } catch (error) {
            failures.push(`worker ${w}: ${(error as Error).message}`);
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };
    const watchHealth = async () => {
      await signalled;
      for (let i = 0; i < 200 && !drainingSeenAt; i += 1) {
        try {
          const health = await send(server.url, 'GET', '/health');
          if (health.status === 503) drainingSeenAt = Date.now();
          else if (health.status !== 200) failures.push(`/health ${health.status}`);
        } catch (error) {
          failures.push(`/health: ${(error as Error).message}`);
          return;
        }
      }
    };
    // A booking whose body is still arriving when the instance stops listening: accepted, so
    // it must be answered (its last bytes come 2.5 s after SIGTERM, the drain ends at 1.5 s).
    const slowBooking = (async () => {
      await signalled;
      const body = JSON.stringify({
        motorcycle_id: motorcycles[0]!.id,
        date: daysFromToday(300),
        duration: 1,
        total: motorcycles[0]!.bookingPricePerHour,
        city: 'Milano',
      });
      return new Promise<Answer>((resolve, reject) => {
        const req = http.request(new URL('/api/v1/reservations', server.url), {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Bearer ${riders[0]}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, connection: undefined }),
          );
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 2_500);
      });
    })();

    await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), watchHealth()]);
    const slow = await slowBooking;
    const { code, at } = await exit;

    expect(failures).toEqual([]);
    expect(drainingSeenAt).toBeGreaterThan(0);
    // While /health said 503 the instance still served what reached it.
    expect(servedAfterDrainingSeen).toBeGreaterThan(0);
    expect(slow.status).toBe(201);
    accepted.push(JSON.parse(slow.body).data.id);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);

    // Every booking answered 201 is in the admin list of the next instance on the same database
    // (started in this process: a second process's start would only add to the test's time).
    const again = await startApp({}, database);
    try {
      const token = await logIn(again.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const stored = await walkPages(again, token, '/api/v1/admin/reservations', 200);
      const storedIds = new Set(stored.ids);
      expect(accepted.filter((id) => !storedIds.has(id))).toEqual([]);
      expect(accepted.length).toBeGreaterThan(WORKERS);
    } finally {
      await again.close();
    }
  });

  it('cuts what never finishes (a trickled upload) and still exits within 10 s', async () => {
    const server = await startServerProcess(await freshDatabase(), { SHUTDOWN_DRAIN_MS: '0' });
    const exit = exitOf(server);
    // Headers, then a body one byte every 2 s: never idle long enough for the idle timeout
    // (10 s), and the whole-request timeout (30 s) is longer than a stop may take.
    const stalled = http.request(new URL('/api/v1/login', server.url), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': 100 },
    });
    const stalledEnd = new Promise<string>((resolve) => {
      stalled.on('error', (error) => resolve(error.message));
      stalled.on('response', (response) => resolve(`answered ${response.statusCode}`));
    });
    stalled.write('{');
    let trickled = 0;
    const trickle = setInterval(() => {
      trickled += 1;
      if (trickled > 15 || stalled.destroyed) clearInterval(trickle);
      else stalled.write(' ');
    }, 2_000);
    // The instance has the request once its health answers on another connection.
    expect((await send(server.url, 'GET', '/health')).status).toBe(200);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await exit;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    clearInterval(trickle);
    expect(await stalledEnd).toMatch(/socket hang up|ECONNRESET|EPIPE/);
  });
});

describe('shutDown', () => {
  it('answers /health 503 from its first moment, then closes the database', async () => {
    const server = await startApp();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(server.url, 'GET', '/health', { agent })).status).toBe(200);
      const stopping = shutDown(server.app, { drainMs: 1_000 });
      const health = await send(server.url, 'GET', '/health', { agent });
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual({
        success: false,
        error: true,
        message: 'This instance is shutting down.',
      });
      // The balancer's connection is not kept: the next request opens one elsewhere.
      expect(health.connection).toBe('close');
      await stopping;
      await expect(
        server.app.database.db.selectFrom('users').select('id').execute(),
      ).rejects.toThrow();
    } finally {
      agent.destroy();
    }
  });
});

describe('shutDown, in Italian', () => {
  it("says /health's 503 in the request's language", async () => {
    const server = await startApp();
    const stopping = shutDown(server.app, { drainMs: 1_000 });
    const health = await server.request('GET', '/health', {
      headers: { 'accept-language': 'it' },
    });
    expect(health.status).toBe(503);
    expect(health.body.message).toBe('Questa istanza si sta spegnendo.');
    await stopping;
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  const env = { JWT_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:' };

  it('is 0 by default, 2 s in production, and leaves time within the 10 s deadline', () => {
    expect(loadConfig(env).shutdownDrainMs).toBe(0);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_API_URL: 'https://api.vespa.test',
      ...PRODUCTION_SETTINGS,
    };
    expect(loadConfig({ ...env, ...production }).shutdownDrainMs).toBe(2000);
    expect(loadConfig({ ...env, SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
    expect(() => loadConfig({ ...env, SHUTDOWN_DRAIN_MS: '9000' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 8000, got "9000"',
    );
  });
});

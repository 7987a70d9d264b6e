// Through HAProxy, against the real processes: what must hold whichever instance answers.
import { createRequire } from 'node:module';
import {
  addMotorcycle,
  booking,
  call,
  dayFromNow,
  logIn,
  newClientAddress,
  runPool,
  signUpRider,
  startTestCluster,
} from './support.mjs';

const require = createRequire(import.meta.url);
const { finishAll, halfSentRequests } = require('../../tools/test/half-sent-requests.cjs');

let cluster;
let adminToken;

beforeAll(async () => {
  cluster = await startTestCluster();
  adminToken = await logIn(cluster.url, cluster.admin);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

/** `count` wrong passwords for `email`, one after the other, all from `from`. */
async function wrongPasswords(baseUrl, email, count, from) {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(
      await call(baseUrl, 'POST', '/api/v1/login', {
        from,
        body: { user: { email, password: `wrong-guess-${i}` } },
      }),
    );
  }
  return answers;
}

describe('the login limit through HAProxy', () => {
  it('answers 30 wrong passwords spread over the three instances as one instance does', async () => {
    const [alone, balanced] = [await signUpRider(cluster.url), await signUpRider(cluster.url)];
    const direct = cluster.instances[0];

    const onOne = await wrongPasswords(direct.url, alone.email, 30, newClientAddress());
    const throughHaproxy = await wrongPasswords(
      cluster.url,
      balanced.email,
      30,
      newClientAddress(),
    );

    // Round robin: every instance took its share of the guesses.
    expect(new Set(throughHaproxy.map((answer) => answer.instance))).toEqual(
      new Set(['api1', 'api2', 'api3']),
    );
    const statuses = (answers) => answers.map((answer) => answer.status);
    expect(statuses(onOne)).toContain(429);
    expect(statuses(throughHaproxy)).toEqual(statuses(onOne));
  });

  it('evaluates no more passwords for 30 guesses sent at once than for 30 in a row', async () => {
    const reference = await signUpRider(cluster.url);
    const target = await signUpRider(cluster.url);
    const inARow = await wrongPasswords(cluster.url, reference.email, 30, newClientAddress());
    const limit = inARow.filter((answer) => answer.status === 401).length;

    const from = newClientAddress();
    const atOnce = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(cluster.url, 'POST', '/api/v1/login', {
          from,
          body: { user: { email: target.email, password: `burst-guess-${i}` } },
        }),
      ),
    );
    const counts = {};
    for (const { status } of atOnce) counts[status] = (counts[status] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(limit);
  });
});

describe('one client address holding 300 half-sent requests through HAProxy', () => {
  it('keeps 200 of them open and has the rest closed at once; another client is answered meanwhile', async () => {
    const held = await halfSentRequests(cluster.url, newClientAddress(), 300);
    // Accepted after every one of those connections (the kernel queues them in order).
    const health = await call(cluster.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(await finishAll(held)).toEqual({ healthy: 200, closed: 100, other: 0 });
  });
});

describe('a logout through one instance', () => {
  it('ends the token on every instance', async () => {
    const rider = await signUpRider(cluster.url, 'logout');
    const token = await logIn(cluster.url, rider, rider.from);
    for (const instance of cluster.instances) {
      const before = await call(instance.url, 'GET', '/api/v1/reservations', { token });
      expect(before.status).toBe(200);
    }

    const logout = await call(cluster.instances[0].url, 'POST', '/api/v1/logout', { token });
    expect(logout.status).toBe(200);

    for (const instance of cluster.instances) {
      const after = await call(instance.url, 'GET', '/api/v1/reservations', { token });
      expect({ instance: instance.name, status: after.status }).toEqual({
        instance: instance.name,
        status: 401,
      });
    }
    const throughHaproxy = await Promise.all(
      [1, 2, 3].map(() => call(cluster.url, 'GET', '/api/v1/reservations', { token })),
    );
    expect(throughHaproxy.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });
});

describe('bookings racing through HAProxy', () => {
  it('give exactly one 201 for 50 requests for one slot', async () => {
    const motorcycle = await addMotorcycle(cluster.url, adminToken, 'Race Vespa');
    const riders = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => signUpRider(cluster.url, `race${n}`)),
    );
    const body = booking(motorcycle.id, dayFromNow(20));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(cluster.url, 'POST', '/api/v1/reservations', {
          token: riders[i % riders.length].token,
          body,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(
      new Set(['api1', 'api2', 'api3']),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });
});

describe('SIGKILL of one instance during 300 bookings', () => {
  it('loses no booking answered 201; HAProxy marks it DOWN, and UP again once restarted', async () => {
    const CONCURRENCY = 10;
    const motorcycles = await Promise.all(
      [1, 2, 3].map((n) => addMotorcycle(cluster.url, adminToken, `Burst Vespa ${n}`)),
    );
    // Riders hold a limited number of upcoming bookings: ten each.
    const riders = await runPool(
      Array.from({ length: 30 }, (_, n) => () => signUpRider(cluster.url, `burst${n}`)),
      5,
    );
    const victim = cluster.instances[1];
    let killed = false;
    let answered = 0;
    let killing;

    const tasks = Array.from({ length: 300 }, (_, i) => async () => {
      const rider = riders[i % riders.length];
      const afterKill = killed;
      const answer = await call(cluster.url, 'POST', '/api/v1/reservations', {
        token: rider.token,
        // Booking i: motorcycle i mod 3 on day 2 + floor(i / 3): no two share a slot.
        body: booking(motorcycles[i % 3].id, dayFromNow(2 + Math.floor(i / 3)), 1),
      });
      answered += 1;
      if (answered === 100) {
        killing = victim.kill('SIGKILL').then(() => {
          killed = true;
        });
      }
      return { i, rider, afterKill, status: answer.status, id: answer.body?.data?.id, answer };
    });
    const results = await runPool(tasks, CONCURRENCY);
    await killing;
    expect(killed).toBe(true);

    // HAProxy notices within its health-check interval.
    await cluster.haproxy.waitForStatus(victim.name, 'DOWN', 10_000);
    const states = await cluster.haproxy.states();
    expect([states.api1?.status, states.api3?.status]).toEqual(['UP', 'UP']);

    const accepted = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status !== 201);
    // Only requests the victim was working on when it died can fail, and only as HAProxy's
    // "the server could not complete the request" (never a 500, never a 409 from a repeat).
    expect(refused.length).toBeLessThanOrEqual(CONCURRENCY);
    for (const { status, answer } of refused) {
      expect([502, 503]).toContain(status);
      expect(answer.body).toMatchObject({ success: false, error: true });
    }
    // The others kept answering: everything sent after the kill was accepted elsewhere.
    const afterKill = results.filter((result) => result.afterKill);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.filter((result) => result.status !== 201)).toEqual([]);
    expect(afterKill.filter((result) => result.answer.instance === victim.name)).toEqual([]);

    // Every booking answered 201 is stored.
    const stored = new Set();
    for (const rider of riders) {
      const list = await call(cluster.url, 'GET', '/api/v1/reservations', { token: rider.token });
      expect(list.status).toBe(200);
      for (const reservation of list.body.data) stored.add(reservation.id);
    }
    expect(accepted.filter((result) => !stored.has(result.id))).toEqual([]);
    // A refused one may have been stored (the victim died after committing): never more.
    expect(stored.size).toBeLessThanOrEqual(results.length);

    await victim.start();
    await cluster.haproxy.waitForStatus(victim.name, 'UP', 10_000);
    const seen = new Set();
    for (let i = 0; i < 12 && !seen.has(victim.name); i += 1) {
      const health = await call(cluster.url, 'GET', '/health');
      expect(health.status).toBe(200);
      seen.add(health.instance);
    }
    expect(seen).toContain(victim.name);
    expect(cluster.unexpected).toEqual([]);
  });
});

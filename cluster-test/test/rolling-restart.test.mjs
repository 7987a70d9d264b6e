// A deploy under load: the three instances restarted one at a time (tools/stack/
// rolling-restart.mjs) while clients keep reading the catalogue and booking through HAProxy.
import http from 'node:http';
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

let cluster;
let adminToken;

beforeAll(async () => {
  cluster = await startTestCluster();
  adminToken = await logIn(cluster.url, cluster.admin);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

const CLIENTS = 10;
/** Bookings per rider: within every per-rider limit (upcoming count, bookings per hour). */
const BOOKINGS_PER_RIDER = 8;

describe('restarting every instance, twice, under steady load', () => {
  it('fails no request and loses no booking', async () => {
    const motorcycles = await Promise.all(
      [1, 2, 3].map((n) => addMotorcycle(cluster.url, adminToken, `Deploy Vespa ${n}`)),
    );
    const riders = await runPool(
      Array.from({ length: 24 }, (_, n) => () => signUpRider(cluster.url, `deploy${n}`)),
      4,
    );
    const pidsBefore = cluster.instances.map((instance) => instance.pid);

    let restarted = false;
    let slot = 0;
    const failures = [];
    const accepted = [];
    const servedBy = { during: new Set(), after: new Set() };

    // Each client, from an address of its own over a kept-alive connection as a browser's: a GET
    // of the catalogue, then a booking in a slot nobody else books, until the restart is done
    // and then some.
    const client = async (c) => {
      const from = newClientAddress();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let afterRestart = 0;
      // Bounded in count and in time, whatever happens to the restarts.
      const deadline = Date.now() + 150_000;
      for (let i = 0; i < 50_000 && afterRestart < 10 && Date.now() < deadline; i += 1) {
        if (restarted) afterRestart += 1;
        const n = slot;
        slot += 1;
        const rider = riders[n % riders.length];
        const book = Math.floor(n / riders.length) < BOOKINGS_PER_RIDER && i % 2 === 1;
        const answer = await call(
          cluster.url,
          book ? 'POST' : 'GET',
          book ? '/api/v1/reservations' : '/api/v1/motorcycles',
          {
            from,
            agent,
            token: rider.token,
            // Slot n: motorcycle n mod 3, day 2 + floor(n / 3): no two bookings share one.
            body: book
              ? booking(motorcycles[n % 3].id, dayFromNow(2 + Math.floor(n / 3)), 1)
              : undefined,
          },
        ).catch((error) => ({ status: 0, text: error.message }));
        if (answer.status !== 200 && answer.status !== 201) {
          failures.push(`client ${c}: ${answer.status} ${answer.text}`);
        }
        if (answer.status === 201) accepted.push({ rider, id: answer.body.data.id });
        (restarted ? servedBy.after : servedBy.during).add(answer.instance);
      }
      agent.destroy();
    };

    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    // Two deploys in a row: six instance restarts under load.
    await cluster.restartInstances();
    await cluster.restartInstances();
    restarted = true;
    await load;

    expect(failures).toEqual([]);
    // Each instance is a new process, back in HAProxy's rotation.
    const pidsAfter = cluster.instances.map((instance) => instance.pid);
    pidsAfter.forEach((pid, i) => expect(pid).not.toBe(pidsBefore[i]));
    const states = await cluster.haproxy.states();
    expect(Object.values(states).map((state) => state.status)).toEqual(['UP', 'UP', 'UP']);
    expect(accepted.length).toBeGreaterThan(20);
    // The load ran through the restarts, and the restarted instances took their share after.
    expect(servedBy.during).toEqual(new Set(['api1', 'api2', 'api3']));
    expect(servedBy.after).toEqual(new Set(['api1', 'api2', 'api3']));

    // Every booking answered 201 is stored.
    const stored = new Set();
    for (const rider of riders) {
      const list = await call(cluster.url, 'GET', '/api/v1/reservations', { token: rider.token });
      expect(list.status).toBe(200);
      for (const reservation of list.body.data) stored.add(reservation.id);
    }
    expect(accepted.filter(({ id }) => !stored.has(id))).toEqual([]);
    expect(cluster.unexpected).toEqual([]);
  }, 180_000);
});

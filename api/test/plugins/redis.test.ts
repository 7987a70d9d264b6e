import { DEFAULTS } from '../../src/config';
import {
  addMotorcycle,
  daysFromToday,
  signUp,
  startApp,
  type TestServer,
  untilHealthy,
} from '../support/helpers';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/throwaway-redis';

// Several instances share their rate-limit counters through Redis (REDIS_URL), and refuse
// sign-in rather than guess without limit while Redis is unreachable.

let redis: ThrowawayRedis;
let instances: TestServer[];

beforeAll(async () => {
  redis = await startThrowawayRedis();
  const first = await startApp({ redisUrl: redis.url, rateLimits: DEFAULTS.rateLimits });
  // A second instance on the same database, as behind a load balancer.
  const second = await startApp(
    { redisUrl: redis.url, rateLimits: DEFAULTS.rateLimits },
    first.config.database,
  );
  instances = [first, second];
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await redis.stop();
});

const login = (instance: TestServer, email: string, password: string) =>
  instance.request('POST', '/api/v1/login', { body: { user: { email, password } } });

it('counts failed logins once across instances: the limit is the same as on one', async () => {
  await signUp(instances[0] as TestServer, { email: 'shared@example.com', password: 'shared-pw' });
  const limit = DEFAULTS.rateLimits.loginPerAddress.points;
  const statuses: number[] = [];
  for (let i = 0; i < limit + 2; i += 1) {
    const instance = instances[i % 2] as TestServer;
    statuses.push((await login(instance, 'shared@example.com', `wrong-${i}`)).status);
  }
  expect(statuses).toEqual([...Array(limit).fill(401), 429, 429]);
});

/** A rider's one-hour booking of a new Vespa on day `n` after today, through `instance`. */
async function bookingSetUp() {
  const [first, second] = instances as [TestServer, TestServer];
  const admin = (await signUp(first, { admin: true })).token;
  const vespa = await addMotorcycle(first, admin, { bookingPricePerHour: 10 });
  const { token } = await signUp(second);
  const book = (instance: TestServer, n: number) =>
    instance.request('POST', '/api/v1/reservations', {
      token,
      body: {
        motorcycle_id: vespa.id,
        duration: 1,
        total: 10,
        date: daysFromToday(n),
        city: 'Rome',
      },
    });
  const cancel = (instance: TestServer, id: number) =>
    instance.request('DELETE', `/api/v1/reservations/${id}`, { token });
  return { book, cancel };
}

it("counts one rider's bookings once across instances", async () => {
  const rider = await bookingSetUp();
  const limit = DEFAULTS.rateLimits.bookingsPerRider.points;
  for (let pair = 1; pair <= limit; pair += 1) {
    const booked = await rider.book(instances[pair % 2] as TestServer, 10);
    expect({ pair, status: booked.status }).toEqual({ pair, status: 201 });
    const cancelled = await rider.cancel(
      instances[(pair + 1) % 2] as TestServer,
      booked.body.data.id,
    );
    expect(cancelled.status).toBe(200);
  }
  const statuses = [];
  for (const instance of instances) statuses.push((await rider.book(instance, 10)).status);
  expect(statuses).toEqual([429, 429]);
});

it('answers 503 to sign-in, bookings and the health check while Redis is down, and recovers', async () => {
  const instance = instances[1] as TestServer;
  const rider = await bookingSetUp();
  await redis.stop();
  try {
    const booking = await rider.book(instance, 20);
    expect(booking.status).toBe(503);
    expect(booking.body.message).toEqual([
      'Booking is unavailable for a moment. Please try again shortly.',
    ]);
    const refused = await login(instance, 'anyone@example.com', 'any-password');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      success: false,
      error: true,
      message: 'Sign-in is unavailable for a moment. Please try again shortly.',
    });
    const health = await instance.request('GET', '/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe('Redis unavailable');
    const italian = await instance.request('GET', '/health', {
      headers: { 'accept-language': 'it' },
    });
    expect(italian.body.message).toBe('Redis non disponibile');
  } finally {
    await redis.start();
  }
  // ioredis reconnects on its own; each instance's health check turns green once its own client
  // has, and the other instance's need not be first (the next test signs up through it).
  for (const each of instances) await untilHealthy(each.url);
});

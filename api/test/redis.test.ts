import { DEFAULTS } from '../src/config';
import { signUp, startApp, type TestServer } from './support/helpers';
import { startThrowawayRedis, type ThrowawayRedis } from './support/throwaway-redis';

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

it('answers 503 to sign-in and to the health check while Redis is down, and recovers', async () => {
  const instance = instances[1] as TestServer;
  await redis.stop();
  try {
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
  } finally {
    await redis.start();
  }
  // ioredis reconnects on its own; the health check turns green once it has.
  let health = 503;
  for (let attempt = 0; attempt < 100 && health !== 200; attempt += 1) {
    health = (await instance.request('GET', '/health')).status;
    if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(health).toBe(200);
});

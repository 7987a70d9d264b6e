import { DEFAULTS } from '../../../src/config';
import { signUp, startApp, type TestServer } from '../../support/helpers';
import { startThrowawayRedis, type ThrowawayRedis } from '../../support/throwaway-redis';

// Behind a load balancer a rider's new feed links are counted once, in Redis (REDIS_URL): a burst
// spread over two instances gets the same 10 as on one (api/README.md, "Rate limits").

let redis: ThrowawayRedis;
let instances: [TestServer, TestServer];

beforeAll(async () => {
  redis = await startThrowawayRedis();
  const shipped = { redisUrl: redis.url, rateLimits: DEFAULTS.rateLimits };
  const first = await startApp(shipped);
  instances = [first, await startApp(shipped, first.config.database)];
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await redis.stop();
});

it("counts one rider's new links once across instances", async () => {
  const { token } = await signUp(instances[0]);
  const burst = await Promise.all(
    Array.from({ length: 30 }, (_, n) =>
      instances[n % 2].request('POST', '/api/v1/calendar/feed', { token }),
    ),
  );
  const statuses = burst.map((response) => response.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20);
});

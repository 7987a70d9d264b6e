import { DEFAULTS } from '../../../src/config';
import { signUp, startApp, type TestServer } from '../../support/helpers';
import { startThrowawayRedis, type ThrowawayRedis } from '../../support/throwaway-redis';
import { challengeFor, enrol, steppingClock } from '../../support/two-factor';

// Behind a load balancer the codes tried for an account are counted once, in Redis (REDIS_URL):
// a burst spread over two instances gets the same 5 as on one (api/README.md, "Rate limits").

const clock = steppingClock();
let redis: ThrowawayRedis;
let instances: [TestServer, TestServer];

beforeAll(async () => {
  redis = await startThrowawayRedis();
  const shipped = {
    redisUrl: redis.url,
    now: clock.now,
    rateLimits: { ...DEFAULTS.rateLimits, loginPerAddress: { points: 1000, seconds: 900 } },
  };
  const first = await startApp(shipped);
  instances = [first, await startApp(shipped, first.config.database)];
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await redis.stop();
});

const password = 'redis-two-factor';

async function enrolled() {
  const { user, token } = await signUp(instances[0], { admin: true, password });
  return { user, ...(await enrol(instances[0], token, clock)) };
}

it('signs in once with a challenge sent to two instances at once', async () => {
  const { user, secret } = await enrolled();
  const challenge = await challengeFor(instances[0], user.email, password);
  const right = clock.code(secret);
  const body = { challenge, code: right };
  const [first, second] = await Promise.all(
    instances.map((instance) => instance.request('POST', '/api/v1/login/2fa', { body })),
  );
  expect([first.status, second.status].sort()).toEqual([200, 401]);
});

it("counts an account's wrong codes once across instances", async () => {
  const { user, secret } = await enrolled();
  const challenge = await challengeFor(instances[1], user.email, password);
  const wrong = { challenge, code: clock.code(secret) === '000000' ? '111111' : '000000' };
  const burst = await Promise.all(
    Array.from({ length: 8 }, (_, n) =>
      instances[n % 2].request('POST', '/api/v1/login/2fa', { body: wrong }),
    ),
  );
  const statuses = burst.map((response) => response.status).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

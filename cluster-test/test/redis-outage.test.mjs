// Redis holds the shared login counters. While it is down the api must refuse sign-ins with a
// clear 503 (counting nothing means limiting nothing: answering 401 would let guesses through
// unlimited), and /health must say so, so that HAProxy takes the instances out of rotation.
import { call, logIn, newClientAddress, signUpRider, startTestCluster } from './support.mjs';
import { waitFor } from '../../tools/stack/waiting.mjs';

let cluster;

beforeAll(async () => {
  cluster = await startTestCluster();
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

/** A 503 whose body is the api's error shape with a sentence: what a client can show. */
function expectClear503(answer) {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({ success: false, error: true });
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(10);
}

describe('Redis stopped', () => {
  it('sign-ins answer a clear 503 (no guessing), /health 503; all recovers when it is back', async () => {
    const rider = await signUpRider(cluster.url, 'outage');
    await logIn(cluster.url, rider, rider.from);

    await cluster.redis.stop();

    // Each instance reports itself unready as soon as it has lost Redis.
    for (const instance of cluster.instances) {
      await waitFor(`${instance.name} /health to answer 503`, async () => {
        const health = await call(instance.url, 'GET', '/health');
        return health.status === 503 && health;
      });
    }
    for (const instance of cluster.instances) {
      expectClear503(await call(instance.url, 'GET', '/health'));
    }

    // 30 guesses on one instance, 30 through HAProxy, and the right password: none is evaluated.
    const from = newClientAddress();
    const guesses = (baseUrl) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(baseUrl, 'POST', '/api/v1/login', {
            from,
            body: { user: { email: rider.email, password: `outage-guess-${i}` } },
          }),
        ),
      );
    for (const answer of await guesses(cluster.instances[0].url)) expectClear503(answer);
    for (const answer of await guesses(cluster.url)) expectClear503(answer);
    const owner = await call(cluster.url, 'POST', '/api/v1/login', {
      from: rider.from,
      body: { user: { email: rider.email, password: rider.password } },
    });
    expectClear503(owner);

    // HAProxy takes the unready instances out of rotation and answers for them, in the same shape.
    for (const instance of cluster.instances) {
      await cluster.haproxy.waitForStatus(instance.name, 'DOWN', 10_000);
    }
    expectClear503(await call(cluster.url, 'GET', '/health'));

    // Back: the instances reconnect, HAProxy brings them UP, sign-in works again.
    await cluster.redis.start();
    for (const instance of cluster.instances) {
      await cluster.haproxy.waitForStatus(instance.name, 'UP', 20_000);
    }
    expect((await call(cluster.url, 'GET', '/health')).status).toBe(200);
    await logIn(cluster.url, rider, rider.from);
    expect(cluster.unexpected).toEqual([]);
  });
});

import http from 'node:http';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import {
  freshDatabase,
  request,
  signUp,
  startApp,
  TEST_SECRET,
  type TestServer,
} from '../../support/helpers';
import { databaseUrl } from '../../support/server-process';

// A feed that ends, an address that comes from configuration, and a limit on new addresses, each
// as the attack of 2026-11-27 found them open (docs/PRODUCT.md, "Rides in your calendar").

let server: TestServer;

beforeAll(async () => {
  server = await startApp({
    publicApiUrl: 'https://rides.example.com',
    // Behind a proxy: under the old rule X-Forwarded-Host and -Proto would have named the address.
    trustProxy: ['127.0.0.1'],
  });
});

afterAll(() => server.close());

const newFeed = (token: string) => server.request('POST', '/api/v1/calendar/feed', { token });
const turnOff = (token?: string) => server.request('DELETE', '/api/v1/calendar/feed', { token });
/** The feed as a calendar app asks for it: the address alone, no bearer. */
const read = (url: string) => server.request('GET', new URL(url).pathname);

/** POST /calendar/feed with headers fetch will not forge (Host among them). */
function postWithHeaders(token: string, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/v1/calendar/feed',
        headers: { authorization: `Bearer ${token}`, ...headers },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('the feed address', () => {
  it('is on PUBLIC_API_URL whatever Host and X-Forwarded-Host the request names', async () => {
    const { token } = await signUp(server);
    const body = await postWithHeaders(token, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    const { url } = JSON.parse(body).data as { url: string };
    expect(url).toMatch(/^https:\/\/rides\.example\.com\/api\/v1\/calendar\/feed\/[\w-]{59}\.ics$/);
    expect((await read(url)).status).toBe(200);
  });
});

describe('DELETE /api/v1/calendar/feed', () => {
  it("turns the caller's feed off at once, and no one else's; logging out does not", async () => {
    const rider = await signUp(server);
    const other = await signUp(server);
    const url = (await newFeed(rider.token)).body.data.url as string;
    const othersUrl = (await newFeed(other.token)).body.data.url as string;
    await server.request('POST', '/api/v1/logout', { token: rider.token });
    expect((await read(url)).status).toBe(200);

    const signedIn = await server.request('POST', '/api/v1/login', {
      body: { user: { email: rider.user.email, password: 'secret-password' } },
    });
    const ended = await turnOff(signedIn.body.token);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      success: true,
      message: 'Calendar link turned off: it no longer shows your rides.',
    });
    const gone = await read(url);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Calendar not found');
    expect((await read(othersUrl)).status).toBe(200);

    // Again, with nothing left to end: the same success, saying so.
    const again = await turnOff(signedIn.body.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      message: 'There was no calendar link to turn off.',
    });
    // A new link works again.
    const fresh = (await newFeed(signedIn.body.token)).body.data.url as string;
    expect((await read(fresh)).status).toBe(200);
  });

  it('is for signed-in riders only', async () => {
    expect((await turnOff()).status).toBe(401);
  });
});

describe('new feed addresses, as shipped', () => {
  it('answers a burst of 30 from one rider with 10 addresses and 20 refusals, one of them working', async () => {
    // The shipped figure (api/README.md, "Rate limits"), written out: 10 an hour.
    const database = await freshDatabase();
    const app = await buildApp(
      loadConfig({
        DATABASE_URL: databaseUrl(database),
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
      }),
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signup = (email: string) =>
        request(url, 'POST', '/api/v1/users', {
          body: { user: { name: 'Kim', email, password: 'kim-password' } },
        });
      const rider = (await signup('burst@example.com')).body.token as string;
      const burst = await Promise.all(
        Array.from({ length: 30 }, () =>
          request(url, 'POST', '/api/v1/calendar/feed', { token: rider }),
        ),
      );
      const made = burst.filter((response) => response.status === 200);
      const refused = burst.filter((response) => response.status === 429);
      expect([made.length, refused.length]).toEqual([10, 20]);
      for (const response of refused) {
        expect(response.body.message).toBe(
          'An account may get at most 10 new calendar links an hour. Try again in 60 minutes.',
        );
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      }
      // Each address replaced the one before: exactly one of the ten works.
      const read = (feed: string) => request(url, 'GET', new URL(feed).pathname);
      const working = await Promise.all(
        made.map(async (response) => (await read(response.body.data.url)).status),
      );
      expect(working.filter((status) => status === 200)).toHaveLength(1);
      // Turning it off is never refused; another rider still gets an address.
      expect((await request(url, 'DELETE', '/api/v1/calendar/feed', { token: rider })).status).toBe(
        200,
      );
      const other = (await signup('other@example.com')).body.token as string;
      expect((await request(url, 'POST', '/api/v1/calendar/feed', { token: other })).status).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

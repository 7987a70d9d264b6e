import { MemoryAttemptStore } from '../src/plugins/rate-limit';
import { signUp, startApp, type TestServer } from './support/helpers';

const WINDOW_MS = 15 * 60 * 1000;

async function withServer(
  run: (server: TestServer, clock: { ms: number }) => Promise<void>,
  store = new MemoryAttemptStore(),
) {
  const clock = { ms: Date.parse('2030-01-01T12:00:00Z') };
  const server = await startApp({
    trustProxy: true,
    loginRateLimit: { max: 3, windowMs: WINDOW_MS, store },
    now: () => new Date(clock.ms),
  });
  try {
    await signUp(server, { email: 'kim@example.com', password: 'kim-password' });
    await run(server, clock);
  } finally {
    await server.close();
  }
}

function login(server: TestServer, email: string, password: string, ip = '203.0.113.1') {
  return server.request('POST', '/api/v1/login', {
    body: { user: { email, password } },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('failed-login rate limiting', () => {
  it('blocks an email after too many failures, from any address, even with the right password', async () => {
    await withServer(async (server) => {
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await login(server, 'kim@example.com', 'wrong-password', ip)).status).toBe(401);
      }
      const blocked = await login(server, 'KIM@example.com', 'kim-password', '198.51.100.4');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        error: true,
        message: 'Too many failed login attempts. Try again in 15 minutes.',
      });
      expect(blocked.headers.get('retry-after')).toBe('900');
    });
  });

  it('blocks an address after too many failures, whatever the email', async () => {
    await withServer(async (server) => {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        expect((await login(server, email, 'whatever-password')).status).toBe(401);
      }
      expect((await login(server, 'kim@example.com', 'kim-password')).status).toBe(429);
      expect((await login(server, 'kim@example.com', 'kim-password', '203.0.113.99')).status).toBe(
        200,
      );
    });
  });

  it('never counts successful logins', async () => {
    await withServer(async (server) => {
      for (let i = 0; i < 12; i += 1) {
        expect((await login(server, 'kim@example.com', 'kim-password')).status).toBe(200);
      }
    });
  });

  it('lets the address and email try again when the window has passed', async () => {
    await withServer(async (server, clock) => {
      for (let i = 0; i < 3; i += 1) await login(server, 'kim@example.com', 'nope-nope');
      clock.ms += WINDOW_MS - 30_000;
      const almost = await login(server, 'kim@example.com', 'kim-password');
      expect(almost.status).toBe(429);
      expect(almost.body.message).toBe('Too many failed login attempts. Try again in 1 minute.');
      clock.ms += 30_000;
      expect((await login(server, 'kim@example.com', 'kim-password')).status).toBe(200);
    });
  });

  it('counts in the store it is given, so a shared store can replace memory', async () => {
    const store = new MemoryAttemptStore();
    const increment = jest.spyOn(store, 'increment');
    await withServer(async (server) => {
      await login(server, 'kim@example.com', 'wrong-password', '192.0.2.7');
      expect(increment.mock.calls.map(([key]) => key).sort()).toEqual([
        'email:kim@example.com',
        'ip:192.0.2.7',
      ]);
    }, store);
  });
});

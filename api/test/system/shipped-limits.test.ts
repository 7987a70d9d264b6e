import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import {
  daysFromToday,
  freshDatabase,
  PRODUCTION_SETTINGS,
  request,
  TEST_SECRET,
} from '../support/helpers';
import { databaseUrl } from '../support/server-process';

// The limits as shipped: the app built from loadConfig with nothing but a database and a secret
// set, as `npm start` and a production deployment run it. The figures are written out here, as
// api/README.md ("Rate limits") documents them, not read from the code under test, so a default
// that is switched off or loosened fails these tests.

const ENVIRONMENTS: [string, NodeJS.ProcessEnv][] = [
  ['npm start', {}],
  [
    'production',
    { NODE_ENV: 'production', PUBLIC_API_URL: 'https://api.vespa.test', ...PRODUCTION_SETTINGS },
  ],
];

async function startShipped(env: NodeJS.ProcessEnv) {
  const database = await freshDatabase();
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: databaseUrl(database),
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    database,
    close: () => app.close(),
    login: (email: string, password: string, headers: Record<string, string> = {}) =>
      request(url, 'POST', '/api/v1/login', { body: { user: { email, password } }, headers }),
    signUp: (email: string, headers: Record<string, string> = {}) =>
      request(url, 'POST', '/api/v1/users', {
        body: { user: { name: 'Kim', email, password: 'kim-password' } },
        headers,
      }),
  };
}

type Shipped = Awaited<ReturnType<typeof startShipped>>;

describe.each(ENVIRONMENTS)('the api as %s ships', (_name, env) => {
  let api: Shipped;
  beforeEach(async () => {
    api = await startShipped(env);
  });
  afterEach(() => api.close());

  it('answers the 11th failed login from one address within 15 minutes with 429', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect({
        attempt: i,
        status: (await api.login(`guess${i}@example.com`, 'wrong')).status,
      }).toEqual({ attempt: i, status: 401 });
    }
    const eleventh = await api.login('guess11@example.com', 'wrong');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('answers the 11th login from one address within 15 minutes with 429, correct ones included', async () => {
    expect((await api.signUp('regular@example.com')).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      statuses.push((await api.login('regular@example.com', 'kim-password')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('ignores a spoofed X-Forwarded-For: rotating it does not reset the count', async () => {
    const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 1; i <= 10; i += 1) {
      expect((await api.login(`spoof${i}@example.com`, 'wrong', spoofed(i))).status).toBe(401);
    }
    expect((await api.login('spoof11@example.com', 'wrong', spoofed(11))).status).toBe(429);
  });

  it('answers the 11th signup from one address within an hour with 429', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await api.signUp(`kim${i}@example.com`)).status).toBe(201);
    }
    const eleventh = await api.signUp('kim11@example.com');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      'Too many sign-ups from this address. Try again in 60 minutes.',
    );
  });
});

describe('LOGIN_ATTEMPTS_PER_15_MIN', () => {
  it('moves the per-address login limit, as the browser suite raises it', async () => {
    const api = await startShipped({ LOGIN_ATTEMPTS_PER_15_MIN: '12' });
    try {
      expect((await api.signUp('often@example.com')).status).toBe(201);
      const statuses: number[] = [];
      for (let i = 1; i <= 13; i += 1) {
        statuses.push((await api.login('often@example.com', 'kim-password')).status);
      }
      expect(statuses).toEqual([...Array(12).fill(200), 429]);
    } finally {
      await api.close();
    }
  });

  it('is refused with a sentence when it is not a whole number of at least 1', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: TEST_SECRET, LOGIN_ATTEMPTS_PER_15_MIN: 'lots' }),
    ).toThrow('LOGIN_ATTEMPTS_PER_15_MIN must be a whole number of at least 1, got "lots"');
  });
});

/** A rider of a shipped api with the demo data, and what they book: a demo Vespa for an hour. */
async function riderOf(api: Shipped) {
  const { token } = (await api.signUp(`rider-${Math.random()}@example.com`)).body;
  const list = await request(api.url, 'GET', '/api/v1/motorcycles', { token });
  const [vespa] = list.body.data as { id: number; bookingPricePerHour: number }[];
  if (!vespa) throw new Error('no demo motorcycle');
  /** Books day 30 + `n` from today, through `url` (this api by default). */
  const book = (n: number, url = api.url) =>
    request(url, 'POST', '/api/v1/reservations', {
      token,
      body: {
        motorcycle_id: vespa.id,
        duration: 1,
        total: vespa.bookingPricePerHour,
        date: daysFromToday(30 + n),
        city: 'Rome',
      },
    });
  const cancel = (id: number) =>
    request(api.url, 'DELETE', `/api/v1/reservations/${id}`, { token });
  return { book, cancel };
}

describe.each(ENVIRONMENTS)('bookings and cancellations of the api as %s ships', (_name, env) => {
  // The demo motorcycles to book; the limits are the same without them.
  const withDemoData = { ...env, SEED_DEMO_DATA: 'true' };
  let api: Shipped;
  beforeEach(async () => {
    api = await startShipped(withDemoData);
  });
  afterEach(() => api.close());

  it('answers the 31st booking of one account within an hour with 429', async () => {
    const rider = await riderOf(api);
    for (let pair = 1; pair <= 30; pair += 1) {
      const booked = await rider.book(1);
      expect({ pair, status: booked.status }).toEqual({ pair, status: 201 });
      expect((await rider.cancel(booked.body.data.id)).status).toBe(200);
    }
    const refused = await rider.book(1);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toEqual([
      'An account may make at most 30 bookings an hour. Try again in 60 minutes.',
    ]);
  });

  it('answers the 31st cancellation of one account within an hour with 429', async () => {
    const rider = await riderOf(api);
    // Bookings made before this hour: through a second instance on the same database, which
    // counts its own bookings (memory) and allows more.
    const earlier = await buildApp(
      loadConfig({
        DATABASE_URL: databaseUrl(api.database),
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        ...withDemoData,
        BOOKINGS_PER_HOUR: '1000',
      }),
    );
    const earlierUrl = await earlier.listen({ port: 0, host: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      // A rider holds at most 20 reservations: 20, then 11 more.
      for (const days of [20, 11]) {
        const ids: number[] = [];
        for (let n = 0; n < days; n += 1) ids.push((await rider.book(n, earlierUrl)).body.data.id);
        for (const id of ids) statuses.push((await rider.cancel(id)).status);
      }
      expect(statuses).toEqual([...Array(30).fill(200), 429]);
    } finally {
      await earlier.close();
    }
  });
});

describe('the api as shipped behind a proxy (TRUST_PROXY set, limits untouched)', () => {
  let api: Shipped;
  beforeEach(async () => {
    api = await startShipped({
      NODE_ENV: 'production',
      PUBLIC_API_URL: 'https://api.vespa.test',
      ...PRODUCTION_SETTINGS,
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterEach(() => api.close());

  it('answers the 51st failed login for one account within an hour, from new addresses, with 429', async () => {
    const owner = 'owner@example.com';
    const proxied = { 'x-forwarded-for': '198.51.100.1' };
    expect((await api.signUp(owner, proxied)).status).toBe(201);
    // Five guesses from each of eleven addresses: no address reaches its own limit.
    const statuses: number[] = [];
    for (let i = 0; i < 55; i += 1) {
      const from = { 'x-forwarded-for': `203.0.113.${Math.floor(i / 5) + 1}` };
      statuses.push((await api.login(owner, `guess-${i}`, from)).status);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
  });

  it('counts each client named by the proxy on its own', async () => {
    for (let i = 1; i <= 10; i += 1) {
      await api.login(`blocked${i}@example.com`, 'wrong', { 'x-forwarded-for': '203.0.113.9' });
    }
    const blocked = await api.login('x@example.com', 'wrong', {
      'x-forwarded-for': '203.0.113.9',
    });
    const other = await api.login('x@example.com', 'wrong', {
      'x-forwarded-for': '203.0.113.10',
    });
    expect([blocked.status, other.status]).toEqual([429, 401]);
  });
});

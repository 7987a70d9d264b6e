import type { Registry } from 'prom-client';
import { DEFAULTS, loadConfig } from '../../src/config';
import { listenForMetrics } from '../../src/metrics-server';
import {
  TEST_SECRET,
  addMotorcycle,
  daysFromToday,
  request,
  signUp,
  startApp,
  type TestServer,
} from '../support/helpers';

let server: TestServer;
let metrics: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  // The login limit as shipped, so that the guesses below reach it; the helper raises it.
  server = await startApp({
    collectMetrics: true,
    rateLimits: {
      ...DEFAULTS.rateLimits,
      signupPerAddress: { points: 100_000, seconds: 3600 },
      bookingsPerRider: { points: 100_000, seconds: 3600 },
    },
  });
  metrics = await listenForMetrics(server.app.metrics as Registry, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await metrics?.close();
  await server?.close();
});

/** The samples Prometheus would scrape, as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metrics.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (sample) samples.set(sample[1] as string, Number(sample[2]));
  }
  return samples;
}

function booking(motorcycle: { id: number; bookingPricePerHour: number }, days: number) {
  return {
    motorcycle_id: motorcycle.id,
    date: daysFromToday(days),
    duration: 2,
    total: motorcycle.bookingPricePerHour * 2,
    city: 'Roma',
  };
}

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('count bookings created and refused, responses by route and status, and rate-limit refusals', async () => {
    const admin = await signUp(server, { admin: true });
    const rider = await signUp(server);
    const motorcycle = await addMotorcycle(server, admin.token);
    const before = await scrape();

    const list = await server.request('GET', '/api/v1/motorcycles', { token: rider.token });
    expect(list.status).toBe(200);
    const created = await server.request('POST', '/api/v1/reservations', {
      token: rider.token,
      body: booking(motorcycle, 40),
    });
    expect(created.status).toBe(201);
    const taken = await server.request('POST', '/api/v1/reservations', {
      token: rider.token,
      body: booking(motorcycle, 40),
    });
    expect(taken.status).toBe(409);
    const invalid = await server.request('POST', '/api/v1/reservations', {
      token: rider.token,
      body: { ...booking(motorcycle, 41), total: 1 },
    });
    expect(invalid.status).toBe(422);
    // Wrong passwords from one address until the login limit refuses.
    const guesses = DEFAULTS.rateLimits.loginPerAddress.points + 1;
    for (let i = 0; i < guesses; i += 1) {
      await server.request('POST', '/api/v1/login', {
        body: { user: { email: rider.user.email, password: `wrong-${i}` } },
      });
    }

    const after = await scrape();
    const grew = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(grew('vespa_bookings_created_total')).toBe(1);
    expect(grew('vespa_bookings_refused_total{reason="conflict"}')).toBe(1);
    expect(grew('vespa_bookings_refused_total{reason="invalid"}')).toBe(1);
    expect(grew('vespa_rate_limit_refusals_total{route="/api/v1/login"}')).toBe(1);
    expect(
      grew(
        'vespa_http_request_duration_seconds_count{method="GET",route="/api/v1/motorcycles",status="200"}',
      ),
    ).toBe(1);
    expect(
      grew(
        'vespa_http_request_duration_seconds_count{method="POST",route="/api/v1/login",status="401"}',
      ),
    ).toBe(guesses - 1);
    // A latency histogram: the slowest bucket holds every request of its series.
    expect(
      after.get(
        'vespa_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/v1/reservations",status="201"}',
      ),
    ).toBe(1);
  });

  it('report the event loop, and the database pool on PostgreSQL', async () => {
    const samples = await scrape();
    expect(samples.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(samples.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (server.config.database.dialect === 'postgres') {
      expect(samples.get('vespa_db_pool_connections{state="max"}')).toBe(10);
      expect(samples.get('vespa_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(samples.has('vespa_db_pool_connections{state="waiting"}')).toBe(true);
    }
  });

  it('are not served on the public port', async () => {
    const response = await request(server.url, 'GET', '/metrics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('vespa_');
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  const env = { JWT_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:' };

  it('are off unless METRICS_PORT is set, and listen on loopback by default', () => {
    expect(loadConfig(env)).toMatchObject({ metrics: null, collectMetrics: false });
    expect(loadConfig({ ...env, METRICS_PORT: '9464' })).toMatchObject({
      metrics: { host: '127.0.0.1', port: 9464 },
      collectMetrics: true,
    });
    expect(loadConfig({ ...env, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ ...env, METRICS_PORT: '94x' })).toThrow(
      'METRICS_PORT must be an integer from 0 to 65535, got "94x"',
    );
  });
});

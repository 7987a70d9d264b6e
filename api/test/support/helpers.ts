import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import {
  addDaysISO,
  DEFAULT_SHOP_CURRENCY,
  DEFAULT_SHOP_TIME_ZONE,
  type NewMotorcycle,
  todayISO,
  type User,
} from 'shared-domain';
import { type BuildOptions, buildApp } from '../../src/app';
import { type AppConfig, type DatabaseConfig, DEFAULTS } from '../../src/config';

const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vespa-api-test-'));
  tempDirs.push(dir);
  return dir;
}

/** An empty database of the project's dialect: a temp SQLite file, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<DatabaseConfig> {
  if (dialect === 'sqlite') return { dialect, file: path.join(tempDir(), 'test.sqlite') };
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl) throw new Error('TEST_PG_URL is unset: the postgres global setup did not run');
  const name = `vespa_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dialect, url: url.toString() };
}

/** PUBLIC_API_URL in the tests that build the app themselves. */
export const TEST_PUBLIC_API_URL = 'https://api.vespa.test';

/** PUBLIC_URL in the tests: where every link in a mail starts. */
export const TEST_PUBLIC_URL = 'https://rent.vespa.test';
export const TEST_MAIL_FROM = 'Vespa Rentals <rentals@vespa.test>';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
/** TWO_FACTOR_KEY of the tests: 32 bytes as hex. */
export const TEST_TWO_FACTOR_KEY =
  '5e1f0c2a9b8d7e6f40312c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a697887';

/**
 * What production requires besides JWT_SECRET and PUBLIC_API_URL: the mail's settings
 * (test/mail/settings.test.ts; no mail server listens there) and TWO_FACTOR_KEY.
 */
export const PRODUCTION_SETTINGS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: TEST_PUBLIC_URL,
  MAIL_FROM: TEST_MAIL_FROM,
  TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
};

// Tests read arbitrary JSON bodies and assert their shape, so the body type is deliberately loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Response<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: AppConfig;
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<Response<T>>;
  close(): Promise<void>;
}

export async function request(
  baseUrl: string,
  method: string,
  urlPath: string,
  { body, raw, token, headers = {} }: RequestOptions = {},
): Promise<Response> {
  const init: RequestInit = { method, headers: { ...headers } };
  const allHeaders = init.headers as Record<string, string>;
  if (token) allHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined || raw !== undefined) {
    allHeaders['content-type'] ??= 'application/json';
    init.body = raw ?? JSON.stringify(body);
  }
  const response = await fetch(baseUrl + urlPath, init);
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** buildApp on port 0, spoken to over real HTTP. */
export async function startApp(
  overrides: Partial<AppConfig> = {},
  database?: DatabaseConfig,
  buildOptions?: BuildOptions,
): Promise<TestServer> {
  const config: AppConfig = {
    database: database ?? (await freshDatabase()),
    jwtSecret: TEST_SECRET,
    twoFactorKey: Buffer.from(TEST_TWO_FACTOR_KEY, 'hex'),
    corsOrigins: DEFAULTS.corsOrigins,
    adminSignup: 'open',
    staffTwoFactor: 'optional',
    logLevel: 'silent',
    trustProxy: false,
    seedDemoData: false,
    tokenTtlMs: DEFAULTS.tokenTtlMs,
    // The suites sign up and log in hundreds of riders from one address, and some riders book
    // and cancel more than an hour's worth; shipped-limits.test.ts, rate-limit.test.ts and
    // rider-limits.test.ts run the shipped limits.
    rateLimits: {
      ...DEFAULTS.rateLimits,
      loginPerAddress: { points: 100_000, seconds: 900 },
      signupPerAddress: { points: 100_000, seconds: 3600 },
      bookingsPerRider: { points: 100_000, seconds: 3600 },
      cancellationsPerRider: { points: 100_000, seconds: 3600 },
      calendarFeedsPerRider: { points: 100_000, seconds: 3600 },
      passwordResetsPerAddress: { points: 100_000, seconds: 3600 },
      passwordResetMailsPerAccount: { points: 100_000, seconds: 3600 },
    },
    redisUrl: null,
    timeouts: DEFAULTS.timeouts,
    maxConnectionsPerAddress: DEFAULTS.maxConnectionsPerAddress,
    now: () => new Date(),
    shopTimeZone: DEFAULT_SHOP_TIME_ZONE,
    shopCurrency: DEFAULT_SHOP_CURRENCY,
    // Not the address the test listens on: links the api hands out come from configuration.
    publicApiUrl: TEST_PUBLIC_API_URL,
    publicUrl: TEST_PUBLIC_URL,
    // No mail server: mails wait in the outbox. test/mail/ starts one and sets smtpUrl; the poll
    // never fires within a test, which sends what is due with app.mailSender.sendDue().
    mail: { smtpUrl: null, from: TEST_MAIL_FROM, pollMs: 3_600_000, reminderHoursBefore: 24 },
    ...overrides,
  };
  const app = await buildApp(config, buildOptions);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // As the balancer's health check does (tools/stack/haproxy-config.mjs), no request reaches an instance with Redis
  // before it is ready: under load its first connection can take longer than buildApp.
  if (config.redisUrl) await untilHealthy(url);
  return {
    app,
    url,
    config,
    request: (method, urlPath, options) => request(url, method, urlPath, options),
    close: () => app.close(),
  };
}

/** Waits, bounded, until `/health` answers 200. */
export async function untilHealthy(url: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await request(url, 'GET', '/health')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}/health never answered 200`);
}

let userCounter = 0;

export async function signUp(
  server: TestServer,
  fields: { name?: string; email?: string; password?: string; admin?: boolean } = {},
): Promise<{ user: User; token: string }> {
  userCounter += 1;
  const response = await server.request('POST', '/api/v1/users', {
    body: {
      user: {
        name: fields.name ?? `Rider ${userCounter}`,
        email: fields.email ?? `rider${userCounter}-${randomBytes(3).toString('hex')}@example.com`,
        password: fields.password ?? 'secret-password',
        admin: fields.admin ?? false,
      },
    },
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.text}`);
  return { user: response.body.user, token: response.body.token };
}

let chassisCounter = 0;

export function motorcycleFields(overrides: Partial<Record<keyof NewMotorcycle, unknown>> = {}) {
  chassisCounter += 1;
  return {
    name: 'Vespa Primavera',
    model: 'Primavera 150',
    brand: 'Vespa',
    color: 'Azzurro Provenza',
    chassisNumber: `TEST-${chassisCounter}-${randomBytes(4).toString('hex')}`,
    bookingPricePerHour: 12.5,
    price: 6999.9,
    imageLink: '/images/primavera.svg',
    description: 'A classic',
    ...overrides,
  };
}

export async function addMotorcycle(
  server: TestServer,
  adminToken: string,
  overrides: Partial<Record<keyof NewMotorcycle, unknown>> = {},
) {
  const response = await server.request('POST', '/api/v1/motorcycles', {
    token: adminToken,
    body: motorcycleFields(overrides),
  });
  if (response.status !== 201) throw new Error(`add motorcycle failed: ${response.text}`);
  return response.body.data as {
    id: number;
    name: string;
    chassisNumber: string;
    bookingPricePerHour: number;
  };
}

/**
 * A date `days` after the shop's today, for tests that run against the real clock: a fixed date
 * would pass into the past, or beyond the booking horizon, as the years go by.
 */
export function daysFromToday(days: number): string {
  return addDaysISO(todayISO(new Date(), DEFAULT_SHOP_TIME_ZONE), days) as string;
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { canonicalTimeZone, DEFAULT_SHOP_TIME_ZONE } from 'shared-domain';
import { DEFAULT_DATA_DIR } from './paths';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  /** Exact origins allowed by CORS; every other origin gets no CORS headers. */
  corsOrigins: string[];
  /** `closed` ignores the signup admin checkbox (real deployments). */
  adminSignup: 'open' | 'closed';
  /** A pino level, or `silent`. */
  logLevel: string;
  /** The proxies allowed to name the client in X-Forwarded-For (see parseTrustProxy). */
  trustProxy: false | string[];
  /** Insert the demo accounts and motorcycles (idempotent). */
  seedDemoData: boolean;
  tokenTtlMs: number;
  rateLimits: RateLimits;
  /** `redis://…`: rate-limit counters shared by every instance; unset keeps them in memory. */
  redisUrl: string | null;
  timeouts: Timeouts;
  /**
   * The shop's IANA time zone (SHOP_TIME_ZONE): bookings are wall-clock times there, and "now",
   * "today" and "started" are read on its clock (docs/PRODUCT.md, "Bookings").
   */
  shopTimeZone: string;
  /** Open connections one client address may keep; the trusted proxies have no cap. */
  maxConnectionsPerAddress: number;
  /** The clock; tests replace it to pin "today". */
  now: () => Date;
  /**
   * Tests only (TEST_BOOKING_PAUSE_MS, refused in production): a pause between a booking's
   * overlap check and its insert, so two processes are sure to meet there and the test of the
   * lock that keeps them apart can fail when the lock is missing.
   */
  bookingPauseMs: number;
  /** Count requests, bookings and refusals for Prometheus (plugins/metrics.ts); off when unset. */
  collectMetrics?: boolean;
}

/** Budgets of attempts, each `points` per `seconds` (docs: api/README.md "Rate limits"). */
export interface RateLimits {
  /**
   * Login attempts from one address, whatever the email, failed or not: each costs a password
   * hash, so a correct password sent in a loop costs as much as guessing.
   */
  loginPerAddress: { points: number; seconds: number };
  /**
   * Failed logins for one account from addresses that have not signed in to it before, so
   * guesses spread over many addresses are limited too, while the owner at a known address is not.
   */
  loginPerAccount: { points: number; seconds: number };
  /** How long an address that signed in to an account is known to it. */
  knownAddressSeconds: number;
  /** Signup attempts from one address. */
  signupPerAddress: { points: number; seconds: number };
  /** Bookings one account makes (refused ones are not counted). */
  bookingsPerRider: { points: number; seconds: number };
  /** Cancellations one account makes of its own reservations (refused ones are not counted). */
  cancellationsPerRider: { points: number; seconds: number };
}

export interface Timeouts {
  /** A socket with no traffic for this long is closed (a stalled body, an idle client). */
  idleMs: number;
  /** A whole request, headers and body, must arrive within this. */
  requestMs: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /**
   * After SIGTERM, how long the instance still serves new requests while `/health` answers 503,
   * so the load balancer stops sending to it first (api/README.md "Restarts and shutdown").
   */
  shutdownDrainMs: number;
  /** Where `GET /metrics` listens (METRICS_HOST, METRICS_PORT); null: no metrics. */
  metrics: { host: string; port: number } | null;
}

const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  [3000, 3001, 3002, 3003].map((port) => `http://${host}:${port}`),
);

export const DEFAULTS = {
  corsOrigins: DEFAULT_CORS_ORIGINS,
  tokenTtlMs: 24 * 60 * 60 * 1000,
  rateLimits: {
    loginPerAddress: { points: 10, seconds: 15 * 60 },
    loginPerAccount: { points: 50, seconds: 60 * 60 },
    // Under 24.8 days: the in-memory store expires keys with setTimeout, whose limit that is.
    knownAddressSeconds: 14 * 24 * 60 * 60,
    signupPerAddress: { points: 10, seconds: 60 * 60 },
    bookingsPerRider: { points: 30, seconds: 60 * 60 },
    cancellationsPerRider: { points: 30, seconds: 60 * 60 },
  } satisfies RateLimits,
  timeouts: { idleMs: 10_000, requestMs: 30_000 } satisfies Timeouts,
  maxConnectionsPerAddress: 200,
};

const MIN_SECRET_LENGTH = 32;

/** `sqlite:PATH` (relative to the working directory), `postgres://…`; unset → api/data/vespa.sqlite. */
export function parseDatabaseUrl(value: string | undefined): DatabaseConfig {
  if (!value) return { dialect: 'sqlite', file: path.join(DEFAULT_DATA_DIR, 'vespa.sqlite') };
  if (/^postgres(ql)?:\/\//.test(value)) return { dialect: 'postgres', url: value };
  if (value.startsWith('sqlite:')) {
    const file = value.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new Error('DATABASE_URL sqlite:PATH needs a path');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new Error('DATABASE_URL must be sqlite:PATH or a postgres:// URL');
}

/** Secrets live beside the SQLite file; with PostgreSQL in api/data. */
export function dataDirFor(database: DatabaseConfig): string {
  return database.dialect === 'sqlite' && database.file !== ':memory:'
    ? path.dirname(database.file)
    : DEFAULT_DATA_DIR;
}

/**
 * A secret generated on first start and kept (mode 600) so tokens survive restarts. Several
 * instances must share one JWT_SECRET instead. A kept file that others could read, or that is too
 * short to be a key, is refused rather than trusted.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const mode = fs.statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `${file} is readable by other users (mode ${mode.toString(8)}): run chmod 600 on it, or set JWT_SECRET`,
    );
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to generate a new one, or set JWT_SECRET`,
    );
  }
  return secret;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_CORS_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function parseChoice<T extends string>(name: string, value: string | undefined, choices: T[]): T {
  if (value === undefined || value === '') return choices[0] as T;
  if ((choices as string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${choices.join(', ')}, got "${value}"`);
}

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, or one of proxy-addr's named ranges. */
function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * The proxies' addresses or ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`); unset → none. Only a
 * request from one of them may name the client in X-Forwarded-For, and the client is the
 * right-most address not in the list. `true` (every hop) and hop counts are refused: a client
 * writes the left-most entries itself, and a count cannot tell a proxy from a client.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every(isAddressOrRange)) {
    return addresses;
  }
  throw new Error(
    `TRUST_PROXY must list the proxies' addresses or ranges (e.g. 127.0.0.1 or 10.0.0.0/8), got "${text}"`,
  );
}

/** A positive whole number, such as SIGNUPS_PER_HOUR. */
function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return count;
}

/** SHOP_TIME_ZONE: an IANA name this runtime knows, as IANA spells it; unset → Europe/Rome. */
export function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_SHOP_TIME_ZONE;
  const zone = canonicalTimeZone(value);
  if (zone === null) {
    throw new Error(
      `SHOP_TIME_ZONE must be an IANA time zone name such as Europe/Rome or America/New_York, got "${value}"`,
    );
  }
  return zone;
}

/** A budget of `points` per hour, set by the environment variable `name`. */
function perHour(
  name: string,
  value: string | undefined,
  shipped: { points: number; seconds: number },
): { points: number; seconds: number } {
  return { points: parseCount(name, value, shipped.points), seconds: shipped.seconds };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const database = parseDatabaseUrl(env.DATABASE_URL);
  if (production && !env.JWT_SECRET) {
    throw new Error(
      'JWT_SECRET is required in production (NODE_ENV=production): set the same secret of 32 or more characters on every instance',
    );
  }
  const jwtSecret = env.JWT_SECRET || persistedSecret(dataDirFor(database));
  if (jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  // Production changes defaults only; a value that is set always wins.
  const orInProduction = (value: string | undefined, productionDefault: string) =>
    value === undefined || value === '' ? (production ? productionDefault : undefined) : value;
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    shutdownDrainMs: parseShutdownDrain(env.SHUTDOWN_DRAIN_MS, production),
    ...parseMetrics(env),
    database,
    jwtSecret,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    adminSignup: parseChoice('ADMIN_SIGNUP', orInProduction(env.ADMIN_SIGNUP, 'closed'), [
      'open',
      'closed',
    ]),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData:
      parseChoice('SEED_DEMO_DATA', orInProduction(env.SEED_DEMO_DATA, 'false'), [
        'true',
        'false',
      ]) === 'true',
    tokenTtlMs: DEFAULTS.tokenTtlMs,
    rateLimits: {
      ...DEFAULTS.rateLimits,
      loginPerAddress: {
        points: parseCount(
          'LOGIN_ATTEMPTS_PER_15_MIN',
          env.LOGIN_ATTEMPTS_PER_15_MIN,
          DEFAULTS.rateLimits.loginPerAddress.points,
        ),
        seconds: DEFAULTS.rateLimits.loginPerAddress.seconds,
      },
      signupPerAddress: {
        points: parseCount(
          'SIGNUPS_PER_HOUR',
          env.SIGNUPS_PER_HOUR,
          DEFAULTS.rateLimits.signupPerAddress.points,
        ),
        seconds: DEFAULTS.rateLimits.signupPerAddress.seconds,
      },
      bookingsPerRider: perHour(
        'BOOKINGS_PER_HOUR',
        env.BOOKINGS_PER_HOUR,
        DEFAULTS.rateLimits.bookingsPerRider,
      ),
      cancellationsPerRider: perHour(
        'CANCELLATIONS_PER_HOUR',
        env.CANCELLATIONS_PER_HOUR,
        DEFAULTS.rateLimits.cancellationsPerRider,
      ),
    },
    redisUrl: env.REDIS_URL || null,
    timeouts: DEFAULTS.timeouts,
    shopTimeZone: parseTimeZone(env.SHOP_TIME_ZONE),
    maxConnectionsPerAddress: parseCount(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      DEFAULTS.maxConnectionsPerAddress,
    ),
    now: () => new Date(),
    bookingPauseMs: parseTestPause(env.TEST_BOOKING_PAUSE_MS, production),
  };
}

/** METRICS_PORT turns the metrics on, on their own listener (loopback unless METRICS_HOST). */
function parseMetrics(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'metrics' | 'collectMetrics'> {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') {
    return { metrics: null, collectMetrics: false };
  }
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be an integer from 0 to 65535, got "${env.METRICS_PORT}"`);
  }
  return { metrics: { host: env.METRICS_HOST || '127.0.0.1', port }, collectMetrics: true };
}

/** The drain must leave time within the shutdown deadline (10 s) for requests to finish. */
const MAX_SHUTDOWN_DRAIN_MS = 8_000;

/** Behind a balancer (production) 2 s: HAProxy's checks take an instance out in about 1.5 s. */
function parseShutdownDrain(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return production ? 2_000 : 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_SHUTDOWN_DRAIN_MS) {
    throw new Error(
      `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DRAIN_MS}, got "${value}"`,
    );
  }
  return ms;
}

function parseTestPause(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return 0;
  if (production) throw new Error('TEST_BOOKING_PAUSE_MS is for tests and refused in production');
  return parseCount('TEST_BOOKING_PAUSE_MS', value, 0);
}

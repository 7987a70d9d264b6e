import path from 'node:path';
import { DEFAULT_SHOP_CURRENCY, DEFAULT_SHOP_TIME_ZONE } from 'shared-domain';
import { type Env, readEnv, setting } from './env';
import { type Secrets, secretsOf } from './secrets';
import { type MailConfig, mailSettings } from './mail-settings';
import { DEFAULT_DATA_DIR } from './paths';
import { parseTrustProxy } from './trust-proxy';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface AppConfig extends Secrets {
  database: DatabaseConfig;
  /** Exact origins allowed by CORS; every other origin gets no CORS headers. */
  corsOrigins: string[];
  /** `closed` ignores the signup admin checkbox (real deployments). */
  adminSignup: Env['ADMIN_SIGNUP'];
  staffTwoFactor: Env['STAFF_TWO_FACTOR'];
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
  /** The shop's currency (SHOP_CURRENCY, ISO 4217): the apps write every amount in it. */
  shopCurrency: string;
  /**
   * Where riders reach the api (PUBLIC_API_URL, no trailing slash): the calendar feed's address is
   * built on it, never on a request's Host or X-Forwarded-Host.
   */
  publicApiUrl: string;
  /** Where riders open the shell (PUBLIC_URL, no trailing slash): where mails' links start. */
  publicUrl: string;
  mail: MailConfig;
  /** Open connections one client address may keep; the trusted proxies have no cap. */
  maxConnectionsPerAddress: number;
  /** The clock; tests replace it to pin "today". */
  now: () => Date;
  /** Count requests, bookings and refusals for Prometheus (plugins/metrics.ts); off when unset. */
  collectMetrics?: boolean;
}

/** `points` attempts per `seconds`. */
export type Budget = { points: number; seconds: number };

/** Budgets of attempts (docs: api/README.md "Rate limits"). */
export type RateLimits = typeof DEFAULTS.rateLimits;

export type Timeouts = typeof DEFAULTS.timeouts;

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** After SIGTERM, how long it still serves new requests while `/health` answers 503, so the
   *  load balancer stops sending to it first (api/README.md "Restarts and shutdown"). */
  shutdownDrainMs: number;
  /** Where `GET /metrics` listens (METRICS_HOST, METRICS_PORT); null: no metrics. */
  metrics: { host: string; port: number } | null;
}

// The apps' default ports (apps.config.cjs, which the api does not ship with:
// test/system/platform.test.ts holds this copy to it).
const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  [3000, 3001, 3002, 3003].map((port) => `http://${host}:${port}`),
);

// The shell's default port (apps.config.cjs, as above).
const DEVELOPMENT_SHELL_URL = 'http://localhost:3000';

export const DEFAULTS = {
  corsOrigins: DEFAULT_CORS_ORIGINS,
  tokenTtlMs: 24 * 60 * 60 * 1000,
  rateLimits: {
    /**
     * Login attempts from one address, whatever the email, failed or not: each costs a password
     * hash, so a correct password sent in a loop costs as much as guessing.
     */
    loginPerAddress: { points: 10, seconds: 15 * 60 },
    /**
     * Failed logins for one account from addresses that have not signed in to it before, so
     * guesses spread over many addresses are limited too, while the owner at a known address is not.
     */
    loginPerAccount: { points: 50, seconds: 60 * 60 },
    /**
     * How long an address that signed in to an account is known to it. Under 24.8 days: the
     * in-memory store expires keys with setTimeout, whose limit that is.
     */
    knownAddressSeconds: 14 * 24 * 60 * 60,
    /** Signup attempts from one address. */
    signupPerAddress: { points: 10, seconds: 60 * 60 },
    /** Bookings one account makes (refused ones are not counted). */
    bookingsPerRider: { points: 30, seconds: 60 * 60 },
    /** Cancellations one account makes of its own reservations (refused ones are not counted). */
    cancellationsPerRider: { points: 30, seconds: 60 * 60 },
    /** New calendar feed addresses one account makes (each replaces the one before). */
    calendarFeedsPerRider: { points: 10, seconds: 60 * 60 },
    /** Password-reset calls (forgot and reset) from one address. */
    passwordResetsPerAddress: { points: 20, seconds: 60 * 60 },
    /** Reset links asked for one email, account or not. */
    passwordResetMailsPerAccount: { points: 3, seconds: 60 * 60 },
    /** Codes tried at the second step of one account's sign-in, counted before the check. */
    twoFactorCodesPerAccount: { points: 5, seconds: 15 * 60 },
  },
  timeouts: {
    /** A socket with no traffic for this long is closed (a stalled body, an idle client). */
    idleMs: 10_000,
    /** A whole request, headers and body, must arrive within this. */
    requestMs: 30_000,
  },
  maxConnectionsPerAddress: 200,
};

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

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_CORS_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** Environment → the api's settings (api/README.md, "Environment"); throws one sentence if refused. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const vars = readEnv(env);
  const database = parseDatabaseUrl(vars.DATABASE_URL);
  const count = (value: number | undefined, { points, seconds }: Budget): Budget => ({
    points: value ?? points,
    seconds,
  });
  const limits = DEFAULTS.rateLimits;
  const { passwordResetsPerAddress: resets, passwordResetMailsPerAccount: resetMails } = limits;
  return {
    port: vars.PORT,
    host: vars.HOST,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    metrics:
      vars.METRICS_PORT === undefined ? null : { host: vars.METRICS_HOST, port: vars.METRICS_PORT },
    collectMetrics: vars.METRICS_PORT !== undefined,
    database,
    ...secretsOf(vars, dataDirFor(database)),
    corsOrigins: parseOrigins(vars.CORS_ORIGINS),
    adminSignup: vars.ADMIN_SIGNUP,
    staffTwoFactor: vars.STAFF_TWO_FACTOR,
    logLevel: vars.LOG_LEVEL,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    seedDemoData: vars.SEED_DEMO_DATA,
    tokenTtlMs: DEFAULTS.tokenTtlMs,
    rateLimits: {
      ...limits,
      loginPerAddress: count(vars.LOGIN_ATTEMPTS_PER_15_MIN, limits.loginPerAddress),
      signupPerAddress: count(vars.SIGNUPS_PER_HOUR, limits.signupPerAddress),
      bookingsPerRider: count(vars.BOOKINGS_PER_HOUR, limits.bookingsPerRider),
      cancellationsPerRider: count(vars.CANCELLATIONS_PER_HOUR, limits.cancellationsPerRider),
      calendarFeedsPerRider: count(vars.CALENDAR_FEEDS_PER_HOUR, limits.calendarFeedsPerRider),
      passwordResetsPerAddress: count(vars.PASSWORD_RESETS_PER_HOUR, resets),
      passwordResetMailsPerAccount: count(vars.PASSWORD_RESET_MAILS_PER_HOUR, resetMails),
    },
    redisUrl: vars.REDIS_URL ?? null,
    timeouts: DEFAULTS.timeouts,
    shopTimeZone: setting(vars, 'SHOP_TIME_ZONE', DEFAULT_SHOP_TIME_ZONE),
    shopCurrency: setting(vars, 'SHOP_CURRENCY', DEFAULT_SHOP_CURRENCY),
    // Unset → the api's and the shell's addresses on this machine (not in production).
    publicApiUrl: setting(vars, 'PUBLIC_API_URL', `http://localhost:${vars.PORT}`),
    publicUrl: setting(vars, 'PUBLIC_URL', DEVELOPMENT_SHELL_URL),
    mail: mailSettings(vars),
    maxConnectionsPerAddress: vars.MAX_CONNECTIONS_PER_ADDRESS ?? DEFAULTS.maxConnectionsPerAddress,
    now: () => new Date(),
  };
}

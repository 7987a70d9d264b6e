import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './paths';
import type { LoginAttemptStore } from './plugins/rate-limit';

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
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Insert the demo accounts and motorcycles (idempotent). */
  seedDemoData: boolean;
  tokenTtlMs: number;
  loginRateLimit: { max: number; windowMs: number; store?: LoginAttemptStore };
  /** The clock; tests replace it to pin "today". */
  now: () => Date;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
}

const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  [3000, 3001, 3002, 3003].map((port) => `http://${host}:${port}`),
);

export const DEFAULTS = {
  corsOrigins: DEFAULT_CORS_ORIGINS,
  tokenTtlMs: 24 * 60 * 60 * 1000,
  loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
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
 * instances must share one JWT_SECRET instead.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const jwtSecret = env.JWT_SECRET || persistedSecret(dataDirFor(database));
  if (jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    database,
    jwtSecret,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    adminSignup: parseChoice('ADMIN_SIGNUP', env.ADMIN_SIGNUP, ['open', 'closed']),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseChoice('TRUST_PROXY', env.TRUST_PROXY, ['false', 'true']) === 'true',
    seedDemoData: parseChoice('SEED_DEMO_DATA', env.SEED_DEMO_DATA, ['true', 'false']) === 'true',
    tokenTtlMs: DEFAULTS.tokenTtlMs,
    loginRateLimit: DEFAULTS.loginRateLimit,
    now: () => new Date(),
  };
}

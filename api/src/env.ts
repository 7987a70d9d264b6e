import envSchema from 'env-schema';
import { canonicalCurrency, canonicalTimeZone } from 'shared-domain';
import Type, { type Static } from 'typebox';

/** A TCP port; 0 picks a free one. */
const Port = (options: { default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: 65535, ...options });
/**
 * A budget such as SIGNUPS_PER_HOUR; unset, config.ts's DEFAULTS hold the shipped figure. One
 * schema for them all: readEnv knows them by it.
 */
const Count = Type.Optional(Type.Integer({ minimum: 1 }));

/** The drain must leave time within the shutdown deadline (10 s) for requests to finish. */
const MAX_SHUTDOWN_DRAIN_MS = 8_000;
const MIN_SECRET_LENGTH = 32;
/** An AES-256 key: 32 bytes as hex, as `openssl rand -hex 32` prints it. */
const TWO_FACTOR_KEY_PATTERN = '^[0-9a-fA-F]{64}$';

/**
 * Every environment variable the api reads (api/README.md, "Environment"), with its default
 * outside production. An empty variable counts as unset.
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String()),
  JWT_SECRET: Type.Optional(Type.String({ minLength: MIN_SECRET_LENGTH })),
  TWO_FACTOR_KEY: Type.Optional(Type.String({ pattern: TWO_FACTOR_KEY_PATTERN })),
  PORT: Port({ default: 4000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, maximum: MAX_SHUTDOWN_DRAIN_MS, default: 0 }),
  METRICS_PORT: Type.Optional(Port()),
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
  CORS_ORIGINS: Type.Optional(Type.String()),
  ADMIN_SIGNUP: Type.Enum(['open', 'closed'], { default: 'open' }),
  STAFF_TWO_FACTOR: Type.Enum(['required', 'optional'], { default: 'optional' }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  TRUST_PROXY: Type.Optional(Type.String()),
  SEED_DEMO_DATA: Type.Boolean({ default: true }),
  LOGIN_ATTEMPTS_PER_15_MIN: Count,
  SIGNUPS_PER_HOUR: Count,
  BOOKINGS_PER_HOUR: Count,
  CANCELLATIONS_PER_HOUR: Count,
  CALENDAR_FEEDS_PER_HOUR: Count,
  PUBLIC_API_URL: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String()),
  SHOP_TIME_ZONE: Type.Optional(Type.String()),
  SHOP_CURRENCY: Type.Optional(Type.String()),
  MAX_CONNECTIONS_PER_ADDRESS: Count,
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String()),
  PUBLIC_URL: Type.Optional(Type.String()),
  REMINDER_HOURS_BEFORE: Type.Integer({ minimum: 1, default: 24 }),
  PASSWORD_RESETS_PER_HOUR: Count,
  PASSWORD_RESET_MAILS_PER_HOUR: Count,
});

export type Env = Static<typeof EnvSchema>;
type Name = keyof Env;

const PORT = 'must be an integer from 0 to 65535';

/** What a misconfigured start prints, one line per variable the schema refuses (and every Count). */
const INVALID: Partial<Record<Name, string>> = {
  JWT_SECRET: `must be at least ${MIN_SECRET_LENGTH} characters`,
  TWO_FACTOR_KEY: 'must be 64 hex digits (32 bytes), such as openssl rand -hex 32 prints',
  PORT,
  SHUTDOWN_DRAIN_MS: `must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DRAIN_MS}`,
  METRICS_PORT: PORT,
  ADMIN_SIGNUP: 'must be one of open, closed',
  STAFF_TWO_FACTOR: 'must be one of required, optional',
  SEED_DEMO_DATA: 'must be one of true, false',
  SMTP_URL: 'must be smtp://user:password@host:port or smtps://…',
  REMINDER_HOURS_BEFORE: 'must be a whole number of hours of at least 1',
  // Read by PARSED below.
  SHOP_TIME_ZONE: 'must be an IANA time zone name such as Europe/Rome or America/New_York',
  SHOP_CURRENCY: 'must be an ISO 4217 currency code such as USD or EUR',
  PUBLIC_API_URL: 'must be an absolute http:// or https:// address such as https://api.example.com',
  PUBLIC_URL: 'must be an absolute http:// or https:// address such as https://rent.example.com',
};
/** Never echoed into a log line (SMTP_URL holds the mail server's password). */
const SECRET: Name[] = ['JWT_SECRET', 'TWO_FACTOR_KEY', 'SMTP_URL'];

/** What production refuses to start without, one line each (api/README.md, "Environment"). */
const REQUIRED_IN_PRODUCTION: [Name, string][] = [
  ['JWT_SECRET', 'set the same secret of 32 or more characters on every instance'],
  // Links the api hands out are never built from a request's Host (api/README.md, "Environment").
  ['PUBLIC_API_URL', 'set the address riders reach the api at, such as https://api.example.com'],
  ['SMTP_URL', 'set the mail server, such as smtps://user:password@mail.example.com:465'],
  ['PUBLIC_URL', 'set the address riders open the shop at, such as https://rent.example.com'],
  ['MAIL_FROM', 'set the sender of the mails, such as "Vespa Rentals <rent@example.com>"'],
  [
    'TWO_FACTOR_KEY',
    'set the same key of 64 hex digits on every instance (openssl rand -hex 32): it encrypts the two-factor secrets',
  ],
];

/**
 * What production mode (NODE_ENV=production) changes: it requires REQUIRED_IN_PRODUCTION and has its own defaults for what is unset; a value that is set always wins.
 */
function productionOverrides(env: Partial<Record<Name, string>>): Partial<Record<Name, string>> {
  if (env.NODE_ENV !== 'production') return env;
  for (const [name, how] of REQUIRED_IN_PRODUCTION) {
    if (env[name] === undefined) {
      throw new Error(`${name} is required in production (NODE_ENV=production): ${how}`);
    }
  }
  // Behind a balancer 2 s: HAProxy's checks take an instance out in about 1.5 s.
  return {
    ADMIN_SIGNUP: 'closed',
    SEED_DEMO_DATA: 'false',
    SHUTDOWN_DRAIN_MS: '2000',
    STAFF_TWO_FACTOR: 'required',
    ...env,
  };
}

/** The environment checked against EnvSchema, with its defaults; throws one sentence if refused. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const names = Object.keys(EnvSchema.properties) as Name[];
  const given: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const data = productionOverrides(given);
  try {
    return envSchema<Env>({ schema: EnvSchema, data, env: false });
  } catch (error) {
    const [first] = (error as { errors?: { instancePath: string }[] }).errors ?? [];
    const name = first?.instancePath.slice(1) as Name | undefined;
    if (name === undefined) throw error;
    const invalid =
      EnvSchema.properties[name] === Count ? 'must be a whole number of at least 1' : INVALID[name];
    if (invalid === undefined) throw error;
    throw refused(name, data[name], invalid);
  }
}

/** The one line a refused variable stops the start with; a secret's value is never in it. */
function refused(name: Name, value: string | undefined, invalid = INVALID[name]): Error {
  const shown = SECRET.includes(name) ? '' : `, got "${value}"`;
  return new Error(`${name} ${invalid}${shown}`);
}

/**
 * What the schema cannot check whole, each read by its function (null: refused, in INVALID's
 * words) where config.ts asks for its `setting`.
 */
const PARSED = {
  SHOP_TIME_ZONE: canonicalTimeZone,
  SHOP_CURRENCY: canonicalCurrency,
  PUBLIC_API_URL: publicAddress,
  PUBLIC_URL: publicAddress,
  // A host name too, so nodemailer never meets a malformed one.
  SMTP_URL: (url: string) => (URL.parse(url)?.hostname ? url : null),
} satisfies Partial<Record<Name, (value: string) => string | null>>;

/** The variable as PARSED reads it; unset → `fallback`. */
export function setting<T>(vars: Env, name: keyof typeof PARSED, fallback: T): string | T {
  const value = vars[name];
  if (value === undefined) return fallback;
  const parsed = PARSED[name](value);
  if (parsed === null) throw refused(name, value);
  return parsed;
}

/**
 * An address people reach us at, as configured (api/README.md, "Environment"): absolute http(s),
 * a path kept (for an app behind a prefix), no query, fragment or credentials. Returned without
 * a trailing slash, ready for a path to follow. Links are built on it, never on a request's Host.
 */
function publicAddress(value: string): string | null {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username)
    return null;
  return url.href.replace(/\/+$/, '');
}

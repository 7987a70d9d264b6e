import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { parseTrustProxy } from '../../src/trust-proxy';
import { DEMO_ADMIN } from '../../src/db/demo-accounts';
import {
  freshDatabase,
  PRODUCTION_SETTINGS,
  request,
  TEST_SECRET,
  TEST_TWO_FACTOR_KEY,
  tempDir,
} from '../support/helpers';
import { databaseUrl, refusedServerProcess } from '../support/server-process';

/**
 * The environment of a real deployment: production mode, a shared secret, the api's public
 * address, nothing else set.
 */
async function productionEnv(): Promise<NodeJS.ProcessEnv> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: TEST_SECRET,
    PUBLIC_API_URL: 'https://api.vespa.test',
    ...PRODUCTION_SETTINGS,
    DATABASE_URL: databaseUrl(await freshDatabase()),
    LOG_LEVEL: 'silent',
  };
}

describe('production mode (NODE_ENV=production)', () => {
  it('refuses to start without JWT_SECRET, with one clear line', async () => {
    const { code, output } = await refusedServerProcess(await freshDatabase(), {
      NODE_ENV: 'production',
      JWT_SECRET: undefined,
    });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'JWT_SECRET is required in production (NODE_ENV=production): set the same secret of 32 or more characters on every instance',
    );
  });

  it('refuses to start without PUBLIC_API_URL, with one clear line', async () => {
    const { code, output } = await refusedServerProcess(await freshDatabase(), {
      NODE_ENV: 'production',
      PUBLIC_API_URL: undefined,
    });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'PUBLIC_API_URL is required in production (NODE_ENV=production): set the address riders reach the api at, such as https://api.example.com',
    );
  });

  it('refuses to start without TWO_FACTOR_KEY, or with one that is not 32 bytes of hex, never showing it', async () => {
    const env = await productionEnv();
    expect(() => loadConfig({ ...env, TWO_FACTOR_KEY: undefined })).toThrow(
      new Error(
        'TWO_FACTOR_KEY is required in production (NODE_ENV=production): set the same key of 64 hex digits on every instance (openssl rand -hex 32): it encrypts the two-factor secrets',
      ),
    );
    for (const key of ['ab'.repeat(16), 'zz'.repeat(32), `${TEST_TWO_FACTOR_KEY}00`]) {
      expect(() => loadConfig({ ...env, TWO_FACTOR_KEY: key })).toThrow(
        new Error(
          'TWO_FACTOR_KEY must be 64 hex digits (32 bytes), such as openssl rand -hex 32 prints',
        ),
      );
    }
    expect(loadConfig(env).twoFactorKey).toEqual(Buffer.from(TEST_TWO_FACTOR_KEY, 'hex'));
  });

  it('closes admin signup and seeds no demo accounts, unless told otherwise', async () => {
    const env = await productionEnv();
    expect(loadConfig(env)).toMatchObject({
      adminSignup: 'closed',
      seedDemoData: false,
      staffTwoFactor: 'required',
    });
    const demoLike = { ADMIN_SIGNUP: 'open', SEED_DEMO_DATA: 'true', STAFF_TWO_FACTOR: 'optional' };
    expect(loadConfig({ ...env, ...demoLike })).toMatchObject({
      adminSignup: 'open',
      seedDemoData: true,
      staffTwoFactor: 'optional',
    });
  });

  it('makes a rider of an admin signup, has no demo admin, and says so (and that staff keep two-factor on) in /api/v1/config', async () => {
    const app = await buildApp(loadConfig(await productionEnv()));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const config = await request(url, 'GET', '/api/v1/config');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({
        success: true,
        data: {
          adminSignup: 'closed',
          shopTimeZone: 'Europe/Rome',
          shopCurrency: 'USD',
          staffTwoFactor: 'required',
        },
      });

      const signup = await request(url, 'POST', '/api/v1/users', {
        body: {
          user: {
            name: 'Mallory',
            email: 'mallory@example.com',
            password: 'mallory-pw',
            admin: true,
          },
        },
      });
      expect(signup.status).toBe(201);
      expect(signup.body.user.admin).toBe(false);
      const add = await request(url, 'POST', '/api/v1/motorcycles', {
        token: signup.body.token,
        body: { name: 'Stolen' },
      });
      expect(add.status).toBe(403);

      const demo = await request(url, 'POST', '/api/v1/login', {
        body: { user: DEMO_ADMIN },
      });
      expect(demo.status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('derives the two-factor key from the JWT secret outside production when none is set', () => {
    const demo = (jwtSecret: string) =>
      loadConfig({ JWT_SECRET: jwtSecret, DATABASE_URL: 'sqlite::memory:' }).twoFactorKey;
    expect(demo(TEST_SECRET)).toHaveLength(32);
    expect(demo(TEST_SECRET)).toEqual(demo(TEST_SECRET));
    expect(demo(TEST_SECRET)).not.toEqual(demo(`${TEST_SECRET}!`));
  });

  it('keeps the demo (admin signup open, demo data) when not in production', async () => {
    const config = loadConfig({
      JWT_SECRET: TEST_SECRET,
      DATABASE_URL: databaseUrl(await freshDatabase()),
    });
    expect(config).toMatchObject({
      adminSignup: 'open',
      seedDemoData: true,
      staffTwoFactor: 'optional',
    });
  });
});

describe('TRUST_PROXY', () => {
  it('takes the proxies addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
  });

  it.each(['true', '1', 'yes', '*'])(
    'refuses %s, which cannot tell a proxy from a client',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must list the proxies' addresses/);
    },
  );
});

describe('PUBLIC_API_URL', () => {
  const env = { JWT_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:' };

  it('is the api on localhost at its port outside production, and taken without a trailing slash', () => {
    expect(loadConfig(env).publicApiUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...env, PORT: '4100' }).publicApiUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...env, PUBLIC_API_URL: 'https://api.example.com/' }).publicApiUrl).toBe(
      'https://api.example.com',
    );
    expect(
      loadConfig({ ...env, PUBLIC_API_URL: 'https://example.com/rentals/' }).publicApiUrl,
    ).toBe('https://example.com/rentals');
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?x=1', '/api'])(
    'refuses %s with a sentence',
    (value) => {
      expect(() => loadConfig({ ...env, PUBLIC_API_URL: value })).toThrow(
        `PUBLIC_API_URL must be an absolute http:// or https:// address such as https://api.example.com, got "${value}"`,
      );
    },
  );
});

describe('files that hold secrets', () => {
  it('creates the SQLite database and its WAL readable by the api user only', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'data', 'vespa.sqlite');
    const app = await buildApp(
      loadConfig({ JWT_SECRET: TEST_SECRET, DATABASE_URL: `sqlite:${file}`, LOG_LEVEL: 'silent' }),
    );
    try {
      for (const name of [file, `${file}-wal`]) {
        expect(fs.statSync(name).mode & 0o777).toBe(0o600);
      }
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    } finally {
      await app.close();
    }
  });

  it('tightens a database file that others could read', async () => {
    const file = path.join(tempDir(), 'open.sqlite');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const app = await buildApp(
      loadConfig({ JWT_SECRET: TEST_SECRET, DATABASE_URL: `sqlite:${file}`, LOG_LEVEL: 'silent' }),
    );
    await app.close();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates the jwt-secret file with mode 600 and refuses one others can read', () => {
    const dir = tempDir();
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'vespa.sqlite')}` };
    const first = loadConfig(env).jwtSecret;
    const secretFile = path.join(dir, 'jwt-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).jwtSecret).toBe(first);

    fs.chmodSync(secretFile, 0o644);
    expect(() => loadConfig(env)).toThrow(/jwt-secret is readable by other users \(mode 644\)/);
  });

  it('refuses a jwt-secret file too short to be a key', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'short\n', { mode: 0o600 });
    expect(() => loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, 'vespa.sqlite')}` })).toThrow(
      /jwt-secret holds fewer than 32 characters/,
    );
  });
});

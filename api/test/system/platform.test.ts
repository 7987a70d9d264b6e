import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../../../apps.config.cjs';
import { dataDirFor, loadConfig, parseDatabaseUrl } from '../../src/config';
import { DEMO_ACCOUNTS } from '../../src/db/demo-accounts';
import { DEMO_MOTORCYCLES } from '../../src/db/demo-motorcycles';
import { seedDemoData } from '../../src/db/seed';
import { API_ROOT } from '../../src/paths';
import { freshDatabase, startApp, tempDir, type TestServer } from '../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp({
    seedDemoData: true,
    corsOrigins: ['http://localhost:3000', 'https://vespa.example.com'],
  });
});

afterAll(() => server.close());

describe('GET /health', () => {
  it('answers 200 {status:"ok"} after checking the database', async () => {
    const response = await server.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('describes every call from the route schemas', async () => {
    const response = await server.request('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths).sort()).toEqual([
      '/api/v1/admin/audit',
      '/api/v1/admin/fleet',
      '/api/v1/admin/mail',
      '/api/v1/admin/mail/{id}/retry',
      '/api/v1/admin/people',
      '/api/v1/admin/people/{id}',
      '/api/v1/admin/people/{id}/2fa',
      '/api/v1/admin/reports/daily',
      '/api/v1/admin/reports/monthly',
      '/api/v1/admin/reservations',
      '/api/v1/admin/shop',
      '/api/v1/admin/staff',
      '/api/v1/blocks/{id}',
      '/api/v1/calendar/feed',
      '/api/v1/calendar/feed/{file}',
      '/api/v1/config',
      '/api/v1/login',
      '/api/v1/login/2fa',
      '/api/v1/logout',
      '/api/v1/me',
      '/api/v1/me/2fa',
      '/api/v1/me/2fa/enable',
      '/api/v1/me/2fa/recovery-codes',
      '/api/v1/me/2fa/setup',
      '/api/v1/me/export',
      '/api/v1/motorcycles',
      '/api/v1/motorcycles/{id}',
      '/api/v1/motorcycles/{id}/availability',
      '/api/v1/motorcycles/{id}/blocks',
      '/api/v1/password/forgot',
      '/api/v1/password/reset',
      '/api/v1/reservations',
      '/api/v1/reservations/{id}',
      '/api/v1/reservations/{id}/calendar.ics',
      '/api/v1/reservations/{id}/payments',
      '/api/v1/reservations/{id}/pickup',
      '/api/v1/reservations/{id}/return',
      '/api/v1/shop',
      '/api/v1/users',
      '/health',
    ]);
    const create = response.body.paths['/api/v1/motorcycles'].post;
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '422']),
    );
    const reservation =
      response.body.paths['/api/v1/reservations'].post.requestBody.content['application/json']
        .schema;
    expect(reservation.required).toEqual(['motorcycle_id', 'duration', 'total', 'date', 'city']);
    // The report answers JSON or CSV at one address.
    const report = response.body.paths['/api/v1/admin/reports/monthly'].get;
    expect(Object.keys(report.responses['200'].content)).toEqual(['application/json', 'text/csv']);
    // Calendar apps cannot send a bearer: the feed has no security.
    expect(response.body.paths['/api/v1/calendar/feed/{file}'].get.security).toBeUndefined();
  });
});

describe('CORS', () => {
  it('allows a listed origin', async () => {
    const response = await server.request('GET', '/health', {
      headers: { origin: 'https://vespa.example.com' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://vespa.example.com');
  });

  it('answers a preflight from a listed origin', async () => {
    const response = await server.request('OPTIONS', '/api/v1/reservations', {
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it.each(['https://evil.example.com', 'http://localhost:3004', 'null'])(
    'gives %s no CORS headers',
    async (origin) => {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await server.request(method, '/api/v1/motorcycles', {
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    },
  );

  // The api ships without the repository's tools, so it keeps its own copy of the apps' default
  // ports; this holds it to the list (apps.config.cjs).
  it("allows only the local shell and remotes by default, on the apps' default ports", () => {
    const { corsOrigins } = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(corsOrigins.sort()).toEqual(
      APPS.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).sort(),
    );
  });
});

describe('shipped images', () => {
  it('serves every seeded image with long cache headers', async () => {
    for (const motorcycle of DEMO_MOTORCYCLES) {
      const response = await server.request('GET', motorcycle.imageLink);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.text).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(Buffer.byteLength(response.text)).toBeLessThan(6 * 1024);
    }
  });

  it('answers 404 JSON for a missing image', async () => {
    const response = await server.request('GET', '/images/nope.svg');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, error: true });
  });
});

describe('demo data', () => {
  it('seeds the demo accounts and at least 6 motorcycles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await server.request('POST', '/api/v1/login', {
        body: { user: { email: account.email, password: account.password } },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.admin).toBe(account.admin);
    }
    const db = server.app.database.db;
    // In the order they were seeded, deleted ones included (another test deletes one).
    const motorcycles = await db.selectFrom('motorcycles').select('name').orderBy('id').execute();
    expect(motorcycles.length).toBeGreaterThanOrEqual(6);
    expect(motorcycles.map((m) => m.name)).toEqual(DEMO_MOTORCYCLES.map((m) => m.name));
  });

  it('never duplicates anything and keeps a deleted demo motorcycle deleted', async () => {
    const db = server.app.database.db;
    const admin = DEMO_ACCOUNTS[0];
    const token = (
      await server.request('POST', '/api/v1/login', {
        body: { user: { email: admin.email, password: admin.password } },
      })
    ).body.token;
    const [first] = await db.selectFrom('motorcycles').select('id').orderBy('id').execute();
    await server.request('DELETE', `/api/v1/motorcycles/${first?.id}`, { token });

    await seedDemoData(server.app.database);
    await seedDemoData(server.app.database);

    const users = await db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const all = await db.selectFrom('motorcycles').select(['id', 'deleted_at']).execute();
    expect(all).toHaveLength(DEMO_MOTORCYCLES.length);
    expect(all.filter((m) => m.deleted_at !== null).map((m) => m.id)).toEqual([first?.id]);
  });

  it('migrates and seeds an existing database again without harm', async () => {
    const database = await freshDatabase();
    const once = await startApp({ seedDemoData: true }, database);
    await once.close();
    const twice = await startApp({ seedDemoData: true }, database);
    try {
      const count = await twice.app.database.db.selectFrom('motorcycles').select('id').execute();
      expect(count).toHaveLength(DEMO_MOTORCYCLES.length);
    } finally {
      await twice.close();
    }
  });
});

describe('configuration from the environment', () => {
  it('defaults to api/data/vespa.sqlite, whatever the working directory', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({
      dialect: 'sqlite',
      file: path.join(API_ROOT, 'data', 'vespa.sqlite'),
    });
  });

  it('reads sqlite: and postgres:// URLs', () => {
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite')).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///tmp/x.sqlite')).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl('postgresql://u@h/db')).toEqual({
      dialect: 'postgres',
      url: 'postgresql://u@h/db',
    });
    expect(() => parseDatabaseUrl('mysql://h/db')).toThrow('DATABASE_URL must be');
  });

  it('reads every variable and refuses invalid values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://localhost/vespa',
      JWT_SECRET: 's'.repeat(40),
      CORS_ORIGINS: 'https://a.example.com/, https://b.example.com',
      ADMIN_SIGNUP: 'closed',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      adminSignup: 'closed',
      logLevel: 'warn',
    });
    const secret = { JWT_SECRET: 's'.repeat(40) };
    expect(() => loadConfig({ ...secret, PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ ...secret, ADMIN_SIGNUP: 'maybe' })).toThrow('ADMIN_SIGNUP');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET');
  });

  it('generates a JWT secret once, keeps it beside the database with mode 600', () => {
    const dir = tempDir();
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` };
    const first = loadConfig(env).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).jwtSecret).toBe(first);
    expect(dataDirFor(parseDatabaseUrl(env.DATABASE_URL))).toBe(dir);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

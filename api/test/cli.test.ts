import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { DatabaseConfig } from '../src/config';
import { freshDatabase } from './support/helpers';
import { databaseUrl } from './support/server-process';
import { startApp } from './support/helpers';

const API_ROOT = path.resolve(__dirname, '..');

/** Runs src/cli/<name>.ts in its own node process, as `npm run <name> -w api` runs its build. */
function runCli(
  name: string,
  database: DatabaseConfig,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const result = spawnSync(
    process.execPath,
    [
      '-r',
      path.join(__dirname, 'support', 'ts-register.js'),
      path.join(API_ROOT, 'src', 'cli', `${name}.ts`),
      ...args,
    ],
    {
      cwd: API_ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl(database),
        ...env,
      },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run migrate -w api', () => {
  it('migrates a new database, then finds nothing to do', async () => {
    const database = await freshDatabase();
    const first = runCli('migrate', database, []);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Migrated the (sqlite|postgres) database: 2024_01_01_initial(, \w+)*\.\n$/,
    );
    const second = runCli('migrate', database, []);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/database is already up to date\./);
  });
});

describe('npm run create-admin -w api', () => {
  it('creates an administrator who can sign in and add motorcycles', async () => {
    const database = await freshDatabase();
    const created = runCli('create-admin', database, [
      '--name',
      'Ada Admin',
      '--email',
      'Ada@Example.com',
      '--password',
      'a-long-admin-password',
    ]);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(
      /^Administrator created: Ada Admin <ada@example\.com> \(user id \d+\)\.\n$/,
    );

    const server = await startApp({}, database);
    try {
      const login = await server.request('POST', '/api/v1/login', {
        body: { user: { email: 'ada@example.com', password: 'a-long-admin-password' } },
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ name: 'Ada Admin', admin: true });
    } finally {
      await server.close();
    }
  });

  it('reads the values from the environment', async () => {
    const database = await freshDatabase();
    const created = runCli('create-admin', database, [], {
      ADMIN_NAME: 'Env Admin',
      ADMIN_EMAIL: 'env-admin@example.com',
      ADMIN_PASSWORD: 'from-the-environment',
    });
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('<env-admin@example.com>');
  });

  it('refuses a duplicate email with a sentence and a non-zero exit', async () => {
    const database = await freshDatabase();
    const args = ['--name', 'Ada', '--email', 'ada@example.com', '--password', 'first-password'];
    expect(runCli('create-admin', database, args).status).toBe(0);
    const again = runCli('create-admin', database, [
      '--name',
      'Other',
      '--email',
      'ADA@example.com',
      '--password',
      'second-password',
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      'No administrator created: an account with the email ada@example.com already exists.\n',
    );
  });

  it('refuses bad input with one sentence per problem', async () => {
    const database = await freshDatabase();
    const bad = runCli('create-admin', database, [
      '--name',
      'A',
      '--email',
      'not-an-email',
      '--password',
      '      ',
    ]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(
      'No administrator created. Name is too short (minimum is 2 characters). ' +
        "Email is invalid. Password can't be only spaces.\n",
    );
    const missing = runCli('create-admin', database, ['--email', 'x@example.com']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^Missing name, password\.\nUsage: npm run create-admin/);
    const unknown = runCli('create-admin', database, ['--admin']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--admin'/);
  });
});

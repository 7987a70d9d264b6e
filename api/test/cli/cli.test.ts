import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { DatabaseConfig } from '../../src/config';
import { addMotorcycle, daysFromToday, freshDatabase, signUp } from '../support/helpers';
import { databaseUrl, tsEntry } from '../support/server-process';
import { startApp } from '../support/helpers';

const API_ROOT = path.resolve(__dirname, '../..');

/** Runs src/cli/<name>.ts in its own node process, as `npm run <name> -w api` runs its build. */
function runCli(
  name: string,
  database: DatabaseConfig,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const result = spawnSync(
    process.execPath,
    [...tsEntry(path.join(API_ROOT, 'src', 'cli', `${name}.ts`)), ...args],
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

describe('npm run report-invalid -w api', () => {
  it('lists the rows stored before the input rules, escaped, and changes none of them', async () => {
    const database = await freshDatabase();
    const server = await startApp({}, database);
    const { db } = server.app.database;
    let ids: { rider: number; motorcycle: number; reservation: number; users: number[] };
    try {
      const admin = await signUp(server, { admin: true, email: 'admin@vespa.test' });
      const rider = await signUp(server, { name: 'Riley Rider' });
      const vespa = await addMotorcycle(server, admin.token, { bookingPricePerHour: 10 });
      const booked = await server.request('POST', '/api/v1/reservations', {
        token: rider.token,
        body: {
          motorcycle_id: vespa.id,
          duration: 1,
          total: 10,
          date: daysFromToday(5),
          city: 'Rome',
        },
      });
      expect(booked.status).toBe(201);
      // What older versions stored: the attack's accounts, and text that only looks filled in.
      const inserted = await db
        .insertInto('users')
        .values(
          [
            ['Mallory', 'admin@vespa.test\u200b'],
            ['Mallory', '\u0430dmin@vespa.test'],
            ['Eve', 'evil@x.test?bcc=spy%40attacker.test'],
            ['Zoe', 'zoe@ex\u00e4mple.com'],
          ].map(([name, email]) => ({
            name: name!,
            email: email!,
            password_hash: 'x',
            created_at: 0,
          })),
        )
        .returning('id')
        .execute();
      await db
        .updateTable('users')
        .set({ name: '\u3164\u3164' })
        .where('id', '=', rider.user.id)
        .execute();
      await db
        .updateTable('motorcycles')
        .set({ name: '\u2800\u2800', color: 'Rosso\u202e' })
        .where('id', '=', vespa.id)
        .execute();
      await db
        .updateTable('reservations')
        .set({ city: '\u115f\u1160' })
        .where('id', '=', booked.body.data.id)
        .execute();
      ids = {
        rider: rider.user.id,
        motorcycle: vespa.id,
        reservation: booked.body.data.id,
        users: inserted.map((row) => row.id),
      };
    } finally {
      await server.close();
    }

    const report = runCli('report-invalid', database, []);
    expect(report.stderr).toBe('');
    expect(report.status).toBe(1);
    const [lookalike, cyrillic, mailto, unicodeDomain] = ids.users;
    expect(report.stdout).toBe(
      [
        `users ${ids.rider} name "\\u{3164}\\u{3164}": Name can't be blank`,
        `users ${lookalike} email "admin@vespa.test\\u{200b}": Email can't contain spaces or invisible characters`,
        `users ${cyrillic} email "\\u{0430}dmin@vespa.test": Email can't contain accented letters or letters of other alphabets before the @`,
        `users ${mailto} email "evil@x.test?bcc=spy%40attacker.test": Email can't contain ?, &, %, / or #`,
        `users ${unicodeDomain} email "zoe@ex\\u{00e4}mple.com": Email would be stored as "zoe@xn--exmple-cua.com"`,
        `motorcycles ${ids.motorcycle} name "\\u{2800}\\u{2800}": Name can't be blank`,
        `motorcycles ${ids.motorcycle} color "Rosso\\u{202e}": Color can't contain characters that change the direction of text`,
        `reservations ${ids.reservation} city "\\u{115f}\\u{1160}": City can't be blank`,
        '8 values break the rules on user input. Nothing was changed.',
        '',
      ].join('\n'),
    );

    // Nothing was rewritten: the same report again.
    expect(runCli('report-invalid', database, []).stdout).toBe(report.stdout);
  });

  it('says so when every row keeps the rules', async () => {
    const database = await freshDatabase();
    const server = await startApp({}, database);
    await signUp(server, { name: 'Kim 김민지', email: 'kim@example.com' });
    // A deleted account's stand-in address is no address on purpose: not a finding.
    const leaving = await signUp(server, { password: 'leaving-password' });
    const deleted = await server.request('DELETE', '/api/v1/me', {
      token: leaving.token,
      body: { password: 'leaving-password' },
    });
    expect(deleted.status).toBe(200);
    await server.close();
    const report = runCli('report-invalid', database, []);
    expect(report.status).toBe(0);
    expect(report.stdout).toBe('Every row keeps the rules on user input. Nothing was changed.\n');
  });
});

import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { Migrator } from 'kysely/migration';
import { migrate } from '../../src/db/migrate';
import { migrationsFor } from '../../src/db/migrations';
import { forKysely, openSqlite } from '../../src/db/sqlite';
import { freshDatabase, request } from '../support/helpers';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/** A plain Kysely on the test database, to look at what the servers left there. */
function inspect(database: DatabaseConfig): Kysely<Record<string, Record<string, unknown>>> {
  return new Kysely({
    dialect:
      database.dialect === 'postgres'
        ? new PostgresDialect({ pool: new Pool({ connectionString: database.url, max: 1 }) })
        : new SqliteDialect({
            database: forKysely(openSqlite(database.file, { readOnly: true })),
          }),
  });
}

describe('migrations racing on one fresh database', () => {
  it('three connections in one process: each migration is applied by exactly one', async () => {
    const config = await freshDatabase();
    const connections = [1, 2, 3].map(() => connect(config, () => {}));
    try {
      const applied = await Promise.all(connections.map((database) => migrate(database)));
      const all = applied.flat();
      expect(all[0]).toBe('2024_01_01_initial');
      expect(new Set(all).size).toBe(all.length);
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    } finally {
      for (const database of connections) {
        await database.db.destroy();
        database.closeReader?.();
      }
    }
  });

  // 2026_12_01_two_factor_sealed changes nothing on SQLite: no "already exists" tells a process
  // that lost the race, only the duplicate row in kysely_migration (the clean-clone run of stop 46).
  it('two connections racing over a migration that changes nothing: applied once, no error', async () => {
    const config = await freshDatabase();
    const first = connect(config, () => {});
    const provider = { getMigrations: async () => migrationsFor(first.dialect) };
    await new Migrator({ db: first.db, provider }).migrateTo('2026_11_30_two_factor');
    const racers = [first, connect(config, () => {})];
    try {
      const applied = await Promise.all(racers.map((database) => migrate(database)));
      expect(applied.flat().filter((name) => name === '2026_12_01_two_factor_sealed')).toHaveLength(
        1,
      );
    } finally {
      for (const database of racers) {
        await database.db.destroy();
        database.closeReader?.();
      }
    }
  });
});

describe('three api processes started at the same moment on one fresh database', () => {
  let servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  });

  // Three processes compiling the api's TypeScript at once take a while on a busy machine: 60 s.
  it('all come up, and the schema is migrated once', async () => {
    const database = await freshDatabase();
    const starts = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(database)));
    servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);

    for (const server of servers) {
      expect((await request(server.url, 'GET', '/health')).status).toBe(200);
    }
    // Exactly one process applied the migrations; the others found them done.
    const applied = servers.flatMap((server) => {
      const line = /Applied migrations: ([\w, ]+)/.exec(server.startupOutput);
      return line?.[1] ? [line[1].split(', ')] : [];
    });
    expect(applied).toHaveLength(1);
    expect(applied[0]?.[0]).toBe('2024_01_01_initial');

    const db = inspect(database);
    try {
      const migrations = await db.selectFrom('kysely_migration').select('name').execute();
      expect(migrations.map((row) => row.name).sort()).toEqual([...(applied[0] ?? [])].sort());
      const versions = await sql<{ n: number }>`select count(*) as n from catalog_version`.execute(
        db,
      );
      expect(Number(versions.rows[0]?.n)).toBe(1);
      // The demo data, seeded by all three at once, is there once.
      const users = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
      expect(Number(users.rows[0]?.n)).toBe(2);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});

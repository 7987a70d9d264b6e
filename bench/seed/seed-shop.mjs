// seedShop: a working shop (bench/seed/plan-shop.mjs: its rides up to now as the desk recorded
// them) written into an empty database, SQLite or PostgreSQL, after the api's own migrations.
// Fast enough for a year of a 200-scooter shop (about 140,000 reservations) in seconds: one
// transaction of prepared inserts on SQLite, multi-row INSERT ... SELECT FROM unnest(arrays) on
// PostgreSQL, and one scrypt hash shared by every account. An api started on the database
// afterwards may still add its demo data (its motorcycles are the shop's first already).
//
//   const shop = await seedShop('sqlite:/tmp/shop.sqlite', { motorcycles: 12, riders: 40 });
//   shop.accounts   // { password, admin: { id, email }, heavyRider: { id, email } }
import { createRequire } from 'node:module';
import { planShop } from './plan-shop.mjs';

// The api's own build and drivers, whatever the root node_modules holds.
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { parseDatabaseUrl } = require('./dist/config.js');
const { connect } = require('./dist/db/connect.js');
const { migrate } = require('./dist/db/migrate.js');
const { hashPassword } = require('./dist/lib/passwords.js');

/**
 * Each table's rows as the plan has them (its objects hold exactly the table's columns), ids
 * given: 1, 2, ...; `names`: the columns.
 */
function tableRows(plan, passwordHash) {
  const rows = {
    users: plan.users.map((user) => ({ ...user, password_hash: passwordHash })),
    motorcycles: plan.motorcycles,
    reservations: plan.reservations,
  };
  return Object.entries(rows).map(([table, objects]) => ({
    table,
    names: ['id', ...Object.keys(objects[0])],
    rows: objects.map((row, index) => ({ id: index + 1, ...row })),
  }));
}

function writeSqlite(file, tables) {
  // Node's own SQLite, as the api's (api/src/db/sqlite.ts): one transaction for every row.
  const { DatabaseSync } = require('node:sqlite');
  const db = new DatabaseSync(file);
  try {
    db.exec('begin');
    for (const { table, names, rows } of tables) {
      const insert = db.prepare(
        `insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
      );
      for (const row of rows) insert.run(...names.map((name) => row[name]));
    }
    db.exec('commit');
  } catch (error) {
    if (db.isTransaction) db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}

const CHUNK = 20_000;

async function writePostgres(url, tables) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const { table, names, rows } of tables) {
      // Each column as an array of its type (for unnest), as the migrations made the table.
      const { rows: columns } = await client.query(
        'select column_name, udt_name from information_schema.columns ' +
          'where table_schema = current_schema() and table_name = $1',
        [table],
      );
      const type = Object.fromEntries(columns.map((c) => [c.column_name, c.udt_name]));
      const arrays = names.map((name, i) => `$${i + 1}::${type[name]}[]`).join(', ');
      const statement = `insert into ${table} (${names.join(', ')}) select * from unnest(${arrays})`;
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        await client.query(
          statement,
          names.map((name) => chunk.map((row) => row[name])),
        );
      }
      // The next id the api gives follows ours.
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await client.query('commit');
    // Autovacuum would have gathered the statistics over the year; the planner needs them now.
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/**
 * Migrates the database at `databaseUrl` (`sqlite:PATH` or `postgres://...`, as the api's
 * DATABASE_URL) and writes a shop of `size` into it (see planShop: motorcycles, riders,
 * daysBack, daysAhead). The database must hold no users yet. Returns the plan, with its
 * accounts and counts.
 */
export async function seedShop(databaseUrl, size = {}) {
  const config = parseDatabaseUrl(databaseUrl);
  const database = connect(config, () => {});
  try {
    await migrate(database);
    const { users } = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('users'))
      .executeTakeFirstOrThrow();
    if (Number(users) > 0) throw new Error(`seedShop needs a database without users`);
  } finally {
    await database.db.destroy();
    database.closeReader?.();
  }
  const plan = planShop(size);
  const tables = tableRows(plan, await hashPassword(plan.accounts.password));
  if (config.dialect === 'sqlite') writeSqlite(config.file, tables);
  else await writePostgres(config.url, tables);
  return plan;
}

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

/** The columns written, each with its PostgreSQL type (for unnest). Ids are given: 1, 2, ... */
const COLUMNS = {
  users: { id: 'int4', name: 'text', email: 'text', password_hash: 'text', role: 'text' },
  motorcycles: {
    id: 'int4',
    name: 'text',
    model: 'text',
    brand: 'text',
    color: 'text',
    chassis_number: 'text',
    booking_price_cents: 'int4',
    price_cents: 'int4',
    image_link: 'text',
    description: 'text',
  },
  reservations: {
    id: 'int4',
    user_id: 'int4',
    motorcycle_id: 'int4',
    date: 'text',
    city: 'text',
    duration_tenths: 'int4',
    total_cents: 'int4',
    start_at: 'int8',
    end_at: 'int8',
    // The desk's record (bench/seed/desk-record.mjs); null until a step happened.
    picked_up_at: 'int8',
    pickup_odometer_km: 'int4',
    pickup_note: 'text',
    returned_at: 'int8',
    return_odometer_km: 'int4',
    damage: 'text',
    return_note: 'text',
    late_minutes: 'int4',
  },
};
// Every table has its created_at; reservations also cancelled_at.
for (const columns of Object.values(COLUMNS)) columns.created_at = 'int8';
COLUMNS.reservations.cancelled_at = 'int8';

/** Each table's rows as arrays of values in COLUMNS order. */
function tableRows(plan, passwordHash) {
  const rows = {
    users: plan.users.map((user) => ({ ...user, password_hash: passwordHash })),
    motorcycles: plan.motorcycles,
    reservations: plan.reservations,
  };
  return Object.entries(rows).map(([table, objects]) => {
    const names = Object.keys(COLUMNS[table]);
    const values = objects.map((row, index) =>
      names.map((name) => (name === 'id' ? index + 1 : row[name])),
    );
    return { table, names, values };
  });
}

function writeSqlite(file, tables) {
  // Node's own SQLite, as the api's (api/src/db/sqlite.ts): one transaction for every row.
  const { DatabaseSync } = require('node:sqlite');
  const db = new DatabaseSync(file);
  try {
    db.exec('begin');
    for (const { table, names, values } of tables) {
      const insert = db.prepare(
        `insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
      );
      for (const row of values) insert.run(...row);
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
    for (const { table, names, values } of tables) {
      const types = names.map((name) => COLUMNS[table][name]);
      const arrays = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
      const statement = `insert into ${table} (${names.join(', ')}) select * from unnest(${arrays})`;
      for (let start = 0; start < values.length; start += CHUNK) {
        const chunk = values.slice(start, start + CHUNK);
        await client.query(
          statement,
          names.map((_, column) => chunk.map((row) => row[column])),
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

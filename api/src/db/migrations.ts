import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { SQLITE_BUSY, sqliteErrorCode } from './sqlite';
import type { Database, Dialect } from './types';

/** Migrations are code, not files, so the compiled api needs nothing beside dist/ to migrate. */
function migrations(dialect: Dialect): Record<string, Migration> {
  // Kysely's schema builder is untyped: `any` is the documented parameter type for migrations.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type SchemaDb = Kysely<any>;
  const idColumn = (db: SchemaDb, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    '2024_01_01_initial': {
      async up(db: SchemaDb) {
        await idColumn(db, 'users')
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('email', 'text', (col) => col.notNull().unique())
          .addColumn('password_hash', 'text', (col) => col.notNull())
          .addColumn('admin', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();

        await idColumn(db, 'motorcycles')
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('model', 'text', (col) => col.notNull())
          .addColumn('brand', 'text', (col) => col.notNull())
          .addColumn('color', 'text', (col) => col.notNull())
          .addColumn('chassis_number', 'text', (col) => col.notNull())
          .addColumn('booking_price_cents', 'integer', (col) => col.notNull())
          .addColumn('price_cents', 'integer', (col) => col.notNull())
          .addColumn('image_link', 'text', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('deleted_at', 'bigint')
          .execute();
        // A deleted motorcycle's chassis number may be registered again.
        await db.schema
          .createIndex('motorcycles_chassis_number_active')
          .on('motorcycles')
          .expression(sql`lower(chassis_number)`)
          .unique()
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();

        await idColumn(db, 'reservations')
          .addColumn('user_id', 'integer', (col) =>
            col.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('motorcycle_id', 'integer', (col) =>
            col.notNull().references('motorcycles.id'),
          )
          .addColumn('date', 'text', (col) => col.notNull())
          .addColumn('city', 'text', (col) => col.notNull())
          .addColumn('duration_tenths', 'integer', (col) => col.notNull())
          .addColumn('total_cents', 'integer', (col) => col.notNull())
          .addColumn('start_at', 'bigint', (col) => col.notNull())
          .addColumn('end_at', 'bigint', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex('reservations_motorcycle_start')
          .on('reservations')
          .columns(['motorcycle_id', 'start_at'])
          .execute();
        await db.schema
          .createIndex('reservations_user_start')
          .on('reservations')
          .columns(['user_id', 'start_at'])
          .execute();

        await db.schema
          .createTable('catalog_version')
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('version', 'integer', (col) => col.notNull())
          .execute();
        await db.insertInto('catalog_version').values({ id: 1, version: 0 }).execute();
      },
    },
    '2026_11_01_token_version': {
      // Every token carries the version it was issued under; logout bumps it, which ends every
      // earlier token on every instance (they all read the user row on each request).
      async up(db: SchemaDb) {
        await db.schema
          .alterTable('users')
          .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
      },
    },
    '2026_11_02_cancellations': {
      // A cancelled reservation keeps its row (history, the admin list) and frees its slot.
      async up(db: SchemaDb) {
        await db.schema.alterTable('reservations').addColumn('cancelled_at', 'bigint').execute();
      },
    },
    '2026_11_25_desk': {
      // The shop's desk (docs/PRODUCT.md): hand-over and take-back on the reservation's row, and
      // workshop blocks, during which nobody can book the motorcycle.
      async up(db: SchemaDb) {
        for (const [column, type] of [
          ['picked_up_at', 'bigint'],
          ['pickup_odometer_km', 'integer'],
          ['pickup_note', 'text'],
          ['returned_at', 'bigint'],
          ['return_odometer_km', 'integer'],
          ['damage', 'text'],
          ['return_note', 'text'],
          // Kept as counted at take-back, in the shop's time zone of that moment.
          ['late_minutes', 'integer'],
        ] as const) {
          await db.schema.alterTable('reservations').addColumn(column, type).execute();
        }
        await idColumn(db, 'blocks')
          .addColumn('motorcycle_id', 'integer', (col) =>
            col.notNull().references('motorcycles.id'),
          )
          .addColumn('start_at', 'bigint', (col) => col.notNull())
          .addColumn('end_at', 'bigint', (col) => col.notNull())
          .addColumn('reason', 'text', (col) => col.notNull())
          .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex('blocks_motorcycle_start')
          .on('blocks')
          .columns(['motorcycle_id', 'start_at'])
          .execute();
        // The fleet window reads every motorcycle's blocks by time.
        await db.schema.createIndex('blocks_start').on('blocks').column('start_at').execute();
        // The scooters out now are few whatever the history (the desk's overdue returns).
        await sql`create index reservations_out on reservations (start_at, id)
          where picked_up_at is not null and returned_at is null and cancelled_at is null`.execute(
          db,
        );
      },
    },
    '2026_11_25_list_indexes': {
      // Lists are paged by (start time, id) (api/README.md, "Paging"): each index has the id
      // after the start time, so a page continues from its cursor inside the index, in order,
      // whatever the filter. SQLite appends the row id to every index anyway; PostgreSQL needs
      // it spelled out. The end time in the first lets "held on or after a day" skip the rides
      // that ended before it without reading their rows (a year of a busy shop: 33 → 7 ms).
      async up(db: SchemaDb) {
        await db.schema
          .createIndex('reservations_start_id_end')
          .on('reservations')
          .columns(['start_at', 'id', 'end_at'])
          .execute();
        await db.schema
          .createIndex('reservations_motorcycle_start_id')
          .on('reservations')
          .columns(['motorcycle_id', 'start_at', 'id'])
          .execute();
        await db.schema.dropIndex('reservations_motorcycle_start').execute();
        await db.schema
          .createIndex('reservations_user_start_id')
          .on('reservations')
          .columns(['user_id', 'start_at', 'id'])
          .execute();
        await db.schema.dropIndex('reservations_user_start').execute();
      },
    },
    '2026_11_25_reports_calendar': {
      // The motorcycle index also holds what the monthly report sums (api/README.md, "Reports"),
      // so a month is read from the index alone, a third of the time it took with a row read
      // for each ride; the overlap checks and availability read only the index too. It keeps
      // (motorcycle, start, id) first, so the paged lists use it as before.
      // Riders' calendar feeds: one per rider, found by the selector in its address.
      async up(db: SchemaDb) {
        await db.schema
          .createIndex('reservations_motorcycle_start_id_figures')
          .on('reservations')
          .columns([
            'motorcycle_id',
            'start_at',
            'id',
            'end_at',
            'cancelled_at',
            'duration_tenths',
            'total_cents',
          ])
          .execute();
        await db.schema.dropIndex('reservations_motorcycle_start_id').execute();
        await db.schema
          .createTable('calendar_feeds')
          .addColumn('user_id', 'integer', (col) =>
            col.primaryKey().references('users.id').onDelete('cascade'),
          )
          .addColumn('selector', 'text', (col) => col.notNull().unique())
          .addColumn('verifier_hash', 'text', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
      },
    },
    '2026_11_25_rider_holdings': {
      // Every booking reads what its rider holds from now on (docs/PRODUCT.md, "Fair use"): the
      // rider's reservations that stand and end later, a range of this index whatever the
      // rider's history.
      async up(db: SchemaDb) {
        await db.schema
          .createIndex('reservations_user_end_standing')
          .on('reservations')
          .columns(['user_id', 'end_at'])
          .where(sql.ref('cancelled_at'), 'is', null)
          .execute();
      },
    },
  };
}

/**
 * A failure that means another process was migrating the same SQLite file at the same moment:
 * its write lock (SQLITE_BUSY*), or its tables appearing under our transaction.
 */
function lostSqliteRace(error: unknown): boolean {
  const { message } = (error ?? {}) as { message?: unknown };
  return (
    ((sqliteErrorCode(error) ?? 0) & 0xff) === SQLITE_BUSY ||
    (typeof message === 'string' && / already exists$/.test(message))
  );
}

const SQLITE_ATTEMPTS = 5;

/**
 * Applies what is missing and returns the names it applied (none when the schema is current).
 * Instances starting together apply each migration once:
 * - PostgreSQL: Kysely's Migrator holds an advisory lock (pg_advisory_lock) around the check and
 *   the migrations; the others wait, then find nothing to do.
 * - SQLite: Kysely takes no lock there. Each migration runs in a transaction, so a process that
 *   loses the race has changed nothing; it looks again, and finds the winner's work committed.
 */
export async function migrate({ db, dialect }: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  for (let attempt = 1; ; attempt += 1) {
    const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
    if (!error) return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (dialect !== 'sqlite' || attempt === SQLITE_ATTEMPTS || !lostSqliteRace(error)) throw error;
    // The winner holds the write lock until it commits; give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

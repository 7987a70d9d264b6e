import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { connect } from '../../src/db/connect';
import { migrationsFor } from '../../src/db/migrations';
import { hashPassword } from '../../src/lib/passwords';
import { freshDatabase, startApp } from '../support/helpers';

// The names databases already record in kysely_migration, as the api has shipped them. Kysely
// refuses a database that records a migration it cannot find, so these must stay the keys
// (src/db/migrations/index.ts), whatever the files are called.
const RECORDED = [
  '2024_01_01_initial',
  '2026_11_01_token_version',
  '2026_11_02_cancellations',
  '2026_11_25_desk',
  '2026_11_25_list_indexes',
  '2026_11_25_reports_calendar',
  '2026_11_25_rider_holdings',
  '2026_11_27_user_locale',
  '2026_11_28_accounts_mail',
  '2026_11_29_ride_reminders',
  '2026_11_30_staff',
  '2026_11_30_two_factor',
  '2026_12_01_two_factor_sealed',
  '2026_12_02_day_price',
  '2026_12_02_ledger',
  '2026_12_03_name_search',
];

it('starts on a database migrated by an earlier version, migrates it on and keeps its data', async () => {
  const config = await freshDatabase();
  const old = connect(config, () => {});
  let motorcycleId = 0;
  let riderId = 0;
  try {
    // The schema as an earlier version left it: the first three changes, recorded by their names.
    const provider = { getMigrations: async () => migrationsFor(old.dialect) };
    const { error } = await new Migrator({ db: old.db, provider }).migrateTo(
      '2026_11_02_cancellations',
    );
    expect(error).toBeUndefined();
    await sql`delete from kysely_migration`.execute(old.db);
    for (const [i, name] of RECORDED.slice(0, 3).entries()) {
      const timestamp = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(
        old.db,
      );
    }
    const now = Date.now();
    const user = await old.db
      .insertInto('users')
      .values({
        name: 'Early Rider',
        email: 'early@example.com',
        password_hash: await hashPassword('early-password'),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    riderId = user.id;
    // An administrator of the admin flag's days: an owner after migration 0011.
    const adminHash = await hashPassword('early-admin');
    await sql`insert into users (name, email, password_hash, admin, created_at)
      values ('Early Admin', 'boss@example.com', ${adminHash}, 1, ${now})`.execute(old.db);
    const motorcycle = await old.db
      .insertInto('motorcycles')
      .values({
        name: 'Old Faithful',
        model: 'Primavera',
        brand: 'Vespa',
        color: 'Blue',
        chassis_number: 'OLD-0001',
        booking_price_cents: 1000,
        price_cents: 500000,
        image_link: '/images/primavera.svg',
        description: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    motorcycleId = motorcycle.id;
    const start = Date.parse('2031-05-01T10:00Z');
    await old.db
      .insertInto('reservations')
      .values({
        user_id: user.id,
        motorcycle_id: motorcycle.id,
        date: '2031-05-01T10:00',
        city: 'Rome',
        duration_tenths: 20,
        total_cents: 2000,
        start_at: start,
        end_at: start + 2 * 3600_000,
        created_at: now,
      })
      .execute();
  } finally {
    await old.db.destroy();
    old.closeReader?.();
  }

  const server = await startApp({ seedDemoData: false }, config);
  try {
    const recorded = await server.app.database.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`)
      .execute();
    expect(recorded.map((row) => row.name)).toEqual(RECORDED);

    const login = await server.request('POST', '/api/v1/login', {
      body: { user: { email: 'early@example.com', password: 'early-password' } },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ admin: false, role: 'rider' });
    const boss = await server.request('POST', '/api/v1/login', {
      body: { user: { email: 'boss@example.com', password: 'early-admin' } },
    });
    expect(boss.body.user).toMatchObject({ admin: true, role: 'owner' });
    // The name index of 0016 holds the names stored before it: a surname finds its person.
    const found = await server.request('GET', '/api/v1/admin/people?query=RIDER', {
      token: boss.body.token,
    });
    expect(found.body.data.map((person: { id: number }) => person.id)).toEqual([riderId]);
    const list = await server.request('GET', '/api/v1/reservations', { token: login.body.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        city: 'Rome',
        date: '2031-05-01T10:00',
        motorcycle_id: motorcycleId,
      }),
    ]);
    // A motorcycle stored before day prices has none, and no deposit.
    const catalogue = await server.request('GET', '/api/v1/motorcycles', {
      token: login.body.token,
    });
    expect(catalogue.body.data).toEqual([
      expect.objectContaining({
        id: motorcycleId,
        bookingPricePerHour: 10,
        dayPrice: null,
        deposit: 0,
      }),
    ]);
  } finally {
    await server.close();
  }
});

import { sql } from 'kysely';
import { DEFAULTS } from '../../../src/config';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// A booking counts against the rider's hourly limit inside its transaction, once every check has
// passed (api/src/plugins/rate-limit.ts). When the database then fails the insert, the booking did
// not happen, so the rider gets the count back: with one booking an hour left, the rider can still
// book once the database is well again.

const MONTH_AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({
    rateLimits: { ...DEFAULTS.rateLimits, bookingsPerRider: { points: 1, seconds: 3600 } },
  });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

/** The database refuses every new reservation of `motorcycleId`, as a failing disk would. */
async function failInsertsOf(motorcycleId: number) {
  const db = server.app.database.db;
  if (server.app.database.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger failing_disk before insert on reservations
         when new.motorcycle_id = ${motorcycleId}
         begin select raise(abort, 'disk I/O error'); end`,
      )
      .execute(db);
    return () => sql`drop trigger failing_disk`.execute(db);
  }
  await sql
    .raw(
      `create function failing_disk() returns trigger language plpgsql as
       $$ begin raise exception 'disk I/O error'; end $$;
       create trigger failing_disk before insert on reservations for each row
       when (new.motorcycle_id = ${motorcycleId}) execute function failing_disk();`,
    )
    .execute(db);
  return () =>
    sql`drop trigger failing_disk on reservations; drop function failing_disk()`.execute(db);
}

it('gives a booking the database failed its count back', async () => {
  const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  const { token } = await signUp(server);
  const book = () =>
    server.request('POST', '/api/v1/reservations', {
      token,
      body: { motorcycle_id: vespa.id, duration: 1, total: 10, date: MONTH_AHEAD, city: 'Rome' },
    });

  const healthy = await failInsertsOf(vespa.id);
  const failed = await book();
  expect([failed.status, failed.body.message]).toEqual([
    500,
    'Something went wrong on our side. Please try again',
  ]);
  await healthy();

  const booked = await book();
  expect(booked.status).toBe(201);
  // The one booking of the hour is used now.
  expect((await book()).status).toBe(429);
});

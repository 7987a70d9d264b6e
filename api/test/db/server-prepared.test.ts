import { sql } from 'kysely';
import { connect } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import { prepared } from '../../src/db/prepared';
import { freshDatabase } from '../support/helpers';

// A booking's statements are planned once per connection on PostgreSQL, not at every booking
// (docs/decisions/0020-bookings-planned-once.md); what a client sends never becomes a name.
it('runs a statement prepared on the server under one name, planned for each run after the first', async () => {
  const database = connect(await freshDatabase(), () => {});
  try {
    await migrate(database);
    await database.db.connection().execute(async (conn) => {
      const motorcycle = (id: number) =>
        conn.selectFrom('motorcycles').select('name').where('id', '=', id);
      const preparedMotorcycle = prepared((db, values: { id: number }) =>
        db.selectFrom('motorcycles').select('name').where('id', '=', values.id),
      );
      for (const id of [1, 2, 3]) {
        expect(await preparedMotorcycle(conn, { id })).toEqual([]);
      }
      // The same text run through Kysely is the same statement; a one-off is not named.
      await motorcycle(4).execute();
      await conn.selectFrom('users').select('id').where('email', '=', 'x@example.com').execute();
      if (database.dialect === 'sqlite') return;
      const { rows } = await sql<{ statement: string; runs: number }>`
        select statement, generic_plans + custom_plans as runs from pg_prepared_statements
        where from_sql = false`.execute(conn);
      expect(rows).toEqual([
        { statement: motorcycle(0).compile().sql, runs: expect.any(String) as unknown },
      ]);
      expect(Number(rows[0]?.runs)).toBe(4);
    });
  } finally {
    await database.db.destroy();
  }
});

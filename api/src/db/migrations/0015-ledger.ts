import { sql } from 'kysely';
import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/**
 * Money at the desk (api/README.md, "Money"): each reservation's ledger. Lines are only ever
 * added: a mistake is corrected by a `void` line naming the line it cancels, at most one void a
 * line (a unique index). Amounts are integer cents, > 0 and at most 100,000.00; `method` is set
 * exactly for the kinds whose money changes hands (payment, refund, deposit held and returned) and
 * for a void of one of them; `created_at` is the instant it was written (epoch ms).
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await idColumn(db, dialect, 'ledger_lines')
    .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservations.id'))
    .addColumn('kind', 'varchar(20)', (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('payment', 'refund', 'charge', 'deposit_held', 'deposit_returned', 'deposit_kept', 'void')`,
        ),
    )
    .addColumn('amount_cents', 'integer', (col) =>
      col.notNull().check(sql`amount_cents between 1 and 10000000`),
    )
    .addColumn('method', 'varchar(10)', (col) =>
      col.check(sql`method in ('cash', 'card', 'transfer')`),
    )
    .addColumn('note', 'text')
    .addColumn('voids_line_id', 'integer', (col) => col.references('ledger_lines.id'))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'ledger_lines', {
    // A reservation's lines in order (its money, GET /reservations/:id).
    ledger_lines_reservation: ['reservation_id', 'id'],
    // The lines of a day or a month by time (the cash-up, the monthly report).
    ledger_lines_created: ['created_at', 'id'],
  });
  // A line is voided once: a second void of it cannot be stored, whatever races it.
  await db.schema
    .createIndex('ledger_lines_voids')
    .on('ledger_lines')
    .column('voids_line_id')
    .unique()
    .execute();
}

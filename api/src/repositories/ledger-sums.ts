// The ledger's sums over time (the day's cash-up, the monthly report): every line counts on the
// day it was written, a void as the line it cancels with its cents negated, so a day once closed
// keeps its figures and a void shows on the day it was written (api/README.md, "Money").
import { type LedgerKind, shopInstant } from 'shared-domain';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/types';

/** Every line, with the line a void cancels beside it (`v`). */
export function signedLines(db: Kysely<Tables>) {
  return db
    .selectFrom('ledger_lines as l')
    .leftJoin('ledger_lines as v', 'v.id', 'l.voids_line_id');
}

/** The kind a line counts as: a void counts as the line it cancels. */
export const countsAs = sql<LedgerKind>`coalesce(v.kind, l.kind)`;

/** A line's cents, a void's negated. */
export const signedCents = sql<number>`(case when l.kind = 'void' then -l.amount_cents else l.amount_cents end)`;

/** The signed cents of the lines that count as `kind` (a bigint, so a string on PostgreSQL). */
export const sumOf = (kind: LedgerKind) =>
  sql<
    number | string
  >`coalesce(sum(case when ${countsAs} = ${sql.lit(kind)} then ${signedCents} else 0 end), 0)`;

/** The instant the shop's clock shows 00:00 of the day whose midnight is `wall` (read as UTC). */
export function midnightInstant(wall: number, timeZone: string): number {
  const day = new Date(wall).toISOString().slice(0, 10);
  return shopInstant(day, timeZone)?.getTime() ?? wall;
}

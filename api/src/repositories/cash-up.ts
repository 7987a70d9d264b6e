import {
  type CashUpFigures,
  type DailyCashUp,
  fromCents,
  LEDGER_METHODS,
  type LedgerKind,
  type LedgerMethod,
  type OpenBalance,
  toReservationMoney,
} from 'shared-domain';
import { sql } from 'kysely';
import type { Database } from '../db/types';
import { adminReservations, statusOf } from './admin-reservation-row';
import { holdSearch, overlapping } from './holds';
import { moneyOfMany } from './ledger';
import { countsAs, midnightInstant, signedCents, signedLines, sumOf } from './ledger-sums';

const DAY_MS = 86_400_000;

/** A day of the shop: its wall-clock span (read as UTC, as rides' times) and its instants. */
function shopDay(date: string, timeZone: string) {
  const wallStart = Date.parse(`${date}T00:00Z`);
  return {
    date,
    wallStart,
    start: midnightInstant(wallStart, timeZone),
    end: midnightInstant(wallStart + DAY_MS, timeZone),
  };
}

type ShopDay = ReturnType<typeof shopDay>;

type Cents = Omit<CashUpFigures, 'money_in' | 'money_out' | 'net'>;

/** Cents → the wire's figures, with what went in, out, and the difference. */
function figures(cents: Cents): CashUpFigures {
  const moneyIn = cents.payments + cents.deposits_held;
  const moneyOut = cents.refunds + cents.deposits_returned;
  return {
    payments: fromCents(cents.payments),
    deposits_held: fromCents(cents.deposits_held),
    refunds: fromCents(cents.refunds),
    deposits_returned: fromCents(cents.deposits_returned),
    money_in: fromCents(moneyIn),
    money_out: fromCents(moneyOut),
    net: fromCents(moneyIn - moneyOut),
  };
}

/** The day's lines summed by the kind they count as and their method. */
async function daySums({ db }: Database, day: ShopDay) {
  const rows = await signedLines(db)
    .select([
      countsAs.as('kind'),
      'l.method',
      sql<number | string>`sum(${signedCents})`.as('cents'),
    ])
    .where('l.created_at', '>=', day.start)
    .where('l.created_at', '<', day.end)
    .groupBy([countsAs, 'l.method'])
    .execute();
  /** The cents of a kind, paid by `method` (any: undefined). */
  const sum = (kind: LedgerKind, method?: LedgerMethod) =>
    rows
      .filter((row) => row.kind === kind && (method === undefined || row.method === method))
      .reduce((total, row) => total + Number(row.cents), 0);
  // Charges and deposits kept move no money: they have no method.
  const moved = (method?: LedgerMethod): Cents => ({
    payments: sum('payment', method),
    deposits_held: sum('deposit_held', method),
    refunds: sum('refund', method),
    deposits_returned: sum('deposit_returned', method),
  });
  return {
    methods: LEDGER_METHODS.map((method) => ({ method, ...figures(moved(method)) })),
    totals: {
      ...figures(moved()),
      charges: fromCents(sum('charge')),
      deposits_kept: fromCents(sum('deposit_kept')),
    },
  };
}

/** Deposits in the shop's hands at the day's end: every held − returned − kept before it. */
async function depositsAtClosing({ db }: Database, day: ShopDay): Promise<number> {
  const row = await signedLines(db)
    .select([
      sumOf('deposit_held').as('held'),
      sumOf('deposit_returned').as('returned'),
      sumOf('deposit_kept').as('kept'),
    ])
    .where('l.created_at', '<', day.end)
    .executeTakeFirstOrThrow();
  return Number(row.held) - Number(row.returned) - Number(row.kept);
}

/**
 * The reservations of the day whose balance at its end is not 0: those riding at some moment of
 * the day (their held time overlaps it) and those with a line written that day, by start, then
 * id. The balance counts the lines written before the day's end, and the total unless the ride
 * was cancelled by then.
 */
async function openBalances({ db }: Database, day: ShopDay): Promise<OpenBalance[]> {
  const [riding, written] = await Promise.all([
    adminReservations(db)
      .select(['r.total_cents'])
      .where(overlapping('r', holdSearch({ start: day.wallStart, end: day.wallStart + DAY_MS })))
      .execute(),
    adminReservations(db)
      .select(['r.total_cents'])
      .where('r.id', 'in', (eb) =>
        eb
          .selectFrom('ledger_lines')
          .select('reservation_id')
          .where('created_at', '>=', day.start)
          .where('created_at', '<', day.end),
      )
      .execute(),
  ]);
  const reservations = [...new Map([...riding, ...written].map((row) => [row.id, row])).values()];
  reservations.sort((a, b) => Number(a.start_at) - Number(b.start_at) || a.id - b.id);
  return (await moneyOfMany(db, reservations, day.end))
    .filter(({ money }) => money.balance !== 0)
    .map(({ row, money }) => ({
      reservation_id: row.id,
      date: row.date,
      motorcycle_name: row.motorcycle_name,
      status: statusOf(row),
      rider: { id: row.user_id, name: row.user_name },
      money: toReservationMoney(money),
    }));
}

/**
 * The day's cash-up on the shop's clock (docs/PRODUCT.md, "Money at the desk"): money in and out
 * by method, what moved no money, the deposits held at closing and the open balances.
 */
export async function dailyCashUp(
  database: Database,
  date: string,
  shop: { timeZone: string; currency: string },
): Promise<DailyCashUp> {
  const day = shopDay(date, shop.timeZone);
  const [sums, closing, open] = await Promise.all([
    daySums(database, day),
    depositsAtClosing(database, day),
    openBalances(database, day),
  ]);
  return {
    date,
    currency: shop.currency,
    ...sums,
    deposits_held_at_closing: fromCents(closing),
    open_balances: open,
  };
}

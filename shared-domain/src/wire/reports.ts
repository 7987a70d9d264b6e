/**
 * The owner's reports on the wire (docs/PRODUCT.md, "Reports"; api/README.md, "Money"): the api
 * validates and documents with these schemas, the frontends read their types.
 */
import Type, { type Static } from 'typebox';
import { LEDGER_METHODS } from '../ledgerKinds';
import { ReservationMoney, ReservationStatus } from './rides';

const Money = (description: string) =>
  Type.Number({ description: `In SHOP_CURRENCY, two decimals, summed in cents. ${description}` });

/** One motorcycle's month: a row of GET /api/v1/admin/reports/monthly. */
export const MonthlyReportRow = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  motorcycle_id: Type.Integer(),
  motorcycle_name: Type.String(),
  reservations: Type.Integer({ description: 'Standing reservations that start in the month' }),
  cancellations: Type.Integer({ description: 'Cancelled reservations that were to start in it' }),
  booked_hours: Type.Number({ description: 'Hours ridden inside the month, two decimals' }),
  workshop_hours: Type.Number({ description: 'Hours in the workshop inside the month' }),
  revenue: Type.Number({
    description: 'US dollars; a ride across months is split by its hours, in whole cents',
  }),
  utilisation: Type.Union([Type.Number(), Type.Null()], {
    description:
      'Booked hours ÷ (hours in the month − workshop hours), four decimals; null when in the workshop all month',
  }),
  paid: Money(
    "Payments written in the month on the shop's clock; a void subtracts in the month it was written",
  ),
  charges: Money('Charges written in the month'),
  refunds: Money('Refunds written in the month'),
  deposits_kept: Money('Deposits kept in the month'),
});
export type MonthlyReportRow = Static<typeof MonthlyReportRow>;

/** A day's money of one method, or of all of them, in the order the cash-up lists it. */
const CashUpFigures = {
  payments: Money('Payments taken'),
  deposits_held: Money('Deposits taken'),
  refunds: Money('Refunds given'),
  deposits_returned: Money('Deposits given back'),
  money_in: Money('payments + deposits held'),
  money_out: Money('refunds + deposits returned'),
  /** What the drawer (or the account) gained that day. */
  net: Money('money in − money out'),
};

/** Data of GET /api/v1/admin/reports/daily: the day's cash-up on the shop's clock. */
export const DailyCashUp = Type.Object(
  {
    date: Type.String({ description: "YYYY-MM-DD on the shop's clock" }),
    currency: Type.String({ description: 'SHOP_CURRENCY, ISO 4217' }),
    methods: Type.Array(Type.Object({ method: Type.Enum(LEDGER_METHODS), ...CashUpFigures }), {
      description: 'cash, card, transfer: each, also when nothing moved',
    }),
    totals: Type.Object({
      ...CashUpFigures,
      charges: Money('Charges written that day (no money moves)'),
      deposits_kept: Money('Deposits kept that day (no money moves)'),
    }),
    deposits_held_at_closing: Money(
      "Every deposit held − returned − kept written before the day's end",
    ),
    open_balances: Type.Array(
      Type.Object({
        reservation_id: Type.Integer(),
        date: Type.String(),
        motorcycle_name: Type.String(),
        status: ReservationStatus,
        rider: Type.Object({ id: Type.Integer(), name: Type.String() }),
        money: ReservationMoney,
      }),
      {
        description:
          "Reservations riding that day or with a line written that day whose balance at the day's end is not 0, by start",
      },
    ),
  },
  {
    description:
      "The lines written that day on the shop's clock; a void counts on its own day, negating the line it cancels",
  },
);
export type DailyCashUp = Static<typeof DailyCashUp>;

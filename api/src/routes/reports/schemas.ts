import { LEDGER_METHODS } from 'shared-domain';
import Type from 'typebox';
import { DataResponse } from '../schemas';
import { ReservationMoneyResponse } from '../reservations/money-schemas';
import { ReservationStatus } from '../reservations/schemas';

const Money = (description: string) =>
  Type.Number({ description: `In SHOP_CURRENCY, two decimals, summed in cents. ${description}` });

export const MonthlyReportQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 32, description: 'YYYY-MM, the first month' })),
  to: Type.Optional(
    Type.String({ maxLength: 32, description: 'YYYY-MM, the last month (at most 24 in all)' }),
  ),
});

export const MonthlyReportRowResponse = Type.Object({
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

export const MonthlyReportResponse = DataResponse(Type.Array(MonthlyReportRowResponse));

export const MonthlyReportCsv = Type.String({
  description:
    'The same rows as RFC 4180 CSV: UTF-8 with a byte order mark, a header row of the field names, CRLF; text that a spreadsheet would run as a formula starts with an apostrophe',
});

export const DailyCashUpQuery = Type.Object({
  date: Type.Optional(
    Type.String({ maxLength: 10, description: "YYYY-MM-DD on the shop's clock; its today" }),
  ),
});

const CashUpFigures = {
  payments: Money('Payments taken'),
  deposits_held: Money('Deposits taken'),
  refunds: Money('Refunds given'),
  deposits_returned: Money('Deposits given back'),
  money_in: Money('payments + deposits held'),
  money_out: Money('refunds + deposits returned'),
  net: Money('money in − money out'),
};

export const DailyCashUpResponse = DataResponse(
  Type.Object(
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
          money: ReservationMoneyResponse,
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
  ),
);

export const DailyCashUpCsv = Type.String({
  description:
    'The cash-up as RFC 4180 CSV rows `section,method,reservation_id,rider,figure,amount` (api/README.md, "Money")',
});

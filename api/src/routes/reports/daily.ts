import { CASH_UP_FIGURES, type DailyCashUp, isValidISODate, todayIn } from 'shared-domain';
import { toCsv } from '../../lib/csv';
import { sendError } from '../../lib/error-reply';
import { dailyCashUp } from '../../repositories/cash-up';
import { type Api, errorResponses } from '../schemas';
import { sendReport } from './csv-reply';
import { DailyCashUpAnswer, DailyCashUpQuery } from './schemas';

const TOTALS = [
  ...CASH_UP_FIGURES,
  'charges',
  'deposits_kept',
] as const satisfies readonly (keyof DailyCashUp['totals'])[];

interface CsvRow {
  section: 'method' | 'total' | 'closing' | 'open_balance';
  method: string | null;
  reservation_id: number | null;
  rider: string | null;
  figure: string;
  amount: number;
}

const CSV_COLUMNS = ['section', 'method', 'reservation_id', 'rider', 'figure', 'amount'] as const;

/** The cash-up as a sheet of labelled amounts, one a row: by method, totals, closing, open. */
function csvRows(cashUp: DailyCashUp): CsvRow[] {
  const row = (fields: Partial<CsvRow> & Pick<CsvRow, 'section' | 'figure' | 'amount'>) => ({
    method: null,
    reservation_id: null,
    rider: null,
    ...fields,
  });
  return [
    ...cashUp.methods.flatMap((figures) =>
      CASH_UP_FIGURES.map((figure) =>
        row({ section: 'method', method: figures.method, figure, amount: figures[figure] }),
      ),
    ),
    ...TOTALS.map((figure) => row({ section: 'total', figure, amount: cashUp.totals[figure] })),
    row({ section: 'closing', figure: 'deposits_held', amount: cashUp.deposits_held_at_closing }),
    ...cashUp.open_balances.map((open) =>
      row({
        section: 'open_balance',
        reservation_id: open.reservation_id,
        rider: open.rider.name,
        figure: 'balance',
        amount: open.money.balance,
      }),
    ),
  ];
}

/** GET /admin/reports/daily: the day's cash-up (staff; api/README.md, "Money"). */
export default async function dailyRoute(app: Api) {
  app.get(
    '/admin/reports/daily',
    {
      config: { access: { role: 'staff', area: 'cash' } },
      schema: {
        summary:
          "The day's cash-up on the shop's clock: money in and out by method, deposits held at closing, open balances (administrators); with Accept: text/csv as CSV",
        querystring: DailyCashUpQuery,
        response: { 200: DailyCashUpAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const date = request.query.date || todayIn(app.config.now(), app.config.shopTimeZone);
      if (!isValidISODate(date)) return sendError(reply, 422, [request.t('query.date')]);
      const cashUp = await dailyCashUp(app.database, date, {
        timeZone: app.config.shopTimeZone,
        currency: app.config.shopCurrency,
      });
      return sendReport(request, reply, cashUp, `vespa-cash-up-${date}.csv`, () =>
        toCsv(CSV_COLUMNS, csvRows(cashUp), ['amount']),
      );
    },
  );
}

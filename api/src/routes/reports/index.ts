import { reportMonths, reportRangeProblems, ruleSentence } from 'shared-domain';
import { MonthlyReportRow } from 'shared-domain/wire';
import { toCsv } from '../../lib/csv';
import { sendError } from '../../lib/error-reply';
import { monthlyReport } from '../../repositories/reports';
import { type Api, errorResponses } from '../schemas';
import { sendReport } from './csv-reply';
import dailyRoute from './daily';
import { MonthlyReportAnswer, MonthlyReportQuery } from './schemas';

/** The CSV's columns: the JSON rows' fields, in their order. */
const CSV_COLUMNS = Object.keys(MonthlyReportRow.properties) as (keyof MonthlyReportRow)[];

/** The CSV's amounts, written with their cents. */
const MONEY_COLUMNS = [
  'revenue',
  'paid',
  'charges',
  'refunds',
  'deposits_kept',
] as const satisfies readonly (keyof MonthlyReportRow)[];

/**
 * What the fleet earned and how busy it was, per motorcycle and month (owners); the day's
 * cash-up (staff).
 */
export default async function reportRoutes(app: Api) {
  await app.register(dailyRoute);
  app.get(
    '/admin/reports/monthly',
    {
      config: { access: { role: 'owner', area: 'reports' } },
      schema: {
        summary:
          'Per motorcycle and month: reservations, cancellations, booked and workshop hours, revenue, utilisation, and the money of the ledger: paid, charges, refunds, deposits kept (administrators); with Accept: text/csv the same rows as CSV',
        querystring: MonthlyReportQuery,
        response: { 200: MonthlyReportAnswer, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { from = '', to = '' } = request.query;
      const { from: fromProblem, to: toProblem } = reportRangeProblems(from, to);
      const problems = [fromProblem, toProblem].filter((problem) => problem !== undefined);
      if (problems.length > 0) {
        return sendError(
          reply,
          422,
          problems.map((problem) => ruleSentence(request.t, problem)),
        );
      }
      const rows = await app.heavyReads.run(
        request,
        reply,
        () => request.t('busy.report'),
        () => monthlyReport(app.database, reportMonths(from, to), app.config.shopTimeZone),
      );
      if (!Array.isArray(rows)) return rows;
      return sendReport(request, reply, rows, `vespa-report-${from}-to-${to}.csv`, () =>
        toCsv(CSV_COLUMNS, rows, MONEY_COLUMNS),
      );
    },
  );
}

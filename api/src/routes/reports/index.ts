import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type MonthlyReportRow,
  reportMonths,
  reportRangeProblems,
  ruleSentence,
} from 'shared-domain';
import { toCsv } from '../../lib/csv';
import { sendError } from '../../lib/error-reply';
import { monthlyReport } from '../../repositories/reports';
import { bearerAuth, errorResponses } from '../schemas';
import { MonthlyReportCsv, MonthlyReportQuery, MonthlyReportResponse } from './schemas';

/** The CSV's columns: the JSON rows' fields, in their order. */
const CSV_COLUMNS = [
  'month',
  'motorcycle_id',
  'motorcycle_name',
  'reservations',
  'cancellations',
  'booked_hours',
  'workshop_hours',
  'revenue',
  'utilisation',
] as const satisfies readonly (keyof MonthlyReportRow)[];

/** What the fleet earned and how busy it was, per motorcycle and month (administrators). */
export default async function reportRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/admin/reports/monthly',
    {
      config: { access: { role: 'owner', area: 'reports' } },
      schema: {
        tags: ['reports'],
        summary:
          'Per motorcycle and month: reservations, cancellations, booked and workshop hours, revenue, utilisation (administrators); with Accept: text/csv the same rows as CSV',
        security: bearerAuth,
        querystring: MonthlyReportQuery,
        response: {
          200: {
            content: {
              'application/json': { schema: MonthlyReportResponse },
              'text/csv': { schema: MonthlyReportCsv },
            },
          },
          ...errorResponses(401, 403, 422, 429),
        },
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
        () => monthlyReport(app.database, reportMonths(from, to)),
      );
      if (!Array.isArray(rows)) return rows;
      // The same address answers JSON or CSV: caches (none may keep it anyway) must tell them apart.
      reply.header('vary', 'Accept');
      const wanted = new Negotiator(request.raw).mediaType(['application/json', 'text/csv']);
      if (wanted !== 'text/csv') {
        return { success: true as const, data: rows };
      }
      const csvRows = rows.map((row) => ({ ...row, revenue: row.revenue.toFixed(2) }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="vespa-report-${from}-to-${to}.csv"`)
        .send(toCsv(CSV_COLUMNS, csvRows));
    },
  );
}

import { DailyCashUp, MonthlyReportRow } from 'shared-domain/wire';
import Type, { type TSchema } from 'typebox';
import { DataResponse } from '../schemas';

/** A report's 200: JSON, or with Accept: text/csv the same as CSV (csv-reply.ts). */
const JsonOrCsv = <Json extends TSchema, Csv extends TSchema>(json: Json, csv: Csv) => ({
  content: { 'application/json': { schema: json }, 'text/csv': { schema: csv } },
});

export const MonthlyReportQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 32, description: 'YYYY-MM, the first month' })),
  to: Type.Optional(
    Type.String({ maxLength: 32, description: 'YYYY-MM, the last month (at most 24 in all)' }),
  ),
});

export const MonthlyReportAnswer = JsonOrCsv(
  DataResponse(Type.Array(MonthlyReportRow)),
  Type.String({
    description:
      'The same rows as RFC 4180 CSV: UTF-8 with a byte order mark, a header row of the field names, CRLF; text that a spreadsheet would run as a formula starts with an apostrophe',
  }),
);

export const DailyCashUpQuery = Type.Object({
  date: Type.Optional(
    Type.String({ maxLength: 10, description: "YYYY-MM-DD on the shop's clock; its today" }),
  ),
});

export const DailyCashUpAnswer = JsonOrCsv(
  DataResponse(DailyCashUp),
  Type.String({
    description:
      'The cash-up as RFC 4180 CSV rows `section,method,reservation_id,rider,figure,amount` (api/README.md, "Money")',
  }),
);

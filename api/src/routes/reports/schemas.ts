import Type from 'typebox';

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
});

export const MonthlyReportResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(MonthlyReportRowResponse),
});

export const MonthlyReportCsv = Type.String({
  description:
    'The same rows as RFC 4180 CSV: UTF-8 with a byte order mark, a header row of the field names, CRLF; text that a spreadsheet would run as a formula starts with an apostrophe',
});

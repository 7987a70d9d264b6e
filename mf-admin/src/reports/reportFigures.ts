import { formatNumber, hoursInMonth, type MonthlyReportRow } from 'shared-domain';
import { currentLanguage } from 'shared-ui';

/**
 * The sums of some report rows, a month's or the whole range's, in the rows' own figures (so a
 * row and a sum draw the same way): revenue summed in cents, utilisation the booked hours over the
 * hours not spent in the workshop (null when there were none).
 */
export type ReportTotals = Pick<
  MonthlyReportRow,
  'reservations' | 'cancellations' | 'booked_hours' | 'workshop_hours' | 'revenue' | 'utilisation'
>;

const cents = (dollars: number) => Math.round(dollars * 100);
const hundredths = (hours: number) => Math.round(hours * 100);

/**
 * The totals of `rows` (docs/PRODUCT.md, "Reports"). Money and hours are summed as whole cents
 * and hundredths, which floating point adds exactly; utilisation is the total booked hours over
 * the total hours the motorcycles could be ridden, not an average of the rows' percentages.
 */
export function totalsOf(rows: readonly MonthlyReportRow[]): ReportTotals {
  let reservations = 0;
  let cancellations = 0;
  let booked = 0;
  let workshop = 0;
  let revenue = 0;
  let available = 0;
  for (const row of rows) {
    reservations += row.reservations;
    cancellations += row.cancellations;
    booked += hundredths(row.booked_hours);
    workshop += hundredths(row.workshop_hours);
    revenue += cents(row.revenue);
    available += hundredths(hoursInMonth(row.month) - row.workshop_hours);
  }
  return {
    reservations,
    cancellations,
    booked_hours: booked / 100,
    workshop_hours: workshop / 100,
    revenue: revenue / 100,
    utilisation: available > 0 ? booked / available : null,
  };
}

/** Every month of the range with the totals of its rows, in order (a month without rows too). */
export function monthTotals(
  rows: readonly MonthlyReportRow[],
  months: readonly string[],
): (ReportTotals & { month: string })[] {
  return months.map((month) => ({
    month,
    ...totalsOf(rows.filter((row) => row.month === month)),
  }));
}

// Months and figures in the language shown (English as the report always printed them).
const monthOf = (month: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** `2030-01` → "January 2030", "gennaio 2030". */
export function monthText(month: string): string {
  return monthOf(month, { month: 'long', year: 'numeric' });
}

/** `2030-01` → "Jan", for the chart's axis. */
export function shortMonthText(month: string): string {
  return monthOf(month, { month: 'short' });
}

/** 0.1234 → "12.3%" ("12,3%"). */
export function utilisationText(utilisation: number): string {
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(utilisation);
}

/** 1234.5 → "1,234.5" ("1234,5"). */
export function hoursNumberText(hours: number): string {
  return formatNumber(hours, currentLanguage(), 2);
}

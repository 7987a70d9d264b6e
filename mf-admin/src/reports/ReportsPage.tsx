import { useId } from 'react';
import { EmptyState, QueryState } from 'shared-ui';
import { reportMonths } from 'shared-domain';
import { refusalOf } from '../lib/refusal';
import { AdminPage } from '../ui/AdminPage';
import { DownloadCsv } from './DownloadCsv';
import { MonthlyChart } from './MonthlyChart';
import { monthText, monthTotals, totalsOf } from './reportFigures';
import { ReportRangeForm } from './ReportRangeForm';
import { MonthTable, MotorcycleTable } from './ReportTables';
import type { ReportRange } from './reportRequest';
import { useGetMonthlyReportQuery } from './reportsApi';
import { useReportRange } from './useReportRange';
import './reports.css';

function rangeText({ from, to }: ReportRange): string {
  return from === to ? monthText(from) : `${monthText(from)} to ${monthText(to)}`;
}

/**
 * /admin/reports: exposed as './ReportsPage'; the shell shows it to administrators only. What
 * each motorcycle earned and how busy it was, month by month (docs/PRODUCT.md, "Reports"): a
 * chart and a table of the months, a table per motorcycle and month with totals, and the CSV.
 */
export default function ReportsPage() {
  const { range, show } = useReportRange();
  const report = useGetMonthlyReportQuery(range, { refetchOnMountOrArgChange: true });
  const chartTitleId = useId();
  const rows = report.currentData;

  let body;
  if (rows) {
    const months = monthTotals(
      rows,
      reportMonths(range.from, range.to).map(({ month }) => month),
    );
    const total = totalsOf(rows);
    body =
      rows.length === 0 ? (
        <EmptyState
          title="No motorcycles in these months"
          hint="Motorcycles show here from the month they join the catalogue."
        />
      ) : (
        <>
          <DownloadCsv range={range} />
          <figure className="admin-report__figure" aria-labelledby={chartTitleId}>
            <figcaption id={chartTitleId} className="admin-report__figure-title">
              Revenue and utilisation by month
            </figcaption>
            <p className="admin-report__legend" aria-hidden="true">
              <span className="admin-report__key admin-report__key--bar" /> Revenue{' '}
              <span className="admin-report__key admin-report__key--line" /> Utilisation
            </p>
            <MonthlyChart months={months} />
            <MonthTable months={months} total={total} />
          </figure>
          <MotorcycleTable rows={rows} total={total} />
        </>
      );
  } else {
    body = (
      <QueryState
        query={report}
        loadingText="Loading... the report"
        refusal={refusalOf(report.error)}
      />
    );
  }

  return (
    <AdminPage
      wide
      title="Reports"
      lead={`What each motorcycle earned and how much it was ridden: ${rangeText(range)}. Cancelled bookings earn nothing; a ride across two months counts in each by its hours.`}
    >
      <ReportRangeForm range={range} onShow={show} />
      {body}
    </AdminPage>
  );
}

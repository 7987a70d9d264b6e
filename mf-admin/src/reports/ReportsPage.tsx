import { useTranslation } from 'react-i18next';
import { useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { reportMonths } from 'shared-domain';
import { AdminPage } from '../ui/AdminPage';
import { DownloadCsv } from '../ui/DownloadCsv';
import { MonthlyChart } from './MonthlyChart';
import { monthText, monthTotals, totalsOf } from './reportFigures';
import { rangeFromSearch, searchOf } from './reportRequest';
import { ReportRangeForm } from './ReportRangeForm';
import { ReportTable } from './ReportTables';
import { useGetMonthlyReportQuery } from './reportsApi';
import { ApiQueryState } from '../ui/ApiQueryState';
import './reports.css';

/**
 * /admin/reports: exposed as './ReportsPage'; the shell shows it to administrators only. What
 * each motorcycle earned and how busy it was, month by month (docs/PRODUCT.md, "Reports"): a
 * chart and a table of the months, a table per motorcycle and month with totals, and the CSV.
 */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  // The months live in the address, so a reload, a shared link or Back shows the same report;
  // the default months follow the calendar when the address changes, not on every render.
  const { search } = useLocation();
  const navigate = useNavigate();
  const range = useMemo(() => rangeFromSearch(search, new Date()), [search]);
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
        <EmptyState title={t('report.empty')} hint={t('report.empty.hint')} />
      ) : (
        <>
          <DownloadCsv
            file={{
              path: '/api/v1/admin/reports/monthly',
              params: { ...range },
              filename: `vespa-report-${range.from}-to-${range.to}.csv`,
            }}
          />
          <figure className="admin-report__figure" aria-labelledby={chartTitleId}>
            <figcaption id={chartTitleId} className="admin-report__figure-title">
              {t('report.chart')}
            </figcaption>
            <p className="admin-report__legend" aria-hidden="true">
              <span className="admin-report__key admin-report__key--bar" /> {t('report.revenue')}{' '}
              <span className="admin-report__key admin-report__key--line" />{' '}
              {t('report.utilisation')}
            </p>
            <MonthlyChart months={months} />
            <ReportTable months={months} total={total} />
          </figure>
          <ReportTable rows={rows} total={total} />
        </>
      );
  } else {
    body = <ApiQueryState query={report} loadingText={t('report.loading')} />;
  }

  return (
    <AdminPage
      wide
      title={t('report.title')}
      lead={t('report.lead', {
        range:
          range.from === range.to
            ? monthText(range.from)
            : t('report.range', { from: monthText(range.from), to: monthText(range.to) }),
      })}
    >
      <ReportRangeForm range={range} onShow={(next) => void navigate({ search: searchOf(next) })} />
      {body}
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import type { MonthlyReportRow } from 'shared-domain';
import { ScrollingTable } from '../ui/ScrollingTable';
import { FigureCells, FigureHeaders, rowFigures } from './FigureCells';
import { monthText, type ReportTotals } from './reportFigures';

/** The totals of each month and of the range: what the chart draws, as a table. */
export function MonthTable({
  months,
  total,
}: {
  months: readonly (ReportTotals & { month: string })[];
  total: ReportTotals;
}) {
  const { t } = useTranslation('admin');
  return (
    <ScrollingTable caption={t('report.byMonth')}>
      <thead className="admin-report__head">
        <tr>
          <th scope="col">{t('report.month')}</th>
          <FigureHeaders />
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthText(month.month)}</th>
            <FigureCells figures={month} />
          </tr>
        ))}
      </tbody>
      <tfoot className="admin-report__total">
        <tr>
          <th scope="row">{t('report.total')}</th>
          <FigureCells figures={total} />
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

/** One row per motorcycle and month, as the api and the CSV have them, with the range's totals. */
export function MotorcycleTable({
  rows,
  total,
}: {
  rows: readonly MonthlyReportRow[];
  total: ReportTotals;
}) {
  const { t } = useTranslation('admin');
  return (
    <ScrollingTable caption={t('report.byMotorcycle')}>
      <thead className="admin-report__head">
        <tr>
          <th scope="col">{t('report.month')}</th>
          <th scope="col">{t('column.motorcycle')}</th>
          <FigureHeaders />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.month} ${row.motorcycle_id}`}>
            <td>{monthText(row.month)}</td>
            <th scope="row">{row.motorcycle_name}</th>
            <FigureCells figures={rowFigures(row)} />
          </tr>
        ))}
      </tbody>
      <tfoot className="admin-report__total">
        <tr>
          <th scope="row" colSpan={2}>
            {t('report.total')}
          </th>
          <FigureCells figures={total} />
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

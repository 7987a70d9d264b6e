import { useTranslation } from 'react-i18next';
import type { MonthlyReportRow } from 'shared-domain';
import { ScrollingTable } from '../ui/ScrollingTable';
import { FIGURE_COLUMNS, FigureCells, rowFigures } from './FigureCells';
import { monthText, type ReportTotals } from './reportFigures';

type Props = { total: ReportTotals } & (
  { months: readonly (ReportTotals & { month: string })[] } | { rows: readonly MonthlyReportRow[] }
);

/**
 * A report table with the range's totals: the totals of each month (what the chart draws), or one
 * row per motorcycle and month, as the api and the CSV have them.
 */
export function ReportTable(props: Props) {
  const { t } = useTranslation('admin');
  const byMotorcycle = 'rows' in props;
  return (
    <ScrollingTable caption={t(byMotorcycle ? 'report.byMotorcycle' : 'report.byMonth')}>
      <thead className="admin-report__head">
        <tr>
          <th scope="col">{t('report.month')}</th>
          {byMotorcycle && <th scope="col">{t('column.motorcycle')}</th>}
          {FIGURE_COLUMNS.map((column) => (
            <th key={column} scope="col" className="admin-report__number">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {byMotorcycle
          ? props.rows.map((row) => (
              <tr key={`${row.month} ${row.motorcycle_id}`}>
                <td>{monthText(row.month)}</td>
                <th scope="row">{row.motorcycle_name}</th>
                <FigureCells figures={rowFigures(row)} />
              </tr>
            ))
          : props.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthText(month.month)}</th>
                <FigureCells figures={month} />
              </tr>
            ))}
      </tbody>
      <tfoot className="admin-report__total">
        <tr>
          <th scope="row" colSpan={byMotorcycle ? 2 : undefined}>
            {t('report.total')}
          </th>
          <FigureCells figures={props.total} />
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

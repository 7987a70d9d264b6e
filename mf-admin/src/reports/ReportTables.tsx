import { useTranslation } from 'react-i18next';
import { formatUSD, type MonthlyReportRow } from 'shared-domain';
import { ScrollingTable } from '../ui/ScrollingTable';
import { hoursNumberText, monthText, utilisationText, type ReportTotals } from './reportFigures';

/** The figures' column headers (the admin namespace's keys), in the order FigureCells draws them. */
const FIGURE_COLUMNS = [
  'report.bookings',
  'report.cancellations',
  'report.bookedHours',
  'report.workshopHours',
  'report.utilisation',
  'report.revenue',
] as const;

/** The six figure cells of one row of a report table: an api row's, or a sum of them. */
function FigureCells({ figures }: { figures: ReportTotals }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <td className="admin-report__number">{figures.reservations}</td>
      <td className="admin-report__number">{figures.cancellations}</td>
      <td className="admin-report__number">{hoursNumberText(figures.booked_hours)}</td>
      <td className="admin-report__number">{hoursNumberText(figures.workshop_hours)}</td>
      <td className="admin-report__number">
        {figures.utilisation === null ? (
          // The workshop had it all month.
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('report.allInWorkshop')}</span>
          </>
        ) : (
          utilisationText(figures.utilisation)
        )}
      </td>
      <td className="admin-report__number">{formatUSD(figures.revenue)}</td>
    </>
  );
}

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
                <FigureCells figures={row} />
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

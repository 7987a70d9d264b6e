import { useTranslation } from 'react-i18next';
import { formatUSD, type MonthlyReportRow } from 'shared-domain';
import { hoursNumberText, utilisationText, type ReportTotals } from './reportFigures';

/** The figures' column headers (the admin namespace's keys), in the order FigureCells draws them. */
export const FIGURE_COLUMNS = [
  'report.bookings',
  'report.cancellations',
  'report.bookedHours',
  'report.workshopHours',
  'report.utilisation',
  'report.revenue',
] as const;

/** A report row's figures in the shape of totals, so both draw the same way. */
export function rowFigures(row: MonthlyReportRow): ReportTotals {
  return {
    reservations: row.reservations,
    cancellations: row.cancellations,
    bookedHours: row.booked_hours,
    workshopHours: row.workshop_hours,
    revenue: row.revenue,
    utilisation: row.utilisation,
  };
}

/** The six figure cells of one row of a report table. */
export function FigureCells({ figures }: { figures: ReportTotals }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <td className="admin-report__number">{figures.reservations}</td>
      <td className="admin-report__number">{figures.cancellations}</td>
      <td className="admin-report__number">{hoursNumberText(figures.bookedHours)}</td>
      <td className="admin-report__number">{hoursNumberText(figures.workshopHours)}</td>
      <td className="admin-report__number">
        {figures.utilisation === null ? (
          <>
            <span aria-hidden="true">{utilisationText(null)}</span>
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

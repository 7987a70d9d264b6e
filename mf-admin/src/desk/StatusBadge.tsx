import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { isOverdue, statusLabel } from './deskText';

/** The class of a status's colour; its words always stand beside it (never colour alone). */
export function statusClass(reservation: AdminReservation, now: number): string {
  return isOverdue(reservation, now) ? 'overdue' : reservation.status;
}

/** A ride's status as a coloured pill with its words: "Confirmed", "Out, overdue". */
export function StatusBadge({ reservation, now }: { reservation: AdminReservation; now: number }) {
  const { t } = useTranslation('admin');
  const label = statusLabel(t, reservation, now);
  return (
    <span className={`admin-status admin-status--${statusClass(reservation, now)}`}>{label}</span>
  );
}

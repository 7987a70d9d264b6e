import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { reservationInterval, statusLabel } from '../desk/deskText';
import { OpenRideButton } from '../desk/OpenRideButton';
import { StatusBadge } from '../desk/StatusBadge';
import { rowTime } from './rowTime';

interface Props {
  reservation: AdminReservation;
  scooter: string;
  /** The shop's wall clock and the start of its today (epoch ms read as UTC). */
  now: number;
  dayStart: number;
  onOpen: (reservation: AdminReservation) => void;
}

/**
 * A ride Today's search found, as Today's rows read: when (a ride out, when it is due back), the
 * scooter, the rider with the reference and email that tell two riders of one name apart, the
 * status, and Open.
 */
export function FoundRide({ reservation, scooter, now, dayStart, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const interval = reservationInterval(reservation);
  const at = reservation.status === 'out' ? 'due' : 'start';
  const time = interval ? rowTime(t, { reservation, interval }, dayStart, at) : reservation.date;
  return (
    <li className="admin-today__row">
      <span className="admin-today__time">{time}</span>
      <span className="admin-today__who">
        <strong>{scooter}</strong> {reservation.user.name}
        <span className="admin-find__detail">
          {t('reservations.reference', { id: reservation.id })}
        </span>
        <span className="admin-find__detail">{reservation.user.email}</span>
      </span>
      <span className="admin-today__state">
        <StatusBadge reservation={reservation} now={now} label={statusLabel(t, reservation, now)} />
      </span>
      <OpenRideButton
        reservation={reservation}
        motorcycle={scooter}
        className="admin-today__action"
        onOpen={onOpen}
      />
    </li>
  );
}

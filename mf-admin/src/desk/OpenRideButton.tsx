import { useTranslation } from 'react-i18next';
import { bookingTimeText, type AdminReservation } from 'shared-domain';

/** Whose ride, on which motorcycle and from when, as a row's buttons name it. */
export function rideNames(reservation: AdminReservation, motorcycle: string) {
  const { start } = bookingTimeText(reservation.date, reservation.duration);
  return { rider: reservation.user.name, motorcycle, start };
}

interface Props {
  reservation: AdminReservation;
  motorcycle: string;
  /** The row's own class, beside the button's. */
  className: string;
  onOpen: (reservation: AdminReservation) => void;
}

/**
 * Open, which shows a ride with its desk steps (./ReservationDialog.tsx) from a list of rides
 * (All reservations, Today's search); a screen reader hears whose ride it opens: "Open Cy's Vespa
 * GTS on …".
 */
export function OpenRideButton({ reservation, motorcycle, className, onOpen }: Props) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      className={`button button--secondary ${className}`}
      aria-label={t('reservations.openRide', rideNames(reservation, motorcycle))}
      onClick={() => onOpen(reservation)}
    >
      {t('reservations.open')}
    </button>
  );
}

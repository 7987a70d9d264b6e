import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { ErrorState, LiveRegion } from 'shared-ui';
import { MoreReservations } from '../ui/MoreReservations';
import { reservationInterval } from '../desk/deskText';
import { OpenRideButton } from '../desk/OpenRideButton';
import { StatusBadge } from '../desk/StatusBadge';
import { rowTime } from './rowTime';
import type { RideSearch } from './useRideSearch';

/** Which time a ride found shows: a ride out, when it is due back; any other, its start. */
const timeOf = (ride: AdminReservation) => (ride.status === 'out' ? 'due' : 'start');

interface Props {
  /** What was searched (trimmed), '' for nothing. */
  words: string;
  search: RideSearch;
  now: number;
  dayStart: number;
  scooterName: (reservation: AdminReservation) => string;
  onOpen: (reservation: AdminReservation) => void;
}

/**
 * What Today's search found, earliest first, each ride with its status and Open; how many, that it is still
 * searching, or that nothing matches is said politely in one live region, there before any
 * search so a screen reader tracks it; a failed search says so at once, with Retry.
 */
export function FoundRides({ words, search, now, dayStart, scooterName, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const { rides, pending, failed, retry, held } = search;
  let said = '';
  if (rides) {
    const count = rides.length;
    if (count === 0) said = t('today.find.none', { words });
    else said = t(held.hasNextPage ? 'today.find.first' : 'today.find.found', { count });
  } else if (pending) {
    said = t('today.find.searching');
  }
  return (
    <>
      <LiveRegion className="admin-find__said">{said}</LiveRegion>
      {failed && <ErrorState compact title={t('today.find.failed')} onRetry={retry} />}
      {rides && rides.length > 0 && (
        <>
          <ul
            className="admin-today__list admin-find__list"
            aria-label={t('today.find.list', { words })}
          >
            {rides.map((reservation) => {
              // As Today's rows read: when, the scooter, the rider with the reference and email
              // that tell two riders of one name apart, the status, and Open.
              const scooter = scooterName(reservation);
              const interval = reservationInterval(reservation);
              return (
                <li key={reservation.id} className="admin-today__row">
                  <span className="admin-today__time">
                    {interval
                      ? rowTime(t, { reservation, interval }, dayStart, timeOf(reservation))
                      : reservation.date}
                  </span>
                  <span className="admin-today__who">
                    <strong>{scooter}</strong> {reservation.user.name}
                    <span className="admin-find__detail">
                      {t('reservations.reference', { id: reservation.id })}
                    </span>
                    <span className="admin-find__detail">{reservation.user.email}</span>
                  </span>
                  <span className="admin-today__state">
                    <StatusBadge reservation={reservation} now={now} />
                  </span>
                  <OpenRideButton
                    reservation={reservation}
                    motorcycle={scooter}
                    className="admin-today__action"
                    onOpen={onOpen}
                  />
                </li>
              );
            })}
          </ul>
          <MoreReservations list={held} count={rides.length} />
        </>
      )}
    </>
  );
}

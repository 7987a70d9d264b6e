import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { ErrorState, LiveRegion } from 'shared-ui';
import { MoreReservations } from '../ui/MoreReservations';
import { FoundRide } from './FoundRide';
import type { RideSearch } from './useRideSearch';

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
 * What Today's search found, earliest first, each ride with Open; how many, that it is still
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
            {rides.map((reservation) => (
              <FoundRide
                key={reservation.id}
                reservation={reservation}
                scooter={scooterName(reservation)}
                now={now}
                dayStart={dayStart}
                onOpen={onOpen}
              />
            ))}
          </ul>
          <MoreReservations list={held} count={rides.length} />
        </>
      )}
    </>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, NO_RESERVES } from 'shared-auth';
import { formatUSD, type Reservation } from 'shared-domain';
import { formatHours } from '../ui/format';
import { bookingTimeText } from './bookingTime';
import { useGetReservationsQuery } from './reservationsApi';

function ReservationRows({ reservations }: { reservations: Reservation[] }) {
  const captionId = useId();
  return (
    // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
    <div
      className="booking-reservations__scroll"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="booking-reservations__table">
        <caption id={captionId}>Your bookings, earliest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Motorcycle</th>
            <th scope="col">City</th>
            <th scope="col" className="booking-reservations__number">
              Duration
            </th>
            <th scope="col" className="booking-reservations__number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => {
            const when = bookingTimeText(reservation.date, reservation.duration);
            return (
              <tr key={reservation.id}>
                <td>
                  <time dateTime={reservation.date}>{when.start}</time>
                  {when.end && (
                    <>
                      {' '}
                      <span className="booking-reservations__until">until {when.end}</span>
                    </>
                  )}
                </td>
                <td>{reservation.motorcycle_name}</td>
                <td>{reservation.city}</td>
                <td className="booking-reservations__number">
                  {formatHours(reservation.duration)}
                </td>
                <td className="booking-reservations__number">{formatUSD(reservation.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The rider's own bookings, with the loading, error and empty states of every list. */
export function ReservationsTable() {
  const { data, isError, isFetching, refetch } = useGetReservationsQuery();

  if (data) {
    if (data.length === 0) {
      return (
        <EmptyState
          {...NO_RESERVES}
          hint={
            <>
              Book your first ride on the <Link to="/reserve/new">Reserve Form</Link>.
            </>
          }
        />
      );
    }
    return <ReservationRows reservations={data} />;
  }
  if (isError && !isFetching) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadingState text="Loading... your reservations" />;
}

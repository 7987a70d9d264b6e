import { Link } from 'react-router-dom';
import { formatUSD, type Reservation } from 'shared-domain';
import { formatHours } from '../format';
import { bookingTimeText } from './bookingTime';
import { useGetReservationsQuery } from './reservationsApi';
import './ReservationsTable.css';

function ReservationRows({ reservations }: { reservations: Reservation[] }) {
  return (
    <div
      className="reservations__scroll"
      role="region"
      aria-labelledby="reservations-caption"
      tabIndex={0}
    >
      <table className="reservations-table">
        <caption id="reservations-caption">Your bookings, earliest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Motorcycle</th>
            <th scope="col">City</th>
            <th scope="col" className="reservations-table__number">
              Duration
            </th>
            <th scope="col" className="reservations-table__number">
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
                      <span className="reservations-table__until">until {when.end}</span>
                    </>
                  )}
                </td>
                <td>{reservation.motorcycle_name}</td>
                <td>{reservation.city}</td>
                <td className="reservations-table__number">{formatHours(reservation.duration)}</td>
                <td className="reservations-table__number">{formatUSD(reservation.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC §2's reservations page: the rider's bookings, with loading, error and empty states. */
export function ReservationsTable() {
  const { data, isError, isFetching, refetch } = useGetReservationsQuery();

  if (data) {
    if (data.length === 0) {
      return (
        <div className="reservations__state">
          <h2>Upss! There is no Reserves</h2>
          <p>
            Book your first ride on the <Link to="/reserve/new">Reserve Form</Link>.
          </p>
        </div>
      );
    }
    return <ReservationRows reservations={data} />;
  }
  if (isError && !isFetching) {
    return (
      <div className="reservations__state reservations__state--error" role="alert">
        <h2>Upss! There is an Error</h2>
        <p>Please Check your Connection and try Again!</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <p className="reservations__state" role="status">
      Loading... your reservations
    </p>
  );
}

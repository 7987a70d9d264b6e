import { useId } from 'react';
import { CalendarFeed } from '../calendar/CalendarFeed';
import { useReservationsState } from './reservationsApi';
import { ReservationsTable } from './ReservationsTable';
import './reservations.css';

/**
 * /reservations, exposed as './ReservationsPage'. The calendar section under the list comes with
 * the list (or its error): shown before it, it would jump down the page when the rows arrive.
 */
export default function ReservationsPage() {
  const titleId = useId();
  const { data, isError } = useReservationsState();
  return (
    <section className="booking-reservations" aria-labelledby={titleId}>
      <h1 id={titleId}>My reservations</h1>
      <ReservationsTable />
      {(data || isError) && <CalendarFeed />}
    </section>
  );
}

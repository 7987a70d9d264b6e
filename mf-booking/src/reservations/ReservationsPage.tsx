import { useId } from 'react';
import { CalendarFeed } from '../calendar/CalendarFeed';
import { ReservationsTable } from './ReservationsTable';
import './reservations.css';

/** /reservations, exposed as './ReservationsPage'. */
export default function ReservationsPage() {
  const titleId = useId();
  return (
    <section className="booking-reservations" aria-labelledby={titleId}>
      <h1 id={titleId}>My reservations</h1>
      <ReservationsTable />
      <CalendarFeed />
    </section>
  );
}

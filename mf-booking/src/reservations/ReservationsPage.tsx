import { useId } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
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
  // Asked for at once, beside the list, not once its rows (which show times on the shop's clock)
  // mount: a request started after the rows would come one round trip later (src/earlyCalls.ts).
  useShopTimeZone();
  const { data, isError } = useReservationsState();
  return (
    <section className="booking-reservations" aria-labelledby={titleId}>
      <h1 id={titleId}>My reservations</h1>
      <ReservationsTable />
      {(data || isError) && <CalendarFeed />}
    </section>
  );
}

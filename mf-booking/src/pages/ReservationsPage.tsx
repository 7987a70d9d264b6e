import { ReservationsTable } from '../reservations/ReservationsTable';

/** Exposed as './ReservationsPage': /reservations. */
export default function ReservationsPage() {
  return (
    <section className="reservations" aria-labelledby="reservations-title">
      <h1 id="reservations-title">My reservations</h1>
      <ReservationsTable />
    </section>
  );
}

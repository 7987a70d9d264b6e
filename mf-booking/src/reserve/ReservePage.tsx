import { useId } from 'react';
import { ReserveForm } from './ReserveForm';
import './reserve.css';

/** /reserve/new, exposed as './ReservePage'. */
export default function ReservePage() {
  const titleId = useId();
  return (
    <section className="booking-reserve" aria-labelledby={titleId}>
      <h1 id={titleId}>Reserve a Vespa</h1>
      <p className="booking-reserve__lead">Pick a Vespa, the city you will ride in and when.</p>
      <ReserveForm />
    </section>
  );
}

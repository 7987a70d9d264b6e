import { ReserveForm } from '../reserve/ReserveForm';

/** Exposed as './ReservePage': /reserve/new. */
export default function ReservePage() {
  return <ReserveForm />;
}

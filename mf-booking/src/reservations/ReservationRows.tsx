import { useId, type RefObject } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
import { bookingTimeText, formatUSD, hoursText, type Reservation } from 'shared-domain';
import { AddToCalendar } from '../calendar/AddToCalendar';
import { reservationPhase, type ReservationPhase } from './phase';
import type { useCancelReservation } from './useCancelReservation';

type CancelFlow = ReturnType<typeof useCancelReservation>;

/** What a reservation is called wherever it must be told apart: "Vespa GTS on Tue, Nov 24, 2026". */
function reservationName(reservation: Reservation): string {
  return `${reservation.motorcycle_name} on ${bookingTimeText(reservation.date, reservation.duration).start}`;
}

const PHASE_TEXT: Record<Exclude<ReservationPhase, 'upcoming'>, string> = {
  started: 'Started',
  ended: 'Ended',
};

/** What the shop's desk has recorded, when the api says: a ride handed over or back. */
const STATUS_TEXT: Partial<Record<NonNullable<Reservation['status']>, string>> = {
  out: 'Out now',
  returned: 'Returned',
};

interface ActionCellProps {
  reservation: Reservation;
  phase: ReservationPhase;
  flow: CancelFlow;
}

/** Cancel for a reservation that has not started (nor been handed over); otherwise where it stands. */
function ActionCell({ reservation, phase, flow }: ActionCellProps) {
  const recorded = reservation.status && STATUS_TEXT[reservation.status];
  if (recorded) return <span className="booking-reservations__phase">{recorded}</span>;
  if (phase !== 'upcoming') {
    return <span className="booking-reservations__phase">{PHASE_TEXT[phase]}</span>;
  }
  const cancelling = flow.cancellingId === reservation.id;
  const name = reservationName(reservation);
  return (
    <button
      type="button"
      ref={flow.buttonRef(reservation.id)}
      className="button button--secondary booking-reservations__cancel"
      aria-label={
        cancelling ? `Cancelling the reservation of ${name}` : `Cancel the reservation of ${name}`
      }
      // Every row waits while one cancellation runs; the pressed button keeps its focus
      // (shared-ui/README.md, "disabled or aria-disabled").
      aria-disabled={flow.status.loading || undefined}
      onClick={() => flow.ask(reservation)}
    >
      {cancelling ? 'Cancelling...' : 'Cancel'}
    </button>
  );
}

interface ReservationRowsProps {
  reservations: Reservation[];
  flow: CancelFlow;
  regionRef: RefObject<HTMLDivElement | null>;
}

export function ReservationRows({ reservations, flow, regionRef }: ReservationRowsProps) {
  const captionId = useId();
  const now = new Date();
  const shopTimeZone = useShopTimeZone();
  return (
    // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
    <div
      ref={regionRef}
      className="booking-reservations__scroll"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="booking-reservations__table">
        <caption id={captionId}>Your bookings: upcoming first, then earlier rides</caption>
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
            <th scope="col">Actions</th>
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
                <td className="booking-reservations__number">{hoursText(reservation.duration)}</td>
                <td className="booking-reservations__number">{formatUSD(reservation.total)}</td>
                <td className="booking-reservations__action">
                  <ActionCell
                    reservation={reservation}
                    phase={reservationPhase(
                      reservation.date,
                      reservation.duration,
                      now,
                      shopTimeZone,
                    )}
                    flow={flow}
                  />
                  <AddToCalendar reservation={reservation} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

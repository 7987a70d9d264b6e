import { useCallback, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  NO_RESERVES,
  RequestOutcome,
} from 'shared-auth';
import { bookingTimeText, formatUSD, hoursText, type Reservation } from 'shared-domain';
import { AddToCalendar } from '../calendar/AddToCalendar';
import { reservationPhase, type ReservationPhase } from './phase';
import { useGetReservationsQuery } from './reservationsApi';
import { useCancelReservation } from './useCancelReservation';

type CancelFlow = ReturnType<typeof useCancelReservation>;

/** What a reservation is called wherever it must be told apart: "Vespa GTS on Tue, Nov 24, 2026". */
function reservationName(reservation: Reservation): string {
  return `${reservation.motorcycle_name} on ${bookingTimeText(reservation.date, reservation.duration).start}`;
}

const PHASE_TEXT: Record<Exclude<ReservationPhase, 'upcoming'>, string> = {
  started: 'Started',
  ended: 'Ended',
};

interface ActionCellProps {
  reservation: Reservation;
  phase: ReservationPhase;
  flow: CancelFlow;
}

/** Cancel for a reservation that has not started; otherwise where it stands. */
function ActionCell({ reservation, phase, flow }: ActionCellProps) {
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
      // (shared-auth/README.md, "disabled or aria-disabled").
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

function ReservationRows({ reservations, flow, regionRef }: ReservationRowsProps) {
  const captionId = useId();
  const now = new Date();
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
                    phase={reservationPhase(reservation.date, reservation.duration, now)}
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

/**
 * The rider's own bookings, with the loading, error and empty states of every list, and a Cancel
 * on each that has not started: YES / NO first, then the server's message above the list, the
 * row gone at once (docs/PRODUCT.md, "Bookings": cancelling).
 */
export function ReservationsTable() {
  const { data, isError, isFetching, refetch } = useGetReservationsQuery();
  const outcome = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // With the row gone and no other Cancel left: the table, or the outcome once nothing is listed.
  const focusFallback = useCallback(() => (region.current ?? outcome.current)?.focus(), []);
  const flow = useCancelReservation(data, focusFallback);
  const { status, target } = flow;

  let body;
  if (data && data.length === 0) {
    body = (
      <EmptyState
        {...NO_RESERVES}
        hint={
          <>
            Book your first ride on the <Link to="/reserve/new">Reserve Form</Link>.
          </>
        }
      />
    );
  } else if (data) {
    body = <ReservationRows reservations={data} flow={flow} regionRef={region} />;
  } else if (isError && !isFetching) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else {
    body = <LoadingState text="Loading... your reservations" />;
  }

  return (
    <>
      <div className="booking-reservations__outcome" ref={outcome} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>
      {body}
      <ConfirmDialog
        open={target !== null}
        question="Are you sure you want to cancel this reservation?"
        onYes={() => void flow.yes()}
        onNo={flow.no}
      >
        {target && (
          <p>
            <strong>{target.motorcycle_name}</strong> in {target.city} on{' '}
            {bookingTimeText(target.date, target.duration).start}. Its time becomes free for other
            riders at once.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

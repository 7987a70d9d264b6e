import type { RefObject } from 'react';
import { useShopCurrency, useShopTimeZone } from 'shared-auth/api';
import { bookingTimeText, type Reservation } from 'shared-domain';
import {
  CardCell,
  CardRow,
  CardTable,
  PendingButton,
  ReservationCells,
  type CardTableColumn,
  useLanguage,
} from 'shared-ui';
import { AddToCalendar } from '../calendar/AddToCalendar';
import { reservationPhase, type ReservationPhase } from './phase';
import type { useCancelReservation } from './useCancelReservation';

type CancelFlow = ReturnType<typeof useCancelReservation>;

/** What a reservation is called wherever it must be told apart: "Vespa GTS on Tue, Nov 24, 2026". */
function reservationName(reservation: Reservation, language: string): string {
  return `${reservation.motorcycle_name} on ${bookingTimeText(reservation.date, reservation.duration, language).start}`;
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
  const language = useLanguage();
  const recorded = reservation.status && STATUS_TEXT[reservation.status];
  if (recorded) return <span className="booking-reservations__phase">{recorded}</span>;
  if (phase !== 'upcoming') {
    return <span className="booking-reservations__phase">{PHASE_TEXT[phase]}</span>;
  }
  const cancelling = flow.cancellingId === reservation.id;
  const name = reservationName(reservation, language);
  return (
    <PendingButton
      ref={flow.buttonRef(reservation.id)}
      className="button button--secondary booking-reservations__cancel"
      aria-label={
        cancelling ? `Cancelling the reservation of ${name}` : `Cancel the reservation of ${name}`
      }
      // Every row waits while one cancellation runs.
      pending={flow.status.loading}
      onClick={() => flow.ask(reservation)}
    >
      {cancelling ? 'Cancelling...' : 'Cancel'}
    </PendingButton>
  );
}

interface ReservationRowsProps {
  reservations: Reservation[];
  flow: CancelFlow;
  regionRef: RefObject<HTMLDivElement | null>;
}

const COLUMNS: readonly CardTableColumn[] = [
  { label: 'Date' },
  { label: 'Motorcycle' },
  { label: 'City' },
  { label: 'Duration', number: true },
  { label: 'Total', number: true },
  { label: 'Actions' },
];

/**
 * The rides as SPEC's table (Date, Motorcycle, City, then duration, total and the actions); on a
 * tablet or a phone each is a card with the same facts and its actions in view (shared-ui's
 * CardTable), so a rider never scrolls sideways to reach Cancel nor loses the scooter and day
 * of the ride beside it.
 */
export function ReservationRows({ reservations, flow, regionRef }: ReservationRowsProps) {
  const now = new Date();
  const shopTimeZone = useShopTimeZone();
  const currency = useShopCurrency();
  const language = useLanguage();
  return (
    <CardTable
      caption="Your bookings: upcoming first, then earlier rides"
      columns={COLUMNS}
      regionRef={regionRef}
    >
      {reservations.map((reservation) => {
        const when = bookingTimeText(reservation.date, reservation.duration, language);
        return (
          <CardRow key={reservation.id}>
            <CardCell label="Date">
              <time dateTime={reservation.date}>{when.start}</time>
              {when.end && (
                <>
                  {' '}
                  <span className="booking-reservations__until">until {when.end}</span>
                </>
              )}
            </CardCell>
            <ReservationCells
              reservation={reservation}
              classPrefix="booking-reservations"
              currency={currency}
            />
            <CardCell action className="booking-reservations__action">
              <ActionCell
                reservation={reservation}
                phase={reservationPhase(reservation.date, reservation.duration, now, shopTimeZone)}
                flow={flow}
              />
              <AddToCalendar reservation={reservation} />
            </CardCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}

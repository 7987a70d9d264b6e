import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
import { rideName } from '../locales/rideName';
import { reservationPhase, type ReservationPhase } from './phase';
import type { useCancelReservation } from './useCancelReservation';

type CancelFlow = ReturnType<typeof useCancelReservation>;

const PHASE_TEXT = {
  started: 'phase.started',
  ended: 'phase.ended',
} as const satisfies Record<Exclude<ReservationPhase, 'upcoming'>, string>;

/** What the shop's desk has recorded, when the api says: a ride handed over or back. */
const STATUS_TEXT: Partial<
  Record<NonNullable<Reservation['status']>, 'status.out' | 'status.returned'>
> = {
  out: 'status.out',
  returned: 'status.returned',
};

interface ActionCellProps {
  reservation: Reservation;
  phase: ReservationPhase;
  flow: CancelFlow;
}

/** Cancel for a reservation that has not started (nor been handed over); otherwise where it stands. */
function ActionCell({ reservation, phase, flow }: ActionCellProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const stands =
    (reservation.status && STATUS_TEXT[reservation.status]) ||
    (phase !== 'upcoming' && PHASE_TEXT[phase]);
  if (stands) return <span className="booking-reservations__phase">{t(stands)}</span>;
  const cancelling = flow.cancellingId === reservation.id;
  const ride = rideName(reservation, t, language);
  return (
    <PendingButton
      ref={flow.buttonRef(reservation.id)}
      className="button button--secondary booking-reservations__cancel"
      aria-label={t(cancelling ? 'cancel.pendingLabel' : 'cancel.label', { ride })}
      // Every row waits while one cancellation runs.
      pending={flow.status.loading}
      onClick={() => flow.ask(reservation)}
    >
      {t(cancelling ? 'cancel.pending' : 'cancel.button')}
    </PendingButton>
  );
}

interface ReservationRowsProps {
  reservations: Reservation[];
  flow: CancelFlow;
  regionRef: RefObject<HTMLDivElement | null>;
}

const COLUMNS = [
  { key: 'column.date' },
  { key: 'column.motorcycle' },
  { key: 'column.city' },
  { key: 'column.duration', number: true },
  { key: 'column.total', number: true },
  { key: 'column.actions' },
] as const;

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
  const { t } = useTranslation('booking');
  const columns: CardTableColumn[] = COLUMNS.map(({ key, ...column }) => ({
    ...column,
    label: t(key),
  }));
  return (
    <CardTable caption={t('reservations.caption')} columns={columns} regionRef={regionRef}>
      {reservations.map((reservation) => {
        const when = bookingTimeText(reservation.date, reservation.duration, language);
        return (
          <CardRow key={reservation.id}>
            <CardCell label={t('column.date')}>
              <time dateTime={reservation.date}>{when.start}</time>
              {when.end && (
                <>
                  {' '}
                  <span className="booking-reservations__until">
                    {t('reservations.until', { end: when.end })}
                  </span>
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

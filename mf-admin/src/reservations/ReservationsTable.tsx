import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingStartParts, hasStarted, type AdminReservation } from 'shared-domain';
import { useShopTimeZone } from 'shared-auth/api';
import { CardCell, CardRow, CardTable, PendingButton, ReservationCells } from 'shared-ui';
import { mailtoHref } from '../lib/mailto';
import { capitalized, statusName } from '../desk/deskText';
import { OpenRideButton, rideNames } from '../desk/OpenRideButton';
import { instantText } from '../lib/reservationTime';

interface Props {
  reservations: AdminReservation[];
  /** Every reservation the filters select is shown (no page left to ask for). */
  complete: boolean;
  /** Epoch ms at which the list was read. */
  asOf: number;
  cancellingId: number | undefined;
  busy: boolean;
  pendingText: string | string[];
  onCancel: (reservation: AdminReservation) => (event: MouseEvent<HTMLButtonElement>) => void;
  /** Opens the ride with its desk actions, as the timeline and Today do. */
  onOpen: (reservation: AdminReservation) => void;
}

/**
 * The table, one reservation a row; on a tablet or a phone each row is a card (shared-ui's
 * CardTable).
 */
export function ReservationsTable({
  reservations,
  complete,
  asOf,
  cancellingId,
  busy,
  pendingText,
  onCancel,
  onOpen,
}: Props) {
  // Cancel is offered until the ride starts on the shop's clock, as the api decides.
  const shopTimeZone = useShopTimeZone();
  const { t } = useTranslation('admin');
  const columns = [
    { label: t('column.rider') },
    { label: t('column.motorcycle') },
    { label: t('column.city') },
    { label: t('column.start') },
    { label: t('column.duration'), number: true },
    { label: t('column.total'), number: true },
    { label: t('column.status') },
    { label: t('column.actions'), hidden: true },
  ];
  // How many are shown, whether more follow, and the order.
  const count = reservations.length;
  const caption = complete
    ? t('reservations.caption', { count })
    : t('reservations.caption.first', { count });
  return (
    <CardTable caption={caption} columns={columns}>
      {reservations.map((reservation) => {
        const { id, status, user, cancelled_at: cancelledAt } = reservation;
        const ride = rideNames(reservation, reservation.motorcycle_name);
        // Only a confirmed ride that has not started: one handed over cannot be cancelled.
        const cancellable =
          status === 'confirmed' && !hasStarted(reservation.date, new Date(asOf), shopTimeZone);
        const cancelling = id === cancellingId;
        // The day kept on one line, the time of a several-days booking under it.
        const { day, time } = bookingStartParts(reservation.date);
        return (
          <CardRow
            key={id}
            className={status === 'cancelled' ? 'admin-reservations__row--cancelled' : undefined}
          >
            <CardCell wide>
              <span className="admin-reservations__name">{user.name}</span>
              <a className="admin-reservations__email" href={mailtoHref(user.email)}>
                {user.email}
              </a>
              {/* The reference the rider's confirmation gives, which the rider says at the desk. */}
              <span className="admin-reservations__reference">
                {t('reservations.reference', { id })}
              </span>
            </CardCell>
            <ReservationCells reservation={reservation}>
              <CardCell label={t('column.start')}>
                <time dateTime={reservation.date}>
                  <span className="admin-reservations__day">{day}</span>
                  {time && (
                    <>
                      {' '}
                      <span className="admin-reservations__time">
                        {t('reservations.at', { time })}
                      </span>
                    </>
                  )}
                </time>
              </CardCell>
            </ReservationCells>
            {/* Where the ride stands in words (colour only repeats it), and when it was cancelled. */}
            <CardCell label={t('column.status')}>
              <span className={`admin-reservations__status admin-reservations__status--${status}`}>
                {capitalized(statusName(t, status))}
              </span>
              {status === 'cancelled' && cancelledAt && (
                <>
                  {' '}
                  <span className="admin-reservations__when">
                    {t('reservations.cancelledOn')}{' '}
                    <time dateTime={cancelledAt}>{instantText(cancelledAt)}</time>
                  </span>
                </>
              )}
            </CardCell>
            <CardCell action>
              <OpenRideButton
                reservation={reservation}
                motorcycle={reservation.motorcycle_name}
                className="admin-reservations__open"
                onOpen={onOpen}
              />
              {cancellable && (
                <PendingButton
                  className="button button--secondary admin-reservations__cancel"
                  aria-label={
                    cancelling
                      ? t('reservations.cancelling', ride)
                      : t('reservations.cancelRide', ride)
                  }
                  // Every row waits while one cancel runs.
                  pending={busy}
                  onClick={onCancel(reservation)}
                >
                  {cancelling ? pendingText : t('reservations.cancel')}
                </PendingButton>
              )}
            </CardCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { mayOpen, selectCurrentUser, useAppSelector } from 'shared-auth';
import { bookingTimeText, type AdminReservation, type Reservation } from 'shared-domain';
import { QueryState, useLanguage } from 'shared-ui';
import { AddToCalendar } from '../calendar/AddToCalendar';
import '../locales/i18n';
import { CollectionDetails } from './CollectionDetails';
import { RideMoney } from './RideMoney';
import { useGetUpcomingReservationsQuery, useGetWalkInReservationQuery } from './confirmationApi';
import './confirmation.css';

/**
 * What the rider reads after Book Now: what, when, where, the money (what is left to pay at the
 * shop, once the desk has taken some), what to bring, and the reference. After
 * a walk-in booking the desk reads for whom it is, and where their confirmation went.
 */
function Confirmation({
  reservation,
  rider,
}: {
  reservation: Reservation;
  rider?: AdminReservation['user'];
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bringId = useId();
  // The form the rider pressed Book Now on is gone: the keyboard starts from the answer.
  useEffect(() => titleRef.current?.focus(), []);
  const { start, end, withinDay } = bookingTimeText(
    reservation.date,
    reservation.duration,
    language,
  );
  return (
    <section className="booking-confirmation" aria-labelledby={titleId}>
      <h1 id={titleId} ref={titleRef} tabIndex={-1}>
        {rider ? t('confirmation.titleFor', { name: rider.name }) : t('confirmation.title')}
      </h1>
      {rider && <p>{t('confirmation.mailed', { email: rider.email })}</p>}
      <p className="booking-confirmation__reference">
        {t('confirmation.reference')} <strong>{reservation.id}</strong>
        <span>{t('confirmation.referenceHint')}</span>
      </p>
      <dl className="booking-confirmation__facts">
        <dt>{t('confirmation.what')}</dt>
        <dd>{reservation.motorcycle_name}</dd>
        <dt>{t('confirmation.when')}</dt>
        <dd>
          {end
            ? t('confirmation.whenTimes', { start, end })
            : withinDay
              ? start
              : t('confirmation.whenDay', { start, count: reservation.duration })}
        </dd>
        <dt>{t('confirmation.where')}</dt>
        <dd>
          <CollectionDetails date={reservation.date} />
        </dd>
      </dl>
      <RideMoney reservationId={reservation.id} />
      <h2 id={bringId}>{t('confirmation.bring')}</h2>
      <ul className="booking-confirmation__bring" aria-labelledby={bringId}>
        <li>{t('confirmation.licence')}</li>
        <li>{t('confirmation.identity')}</li>
        <li>{t('confirmation.card')}</li>
      </ul>
      <p className="booking-confirmation__links">
        <Link to="/reservations">{t('confirmation.myReservations')}</Link>
        <AddToCalendar reservation={reservation} />
      </p>
    </section>
  );
}

/**
 * /reservations/:id, exposed as './ConfirmationPage': the booking's confirmation, where Book Now
 * leads; a reload keeps it. It reads the rider's upcoming rides, so a ride cancelled or over
 * says so instead; at the desk, a ride not among its own is a walk-in's, read by its reference.
 */
export default function ConfirmationPage() {
  const { t, ready } = useTranslation(['booking', 'ui']);
  const { id } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const reservations = useGetUpcomingReservationsQuery();
  const own = reservations.data?.find((ride) => String(ride.id) === id);
  const atDesk = user !== null && mayOpen('admin', user);
  const lookUp = atDesk && reservations.isSuccess && !own && /^\d+$/.test(id ?? '');
  const walkIn = useGetWalkInReservationQuery(Number(id), { skip: !lookUp });
  if (!ready) return null;
  if (!reservations.data) {
    return <QueryState query={reservations} loadingText={t('confirmation.loading')} />;
  }
  if (own) return <Confirmation reservation={own} />;
  if (walkIn.data) return <Confirmation reservation={walkIn.data} rider={walkIn.data.user} />;
  if (lookUp && !walkIn.isSuccess) {
    return <QueryState query={walkIn} loadingText={t('confirmation.loading')} />;
  }
  return (
    <section className="booking-confirmation">
      <h1>{t('confirmation.notFound')}</h1>
      <p>
        <Link to="/reservations">{t('confirmation.myReservations')}</Link>
      </p>
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { bookingTimeText, type Reservation } from 'shared-domain';
import { QueryState, useLanguage } from 'shared-ui';
import { AddToCalendar } from '../calendar/AddToCalendar';
import '../locales/i18n';
import { CollectionDetails } from './CollectionDetails';
import { useGetUpcomingReservationsQuery } from './confirmationApi';
import './confirmation.css';

/** What the rider reads after Book Now: what, when, where, what to bring, and the reference. */
function Confirmation({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
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
        {t('confirmation.title')}
      </h1>
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
      <h2>{t('confirmation.bring')}</h2>
      <ul className="booking-confirmation__bring">
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
 * says so instead.
 */
export default function ConfirmationPage() {
  const { t, ready } = useTranslation(['booking', 'ui']);
  const { id } = useParams();
  const reservations = useGetUpcomingReservationsQuery();
  if (!ready) return null;
  if (!reservations.data) {
    return <QueryState query={reservations} loadingText={t('confirmation.loading')} />;
  }
  const reservation = reservations.data.find((ride) => String(ride.id) === id);
  if (reservation) return <Confirmation reservation={reservation} />;
  return (
    <section className="booking-confirmation">
      <h1>{t('confirmation.notFound')}</h1>
      <p>
        <Link to="/reservations">{t('confirmation.myReservations')}</Link>
      </p>
    </section>
  );
}

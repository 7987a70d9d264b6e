import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopTimeZone } from 'shared-auth/api';
import '../locales/i18n';
import { CalendarFeed } from '../calendar/CalendarFeed';
import { useReservationsState } from './reservationsApi';
import { ReservationsTable } from './ReservationsTable';
import './reservations.css';

/**
 * /reservations, exposed as './ReservationsPage'. The calendar section under the list comes with
 * the list (or its error): shown before it, it would jump down the page when the rows arrive.
 * Nothing shows until the page's sentences are in (its requests start meanwhile).
 */
export default function ReservationsPage() {
  const titleId = useId();
  const { t, ready } = useTranslation('booking');
  // Asked for at once, beside the list, not once its rows (which show times on the shop's clock)
  // mount: a request started after the rows would come one round trip later (src/earlyCalls.ts).
  useShopTimeZone();
  const { data, isError } = useReservationsState();
  if (!ready) return null;
  return (
    <section className="booking-reservations" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('reservations.title')}</h1>
      <ReservationsTable />
      {(data || isError) && <CalendarFeed />}
    </section>
  );
}

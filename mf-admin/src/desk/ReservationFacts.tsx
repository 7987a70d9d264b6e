import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { mailtoHref } from '../lib/mailto';
import { instantText } from '../lib/reservationTime';
import { lateText, reservationInterval, spanText } from './deskText';
import { StatusBadge } from './StatusBadge';

/** A recorded instant (a hand-over, a return) with the odometer then. */
function Recorded({ at, odometer }: { at?: string; odometer?: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {at && <time dateTime={at}>{instantText(at)}</time>}
      {odometer !== undefined && `${at ? ', ' : ''}${t('desk.km', { km: odometer })}`}
    </>
  );
}

interface Props {
  reservation: AdminReservation;
  motorcycleName: string;
  /** The shop's wall clock (epoch ms read as UTC) as of the data shown. */
  now: number;
}

/** What the desk knows about one ride: when, who, where, the status and what was recorded. */
export function ReservationFacts({ reservation: r, motorcycleName, now }: Props) {
  const { t } = useTranslation('admin');
  const interval = reservationInterval(r);
  const ridden =
    r.return_odometer_km !== undefined && r.pickup_odometer_km !== undefined
      ? r.return_odometer_km - r.pickup_odometer_km
      : undefined;
  return (
    <dl className="admin-desk-facts">
      <dt>{t('facts.scooter')}</dt>
      <dd>{motorcycleName}</dd>
      <dt>{t('facts.when')}</dt>
      <dd>{interval ? spanText(t, interval) : r.date}</dd>
      <dt>{t('facts.rider')}</dt>
      <dd>
        {r.user.name} <a href={mailtoHref(r.user.email)}>{r.user.email}</a>
      </dd>
      <dt>{t('facts.city')}</dt>
      <dd>{r.city}</dd>
      <dt>{t('facts.status')}</dt>
      <dd>
        <StatusBadge reservation={r} now={now} />
      </dd>
      {(r.picked_up_at || r.pickup_odometer_km !== undefined) && (
        <>
          <dt>{t('desk.handedOver')}</dt>
          <dd>
            <Recorded at={r.picked_up_at} odometer={r.pickup_odometer_km} />
            {r.pickup_note && <span className="admin-desk-facts__note">{r.pickup_note}</span>}
          </dd>
        </>
      )}
      {(r.returned_at || r.return_odometer_km !== undefined) && (
        <>
          <dt>{t('facts.takenBack')}</dt>
          <dd>
            <Recorded at={r.returned_at} odometer={r.return_odometer_km} />
            {ridden !== undefined && ` (${t('facts.ridden', { km: ridden })})`}
            {r.late_minutes !== undefined && (
              <span className="admin-desk-facts__note">{lateText(t, r.late_minutes)}</span>
            )}
          </dd>
          <dt>{t('facts.damage')}</dt>
          <dd>{r.damage || t('facts.noDamage')}</dd>
          {r.return_note && (
            <>
              <dt>{t('facts.note')}</dt>
              <dd>{r.return_note}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

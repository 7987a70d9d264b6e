import { formatUSD, type AdminReservation } from 'shared-domain';
import { mailtoHref } from '../lib/mailto';
import { instantText } from '../lib/reservationTime';
import { lateText, reservationInterval, spanText, statusLabel } from './deskText';
import { StatusBadge } from './StatusBadge';

const km = new Intl.NumberFormat('en-US');

/** A recorded instant (a hand-over, a return) with the odometer then. */
function Recorded({ at, odometer }: { at?: string; odometer?: number }) {
  return (
    <>
      {at && <time dateTime={at}>{instantText(at)}</time>}
      {odometer !== undefined && `${at ? ', ' : ''}${km.format(odometer)} km`}
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
  const interval = reservationInterval(r);
  const ridden =
    r.return_odometer_km !== undefined && r.pickup_odometer_km !== undefined
      ? r.return_odometer_km - r.pickup_odometer_km
      : undefined;
  return (
    <dl className="admin-desk-facts">
      <dt>Scooter</dt>
      <dd>{motorcycleName}</dd>
      <dt>When</dt>
      <dd>{interval ? spanText(interval) : r.date}</dd>
      <dt>Rider</dt>
      <dd>
        {r.user.name} <a href={mailtoHref(r.user.email)}>{r.user.email}</a>
      </dd>
      <dt>City</dt>
      <dd>{r.city}</dd>
      <dt>Total</dt>
      <dd>{formatUSD(r.total)}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge reservation={r} now={now} label={statusLabel(r, now)} />
      </dd>
      {(r.picked_up_at || r.pickup_odometer_km !== undefined) && (
        <>
          <dt>Handed over</dt>
          <dd>
            <Recorded at={r.picked_up_at} odometer={r.pickup_odometer_km} />
            {r.pickup_note && <span className="admin-desk-facts__note">{r.pickup_note}</span>}
          </dd>
        </>
      )}
      {(r.returned_at || r.return_odometer_km !== undefined) && (
        <>
          <dt>Taken back</dt>
          <dd>
            <Recorded at={r.returned_at} odometer={r.return_odometer_km} />
            {ridden !== undefined && ` (${km.format(ridden)} km ridden)`}
            {r.late_minutes !== undefined && (
              <span className="admin-desk-facts__note">{lateText(r.late_minutes)}</span>
            )}
          </dd>
          <dt>Damage</dt>
          <dd>{r.damage || 'None recorded'}</dd>
          {r.return_note && (
            <>
              <dt>Note</dt>
              <dd>{r.return_note}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

import { useId } from 'react';
import type { AdminReservation } from 'shared-domain';
import { clockText, DAY_MS, lateText, statusLabel } from '../desk/deskText';
import { StatusBadge } from '../desk/StatusBadge';
import type { DeskRow } from './deskDay';

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * A start or an end as the desk reads it: "10:00" today, "Mon 2 Dec 18:00" on another day, "24:00"
 * for an end at midnight; a whole day's booking (`YYYY-MM-DD`) is "All day" or "End of day".
 */
function timeText(ms: number, dayStart: number, wholeDay: boolean, end: boolean): string {
  const dayEnd = dayStart + DAY_MS;
  if (wholeDay) {
    if (end) return ms === dayEnd ? 'End of day' : shortDay.format(ms - DAY_MS);
    return ms === dayStart ? 'All day' : shortDay.format(ms);
  }
  if (end && ms === dayEnd) return '24:00';
  return ms >= dayStart && ms < dayEnd ? clockText(ms) : `${shortDay.format(ms)} ${clockText(ms)}`;
}

/** What the row's button does, and how it says so with whose ride it is. */
function action(reservation: AdminReservation, scooter: string): [string, string] {
  const rider = reservation.user.name;
  if (reservation.status === 'confirmed') return ['Hand over', `Hand over ${scooter} to ${rider}`];
  if (reservation.status === 'out') return ['Take back', `Take back ${scooter} from ${rider}`];
  return ['Details', `Details of ${rider}'s ride on ${scooter}`];
}

/** The row's note beside its status: how late, or that a step is done. */
function note(row: DeskRow, kind: GroupKind, now: number): string | null {
  const { reservation, interval } = row;
  const minutesSince = (ms: number) => Math.max(0, Math.floor((now - ms) / 60_000));
  if (kind === 'overdue') return lateText(minutesSince(interval.end));
  if (kind === 'notCollected') return lateText(minutesSince(row.due));
  if (reservation.status === 'returned' && reservation.late_minutes !== undefined) {
    return `Back: ${lateText(reservation.late_minutes).toLowerCase()}`;
  }
  if (kind === 'pickups' && reservation.status !== 'confirmed') return 'Handed over';
  return null;
}

export type GroupKind = 'overdue' | 'notCollected' | 'pickups' | 'returns';

interface Props {
  kind: GroupKind;
  title: string;
  /** Said when the list is empty. */
  none: string;
  rows: DeskRow[];
  /** The shop's wall clock and the start of its today (epoch ms read as UTC). */
  now: number;
  dayStart: number;
  scooterName: (reservation: AdminReservation) => string;
  onOpen: (reservation: AdminReservation) => void;
}

/** One list of the day at the desk, each ride with its time, scooter, rider, status and step. */
export function TodayGroup({ kind, title, none, rows, now, dayStart, scooterName, onOpen }: Props) {
  const titleId = useId();
  const alert = kind === 'overdue' || kind === 'notCollected';
  const byEnd = kind === 'overdue' || kind === 'returns';
  return (
    <section
      className={alert ? 'admin-today__group admin-today__group--alert' : 'admin-today__group'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="admin-today__title">
        {title} <span className="admin-today__count">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="admin-today__none">{none}</p>
      ) : (
        <ul className="admin-today__list">
          {rows.map((row) => {
            const { reservation, interval } = row;
            const scooter = scooterName(reservation);
            const [label, name] = action(reservation, scooter);
            const wholeDay = !reservation.date.includes('T');
            const rowNote = note(row, kind, now);
            return (
              <li key={reservation.id} className="admin-today__row">
                <span className="admin-today__time">
                  {kind === 'overdue' ? 'Due ' : ''}
                  {byEnd
                    ? timeText(interval.end, dayStart, wholeDay, true)
                    : timeText(interval.start, dayStart, wholeDay, false)}
                </span>
                <span className="admin-today__who">
                  <strong>{scooter}</strong> {reservation.user.name}
                </span>
                <span className="admin-today__state">
                  <StatusBadge
                    reservation={reservation}
                    now={now}
                    label={statusLabel(reservation, now)}
                  />
                  {rowNote && <span className="admin-today__note">{rowNote}</span>}
                  {row.heldBy && (
                    <span className="admin-today__warning">
                      Not back yet: still out with {row.heldBy.user.name}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className={
                    label === 'Details'
                      ? 'button button--secondary admin-today__action'
                      : 'button admin-today__action'
                  }
                  aria-label={name}
                  onClick={() => onOpen(reservation)}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

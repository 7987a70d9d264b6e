import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReservation } from 'shared-domain';
import { currentLanguage } from 'shared-ui';
import { lateText } from '../desk/deskText';
import { StatusBadge } from '../desk/StatusBadge';
import type { AdminT } from '../ui/i18n';
import type { DeskRow } from './deskDay';
import { rowTime } from './rowTime';

/** What the row's button does, and how it says so with whose ride it is. */
function action(t: AdminT, reservation: AdminReservation, scooter: string): [string, string] {
  const names = { scooter, rider: reservation.user.name };
  if (reservation.status === 'confirmed') {
    return [t('desk.handOver'), t('today.handOverTo', names)];
  }
  if (reservation.status === 'out') return [t('desk.takeBack'), t('today.takeBackFrom', names)];
  return [t('today.details'), t('today.detailsOf', names)];
}

/** The row's note beside its status: how late, or that a step is done. */
function note(t: AdminT, row: DeskRow, kind: GroupKind, now: number): string | null {
  const { reservation, interval } = row;
  const minutesSince = (ms: number) => Math.max(0, Math.floor((now - ms) / 60_000));
  if (kind === 'overdue') return lateText(t, minutesSince(interval.end));
  if (kind === 'notCollected') return lateText(t, minutesSince(row.due));
  if (reservation.status === 'returned' && reservation.late_minutes !== undefined) {
    const late = lateText(t, reservation.late_minutes).toLocaleLowerCase(currentLanguage());
    return t('today.back', { late });
  }
  if (kind === 'pickups' && reservation.status !== 'confirmed') return t('desk.handedOver');
  return null;
}

/** Each group's title and what it says when it has no row (the admin namespace's keys). */
const GROUP_TEXT = {
  overdue: ['today.overdue', 'today.overdue.none'],
  notCollected: ['today.notCollected', 'today.notCollected.none'],
  pickups: ['today.pickups', 'today.pickups.none'],
  returns: ['today.returns', 'today.returns.none'],
} as const;

export type GroupKind = keyof typeof GROUP_TEXT;

interface Props {
  kind: GroupKind;
  rows: DeskRow[];
  /** The shop's wall clock and the start of its today (epoch ms read as UTC). */
  now: number;
  dayStart: number;
  scooterName: (reservation: AdminReservation) => string;
  onOpen: (reservation: AdminReservation) => void;
}

/** One list of the day at the desk, each ride with its time, scooter, rider, status and step. */
export function TodayGroup({ kind, rows, now, dayStart, scooterName, onOpen }: Props) {
  const titleId = useId();
  const { t } = useTranslation('admin');
  const [title, none] = GROUP_TEXT[kind];
  const alert = kind === 'overdue' || kind === 'notCollected';
  const at = kind === 'overdue' ? 'due' : kind === 'returns' ? 'end' : 'start';
  return (
    <section
      className={alert ? 'admin-today__group admin-today__group--alert' : 'admin-today__group'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="admin-today__title">
        {t(title)} <span className="admin-today__count">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="admin-today__none">{t(none)}</p>
      ) : (
        <ul className="admin-today__list">
          {rows.map((row) => {
            const { reservation } = row;
            const scooter = scooterName(reservation);
            const [label, name] = action(t, reservation, scooter);
            const rowNote = note(t, row, kind, now);
            return (
              <li key={reservation.id} className="admin-today__row">
                <span className="admin-today__time">{rowTime(t, row, dayStart, at)}</span>
                <span className="admin-today__who">
                  <strong>{scooter}</strong> {reservation.user.name}
                </span>
                <span className="admin-today__state">
                  <StatusBadge reservation={reservation} now={now} />
                  {rowNote && <span className="admin-today__note">{rowNote}</span>}
                  {row.heldBy && (
                    <span className="admin-today__warning">
                      {t('today.notBack', { rider: row.heldBy.user.name })}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className={
                    reservation.status !== 'confirmed' && reservation.status !== 'out'
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

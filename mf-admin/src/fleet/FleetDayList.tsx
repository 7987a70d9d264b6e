import { useTranslation } from 'react-i18next';
import { Field } from 'shared-ui';
import { DAY_MS, dayName, reservationInterval, spanText } from '../desk/deskText';
import type { FleetRow, Stop } from './fleetModel';
import './fleet-list.css';

interface Props {
  rows: readonly FleetRow[];
  days: readonly string[];
  today: string;
  /** The scooter shown (its row), chosen with the select. */
  row: FleetRow;
  onChoose: (scooterId: number) => void;
  onOpen: (row: FleetRow, stop: Stop) => void;
}

/**
 * What a stop says in the list: when on that day, and whose or why; the end of its sentence, word
 * for word, with spaces the flex box does not draw between the parts (as FleetGridRow's bars).
 */
function StopText({ stop }: { stop: Stop }) {
  const { t } = useTranslation('admin');
  if (stop.kind === 'reservation') {
    const { reservation, tone, status } = stop;
    const interval = reservationInterval(reservation);
    return (
      <>
        <span className="admin-fleet-list__when">
          {interval ? spanText(t, interval) : reservation.date}
        </span>{' '}
        <span className="admin-fleet-list__who">{reservation.user.name}</span>{' '}
        <span className={`admin-status admin-status--${tone}`}>{status}</span>
      </>
    );
  }
  if (stop.kind === 'block') {
    return (
      <>
        <span className="admin-fleet-list__when">{t('fleet.inWorkshop')}</span>{' '}
        <span className="admin-fleet-list__who">{stop.block.reason}</span>
      </>
    );
  }
  return <span className="admin-fleet-list__when">{t('fleet.free')}</span>;
}

/**
 * The timeline on a phone: one scooter's week as a list by day, the scooter chosen with a select
 * (docs/PRODUCT.md, "The fleet timeline"). A ride over several days is listed on each of them.
 */
export function FleetDayList({ rows, days, today, row, onChoose, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const weekStart = Date.parse(`${days[0]}T00:00:00Z`);
  return (
    <div className="admin-fleet-list">
      <Field label={t('facts.scooter')}>
        {(control) => (
          <select
            {...control}
            value={row.scooter.id}
            onChange={(event) => onChoose(Number(event.target.value))}
          >
            {rows.map(({ scooter }) => (
              <option key={scooter.id} value={scooter.id}>
                {scooter.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ol className="admin-fleet-list__days">
        {days.map((day, column) => (
          <li key={day} className="admin-fleet-list__day">
            <h3 className="admin-fleet-list__title">
              {dayName(weekStart + column * DAY_MS)}
              {day === today && <span className="admin-fleet__today">{t('today.title')}</span>}
            </h3>
            <ul className="admin-fleet-list__stops">
              {row.stops
                .filter((stop) => stop.first <= column && column <= stop.last)
                .map((stop) => (
                  <li key={stop.key}>
                    <button
                      type="button"
                      className={
                        stop.kind === 'free'
                          ? 'admin-fleet-list__stop admin-fleet-list__stop--free'
                          : `admin-fleet-list__stop admin-fleet__bar--${stop.kind === 'block' ? 'workshop' : stop.tone}`
                      }
                      aria-label={
                        stop.kind === 'free'
                          ? t('fleet.free.label', { sentence: stop.sentence })
                          : stop.sentence
                      }
                      aria-haspopup="dialog"
                      onClick={() => onOpen(row, stop)}
                    >
                      <StopText stop={stop} />
                    </button>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

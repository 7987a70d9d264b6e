import { useTranslation } from 'react-i18next';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { DAY_MS, dayName, shortDayName } from '../desk/deskText';
import { FleetGridRow } from './FleetGridRow';
import type { FleetRow, Stop } from './fleetModel';
import { moveInGrid, stopAt, type GridPosition } from './gridKeys';

/** The stop in the Tab order, kept by scooter and key so a refresh does not move it. */
interface Active {
  scooterId: number;
  key: string;
  column: number;
}

function resolve(rows: readonly FleetRow[], active: Active | null): GridPosition {
  const row = active ? rows.findIndex(({ scooter }) => scooter.id === active.scooterId) : -1;
  if (!active || row < 0) return { row: 0, index: 0, column: 0 };
  const stops = (rows[row] as FleetRow).stops;
  const index = stops.findIndex(({ key }) => key === active.key);
  // A stop gone (a ride cancelled, a block made) hands its place to what covers its day now.
  return {
    row,
    index: index >= 0 ? index : stopAt(rows[row] as FleetRow, active.column),
    column: active.column,
  };
}

/** The place, row and stop of the button an event came from. */
function stopOf(rows: readonly FleetRow[], target: EventTarget) {
  const button = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  const at = button && { row: Number(button.dataset.row), index: Number(button.dataset.index) };
  const row = at && rows[at.row];
  const stop = at && row?.stops[at.index];
  return at && row && stop ? { at, row, stop } : null;
}

interface Props {
  rows: readonly FleetRow[];
  /** The week's dates, `YYYY-MM-DD`. */
  days: readonly string[];
  today: string;
  labelledBy: string;
  onOpen: (row: FleetRow, stop: Stop) => void;
}

/**
 * The week as an ARIA grid (docs/PRODUCT.md, "The fleet timeline"): a row per scooter, a column
 * per day. One stop is in the Tab order at a time (roving tabindex); the arrow keys, Page Up and
 * Down, Home and End (with Control: the whole grid) move between stops (gridKeys.ts); Enter, Space
 * or a click opens the stop. One handler on the grid serves every stop.
 */
export function FleetGrid({ rows, days, today, labelledBy, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const freeHintId = useId();
  const [active, setActive] = useState<Active | null>(null);
  // The day column a key asked for, handed from the key to the focus it causes.
  const column = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const position = resolve(rows, active);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const found = stopOf(rows, event.target);
    if (!found) return;
    const { at, stop } = found;
    const kept = at.row === position.row && at.index === position.index;
    const from = { ...at, column: kept ? position.column : stop.first };
    const next = moveInGrid(rows, from, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    column.current = next.column;
    grid.current
      ?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-index="${next.index}"]`)
      ?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const found = stopOf(rows, event.target);
    if (!found) return;
    const { row, stop } = found;
    setActive({ scooterId: row.scooter.id, key: stop.key, column: column.current ?? stop.first });
    column.current = null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const found = stopOf(rows, event.target);
    if (found) onOpen(found.row, found.stop);
  };

  const weekStart = Date.parse(`${days[0]}T00:00:00Z`);
  return (
    // The grid handles keys, focus and clicks for the buttons inside it (event delegation).
    <div
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      className="admin-fleet__grid"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={onClick}
    >
      <p id={freeHintId} hidden>
        {t('fleet.free.hint')}
      </p>
      <div role="rowgroup" className="admin-fleet__head">
        <div role="row" className="admin-fleet__row">
          <div role="columnheader" className="admin-fleet__scooter">
            {t('facts.scooter')}
          </div>
          {days.map((day, index) => (
            <div
              role="columnheader"
              key={day}
              className={
                day === today ? 'admin-fleet__day admin-fleet__day--today' : 'admin-fleet__day'
              }
              aria-current={day === today ? 'date' : undefined}
            >
              <span aria-hidden="true">{shortDayName(weekStart + index * DAY_MS)}</span>
              <span className="visually-hidden">{dayName(weekStart + index * DAY_MS)}</span>
              {day === today && <span className="admin-fleet__today">{t('today.title')}</span>}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup">
        {rows.map((row, index) => (
          <FleetGridRow
            key={row.scooter.id}
            row={row}
            rowIndex={index}
            activeIndex={index === position.row ? position.index : -1}
            freeHintId={freeHintId}
          />
        ))}
      </div>
    </div>
  );
}

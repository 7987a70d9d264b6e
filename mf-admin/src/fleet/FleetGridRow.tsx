import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import type { FleetRow, Stop } from './fleetModel';

/**
 * The words a bar shows beside its colour: the rider and the status, or the workshop's reason.
 * They are the end of the bar's sentence, word for word, so what a speech-input user reads on the
 * bar names it. The space between the two lines (the flex box does not draw it) keeps their last
 * and first words apart for whatever reads the text.
 */
function BarText({ stop }: { stop: Stop }) {
  const { t } = useTranslation('admin');
  if (stop.kind === 'reservation') {
    return (
      <>
        <span className="admin-fleet__bar-name">{stop.reservation.user.name}</span>{' '}
        <span className="admin-fleet__bar-status">{stop.status}</span>
      </>
    );
  }
  if (stop.kind === 'block') {
    return (
      <>
        <span className="admin-fleet__bar-name">{t('workshop.title')}</span>{' '}
        <span className="admin-fleet__bar-status">{stop.block.reason}</span>
      </>
    );
  }
  return (
    <span className="admin-fleet__free-mark" aria-hidden="true">
      +
    </span>
  );
}

/** A bar's colour: its status's, or the workshop's hatching; a free day is a plain button. */
function stopClass(stop: Stop): string {
  if (stop.kind === 'free') return 'admin-fleet__free';
  return `admin-fleet__bar admin-fleet__bar--${stop.kind === 'reservation' ? stop.tone : 'workshop'}`;
}

interface Props {
  row: FleetRow;
  rowIndex: number;
  /** The stop that is in the Tab order (roving tabindex), or -1 for none in this row. */
  activeIndex: number;
  /** The id of the hint every free day is described by. */
  freeHintId: string;
}

/**
 * One scooter's week: its name, then a cell per day holding the bars that start that day, placed
 * by time (a bar runs on over the next days' cells). Plain elements only, and redrawn only when
 * its own data or its place in the Tab order changes: a fleet of 200 scooters draws at once.
 */
export const FleetGridRow = memo(function FleetGridRow({
  row,
  rowIndex,
  activeIndex,
  freeHintId,
}: Props) {
  return (
    <div role="row" className="admin-fleet__row">
      <div role="rowheader" className="admin-fleet__scooter">
        <span className="admin-fleet__scooter-name">{row.scooter.name}</span>
        {row.scooter.model && (
          <span className="admin-fleet__scooter-model">{row.scooter.model}</span>
        )}
      </div>
      {row.startsIn.map((indexes, column) => (
        <div role="gridcell" key={column} className="admin-fleet__cell">
          {indexes.map((index) => {
            const stop = row.stops[index] as Stop;
            return (
              <button
                key={stop.key}
                type="button"
                className={stopClass(stop)}
                style={
                  stop.kind === 'free'
                    ? undefined
                    : { left: `${stop.offset * 100}%`, width: `${stop.span * 100}%` }
                }
                tabIndex={index === activeIndex ? 0 : -1}
                aria-label={stop.sentence}
                aria-describedby={stop.kind === 'free' ? freeHintId : undefined}
                aria-haspopup="dialog"
                data-row={rowIndex}
                data-index={index}
              >
                <BarText stop={stop} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
});

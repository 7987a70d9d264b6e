import { useId, type MouseEvent } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
import type { AdminReservation } from 'shared-domain';
import { ReservationRow } from './ReservationRow';

interface Props {
  reservations: AdminReservation[];
  /** Whether every reservation the filters select is shown (no page left to ask for). */
  complete: boolean;
  /** Epoch ms at which the list was read. */
  asOf: number;
  cancellingId: number | undefined;
  busy: boolean;
  pendingText: string | string[];
  onCancel: (reservation: AdminReservation) => (event: MouseEvent<HTMLButtonElement>) => void;
}

const COLUMNS = ['Rider', 'Motorcycle', 'City', 'Start', 'Duration', 'Total', 'Status'] as const;

/** What the caption says: how many are shown, whether more follow, and the order. */
function summary(count: number, complete: boolean): string {
  const what = `${count} ${count === 1 ? 'reservation' : 'reservations'}`;
  return complete ? `${what}, earliest first` : `The first ${what}, earliest first`;
}

/**
 * The table. On a phone each row becomes a card whose cells carry their own (visual) labels;
 * the roles are written out because some browsers drop a table's semantics once CSS changes how
 * its parts are displayed.
 */
export function ReservationsTable({ reservations, complete, ...rowProps }: Props) {
  const captionId = useId();
  // Cancel is offered until the ride starts on the shop's clock, as the api decides.
  const shopTimeZone = useShopTimeZone();
  return (
    // Scrolls sideways if a screen is too narrow for the table; focusable so the keyboard can
    // scroll it too.
    <div
      className="admin-reservations__scroll"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="admin-reservations__table" role="table">
        <caption id={captionId}>{summary(reservations.length, complete)}</caption>
        <thead className="admin-reservations__head" role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                role="columnheader"
                className={
                  column === 'Duration' || column === 'Total'
                    ? 'admin-reservations__number'
                    : undefined
                }
              >
                {column}
              </th>
            ))}
            <th scope="col" role="columnheader">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {reservations.map((reservation) => (
            <ReservationRow
              key={reservation.id}
              reservation={reservation}
              shopTimeZone={shopTimeZone}
              {...rowProps}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

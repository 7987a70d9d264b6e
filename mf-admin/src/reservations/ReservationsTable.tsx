import type { MouseEvent } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
import type { AdminReservation } from 'shared-domain';
import { CardTable, type CardTableColumn } from 'shared-ui';
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

const COLUMNS: readonly CardTableColumn[] = [
  { label: 'Rider' },
  { label: 'Motorcycle' },
  { label: 'City' },
  { label: 'Start' },
  { label: 'Duration', number: true },
  { label: 'Total', number: true },
  { label: 'Status' },
  { label: 'Actions', hidden: true },
];

/** What the caption says: how many are shown, whether more follow, and the order. */
function summary(count: number, complete: boolean): string {
  const what = `${count} ${count === 1 ? 'reservation' : 'reservations'}`;
  return complete ? `${what}, earliest first` : `The first ${what}, earliest first`;
}

/** The table; on a tablet or a phone each row is a card (shared-ui's CardTable). */
export function ReservationsTable({ reservations, complete, ...rowProps }: Props) {
  // Cancel is offered until the ride starts on the shop's clock, as the api decides.
  const shopTimeZone = useShopTimeZone();
  return (
    <CardTable caption={summary(reservations.length, complete)} columns={COLUMNS}>
      {reservations.map((reservation) => (
        <ReservationRow
          key={reservation.id}
          reservation={reservation}
          shopTimeZone={shopTimeZone}
          {...rowProps}
        />
      ))}
    </CardTable>
  );
}

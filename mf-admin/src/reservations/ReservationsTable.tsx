import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  onOpen: (reservation: AdminReservation) => void;
}

/** The table; on a tablet or a phone each row is a card (shared-ui's CardTable). */
export function ReservationsTable({ reservations, complete, ...rowProps }: Props) {
  // Cancel is offered until the ride starts on the shop's clock, as the api decides.
  const shopTimeZone = useShopTimeZone();
  const { t } = useTranslation('admin');
  const columns: readonly CardTableColumn[] = [
    { label: t('column.rider') },
    { label: t('column.motorcycle') },
    { label: t('column.city') },
    { label: t('column.start') },
    { label: t('column.duration'), number: true },
    { label: t('column.total'), number: true },
    { label: t('column.status') },
    { label: t('column.actions'), hidden: true },
  ];
  // How many are shown, whether more follow, and the order.
  const count = reservations.length;
  const caption = complete
    ? t('reservations.caption', { count })
    : t('reservations.caption.first', { count });
  return (
    <CardTable caption={caption} columns={columns}>
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

import { useTranslation } from 'react-i18next';
import { useShopTimeZone } from 'shared-auth/api';
import { hasStarted, type AdminReservation } from 'shared-domain';
import { MoneyBlock } from '../money/MoneyBlock';
import { SettleBalance } from '../money/SettleBalance';
import { CancelAction } from './CancelAction';
import { HandoverForm } from './HandoverForm';

interface Props {
  reservation: AdminReservation;
  /** When the data shown was read (epoch ms), and the shop's wall clock then. */
  asOf: number;
  now: number;
  onDone: (message: string) => void;
}

/**
 * A ride's money and the step its status allows (docs/PRODUCT.md, "The shop's desk"): a
 * confirmed ride is handed over, or cancelled while it has not started; a ride that is out is
 * taken back and can no longer be cancelled; a returned or cancelled ride has only its balance
 * left to settle, if it is open. A step takes its money with it, in the same request.
 */
export function DeskSteps({ reservation, asOf, now, onDone }: Props) {
  const { t } = useTranslation('admin');
  const timeZone = useShopTimeZone();
  const form = { reservation, now, onRecorded: onDone };

  let steps = null;
  if (reservation.status === 'confirmed') {
    steps = (
      <>
        <h3 className="admin-desk-step">{t('desk.handOver')}</h3>
        <HandoverForm step="pickup" {...form} />
        {!hasStarted(reservation.date, new Date(asOf), timeZone) && (
          <CancelAction reservation={reservation} onDone={onDone} />
        )}
      </>
    );
  } else if (reservation.status === 'out') {
    steps = (
      <>
        <h3 className="admin-desk-step">{t('desk.takeBack')}</h3>
        <HandoverForm step="return" {...form} />
      </>
    );
  } else {
    steps = <SettleBalance reservationId={reservation.id} onDone={onDone} />;
  }
  return (
    <>
      <MoneyBlock reservationId={reservation.id} />
      {steps}
    </>
  );
}

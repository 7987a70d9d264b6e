import { useTranslation } from 'react-i18next';
import { useShopTimeZone } from 'shared-auth/api';
import { hasStarted, wallClockNow, type AdminReservation } from 'shared-domain';
import { CancelAction } from './CancelAction';
import { DeskDialog } from './DeskDialog';
import { HandoverForm } from './HandoverForm';
import { ReservationFacts } from './ReservationFacts';

interface Props {
  /** The ride shown; the dialog is closed while this is null. */
  reservation: AdminReservation | null;
  motorcycleName: string;
  /** When the data shown was read (epoch ms): a render does not read the clock. */
  asOf: number;
  onClose: () => void;
  /** A step was recorded: the api's message, for the page to say. */
  onDone: (message: string) => void;
  onFocusLost?: () => void;
}

/**
 * One ride at the desk: its facts and the step its status allows (docs/PRODUCT.md, "The shop's
 * desk"): a confirmed ride is handed over, or cancelled while it has not started; a ride that is
 * out is taken back and can no longer be cancelled; a returned or cancelled ride is only shown.
 */
export function ReservationDialog({
  reservation,
  motorcycleName,
  asOf,
  onClose,
  onDone,
  onFocusLost,
}: Props) {
  // The shop's wall clock when the data was read (docs/PRODUCT.md, "The shop's time").
  const { t } = useTranslation('admin');
  const timeZone = useShopTimeZone();
  const now = wallClockNow(new Date(asOf), timeZone);
  const title = reservation ? `${reservation.user.name}: ${motorcycleName}` : '';
  return (
    <DeskDialog
      open={reservation !== null}
      title={title}
      onClose={onClose}
      onFocusLost={onFocusLost}
    >
      {reservation && (
        <>
          <ReservationFacts reservation={reservation} motorcycleName={motorcycleName} now={now} />
          {reservation.status === 'confirmed' && (
            <>
              <h3 className="admin-desk-step">{t('desk.handOver')}</h3>
              <HandoverForm reservation={reservation} step="pickup" onDone={onDone} />
              {!hasStarted(reservation.date, new Date(asOf), timeZone) && (
                <CancelAction reservation={reservation} onDone={onDone} />
              )}
            </>
          )}
          {reservation.status === 'out' && (
            <>
              <h3 className="admin-desk-step">{t('desk.takeBack')}</h3>
              <HandoverForm reservation={reservation} step="return" onDone={onDone} />
            </>
          )}
        </>
      )}
    </DeskDialog>
  );
}

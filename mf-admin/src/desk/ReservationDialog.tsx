import { Fragment } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
import { hasStarted, wallClockNow, type AdminReservation } from 'shared-domain';
import { MoneyBlock } from '../money/MoneyBlock';
import { SettleBalance } from '../money/SettleBalance';
import { CancelAction } from './CancelAction';
import { DeskDialog } from './DeskDialog';
import { HandoverForm } from './HandoverForm';
import { ReservationFacts } from './ReservationFacts';

export interface ReservationDialogProps {
  /** The ride shown; the dialog is closed while this is null. */
  reservation: AdminReservation | null;
  motorcycleName: string;
  /** When the data shown was read (epoch ms): a render does not read the clock. */
  asOf: number;
  onClose: () => void;
  /** A step was recorded, and the dialog closed: the api's message, for the page to say. */
  onDone: (message: string) => void;
  onFocusLost?: () => void;
}

/**
 * One ride at the desk: its facts, its money and the step its status allows (docs/PRODUCT.md,
 * "The shop's desk"): a confirmed ride is handed over, or cancelled while it has not started; a
 * ride that is out is taken back and can no longer be cancelled; a returned or cancelled ride has
 * only its balance left to settle, if it is open. A step takes its money with it, in the same
 * request.
 */
export function ReservationDialog({
  reservation,
  motorcycleName,
  asOf,
  onClose,
  onDone,
  onFocusLost,
}: ReservationDialogProps) {
  // The shop's wall clock when the data was read (docs/PRODUCT.md, "The shop's time").
  const timeZone = useShopTimeZone();
  const now = wallClockNow(new Date(asOf), timeZone);
  const title = reservation ? `${reservation.user.name}: ${motorcycleName}` : '';

  // A step done closes the dialog, then the page says what the api answered.
  const done = (message: string) => {
    onClose();
    onDone(message);
  };

  let steps = null;
  if (reservation?.status === 'confirmed' || reservation?.status === 'out') {
    const cancellable =
      reservation.status === 'confirmed' && !hasStarted(reservation.date, new Date(asOf), timeZone);
    steps = (
      <>
        <HandoverForm reservation={reservation} now={now} onRecorded={done} />
        {cancellable && <CancelAction reservation={reservation} onDone={done} />}
      </>
    );
  } else if (reservation) {
    steps = <SettleBalance reservationId={reservation.id} onDone={done} />;
  }
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
          {/* Keyed by the ride: another ride's steps start afresh. */}
          <Fragment key={reservation.id}>
            <MoneyBlock reservationId={reservation.id} />
            {steps}
          </Fragment>
        </>
      )}
    </DeskDialog>
  );
}

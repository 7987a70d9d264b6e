import { useShopTimeZone } from 'shared-auth/api';
import { wallClockNow, type AdminReservation } from 'shared-domain';
import { DeskDialog } from './DeskDialog';
import { DeskSteps } from './DeskSteps';
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

/** One ride at the desk: its facts, its money and the step its status allows (./DeskSteps.tsx). */
export function ReservationDialog({
  reservation,
  motorcycleName,
  asOf,
  onClose,
  onDone,
  onFocusLost,
}: Props) {
  // The shop's wall clock when the data was read (docs/PRODUCT.md, "The shop's time").
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
          <DeskSteps
            key={reservation.id}
            reservation={reservation}
            asOf={asOf}
            now={now}
            onDone={onDone}
          />
        </>
      )}
    </DeskDialog>
  );
}

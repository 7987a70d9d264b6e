import { NewBlockDialog, WorkshopDialog } from '../blocks/BlockDialogs';
import { ReservationDialog } from '../desk/ReservationDialog';
import type { FleetScooter, Stop } from './fleetModel';

/** The stop opened on the timeline, and its scooter. */
export interface Opened {
  scooter: FleetScooter;
  stop: Stop;
}

interface Props {
  opened: Opened | null;
  asOf: number;
  onClose: () => void;
  onDone: (message: string) => void;
  onFocusLost: () => void;
}

/** What a stop opens: a ride with its steps, a workshop block, or a new block on a free day. */
export function FleetDialogs({ opened, asOf, onClose, onDone, onFocusLost }: Props) {
  const stop = opened?.stop;
  const name = opened?.scooter.name ?? '';
  const common = { onClose, onDone, onFocusLost };
  return (
    <>
      <ReservationDialog
        reservation={stop?.kind === 'reservation' ? stop.reservation : null}
        motorcycleName={name}
        asOf={asOf}
        {...common}
      />
      <WorkshopDialog
        block={stop?.kind === 'block' ? stop.block : null}
        motorcycleName={name}
        {...common}
      />
      <NewBlockDialog
        target={
          opened && stop?.kind === 'free' ? { motorcycle: opened.scooter, day: stop.day } : null
        }
        {...common}
      />
    </>
  );
}

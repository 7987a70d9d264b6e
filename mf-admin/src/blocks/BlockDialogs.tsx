import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import { addDaysISO, type Block } from 'shared-domain';
import { DeskDialog } from '../desk/DeskDialog';
import { blockInterval, spanText } from '../desk/deskText';
import { BlockForm } from './BlockForm';
import { useRemoveBlockMutation } from './blocksApi';

interface Common {
  onClose: () => void;
  /** Done: the api's message, for the page to say. */
  onDone: (message: string) => void;
  onFocusLost?: () => void;
}

/** Where a new block starts on the timeline: a scooter and a free day (`YYYY-MM-DD`). */
export interface NewBlockTarget {
  motorcycle: { id: number; name: string };
  day: string;
}

/** "Take Vespa GTS out of service": the block form, starting on the chosen day. */
export function NewBlockDialog({
  target,
  onClose,
  onDone,
  onFocusLost,
}: Common & { target: NewBlockTarget | null }) {
  const nextDay = target ? (addDaysISO(target.day, 1) ?? target.day) : '';
  return (
    <DeskDialog
      open={target !== null}
      title={target ? `Take ${target.motorcycle.name} out of service` : ''}
      onClose={onClose}
      onFocusLost={onFocusLost}
    >
      {target && (
        <BlockForm
          motorcycleId={target.motorcycle.id}
          initial={{ from: `${target.day}T00:00`, to: `${nextDay}T00:00` }}
          onCreated={(_, message) => onDone(message)}
        />
      )}
    </DeskDialog>
  );
}

/** When and why, and Remove, which frees the block's time for bookings at once. */
function WorkshopDetails({ block, onDone }: { block: Block; onDone: (message: string) => void }) {
  const [removeBlock, request] = useRemoveBlockMutation();
  const status = describeRequest(request, 'Removing...');
  const interval = blockInterval(block);

  const remove = async () => {
    if (status.loading) return;
    const result = await removeBlock(block.id);
    if (result.data) onDone(result.data.message);
  };

  return (
    <>
      <dl className="admin-desk-facts">
        <dt>When</dt>
        <dd>{interval ? spanText(interval) : `${block.from} to ${block.to}`}</dd>
        <dt>Reason</dt>
        <dd>{block.reason}</dd>
      </dl>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        className="button button--secondary admin-desk-button"
        pending={status.loading}
        pendingText={status.message}
        onClick={() => void remove()}
      >
        Remove block
      </PendingButton>
    </>
  );
}

/** A workshop block, opened from the timeline. */
export function WorkshopDialog({
  block,
  motorcycleName,
  onClose,
  onDone,
  onFocusLost,
}: Common & { block: Block | null; motorcycleName: string }) {
  return (
    <DeskDialog
      open={block !== null}
      title={`${motorcycleName} in the workshop`}
      onClose={onClose}
      onFocusLost={onFocusLost}
    >
      {block && <WorkshopDetails block={block} onDone={onDone} />}
    </DeskDialog>
  );
}

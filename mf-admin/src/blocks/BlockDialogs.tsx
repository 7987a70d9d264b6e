import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import { addDaysISO, type Block } from 'shared-domain';
import { DeskDialog } from '../desk/DeskDialog';
import { blockWhen } from '../desk/deskText';
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
  const { t } = useTranslation('admin');
  const nextDay = target ? (addDaysISO(target.day, 1) ?? target.day) : '';
  return (
    <DeskDialog
      open={target !== null}
      title={target ? t('block.new.title', { motorcycle: target.motorcycle.name }) : ''}
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
  const { t } = useTranslation('admin');
  const [removeBlock, request] = useRemoveBlockMutation();
  const status = describeRequest(request, t('block.removing'));

  const remove = async () => {
    if (status.loading) return;
    const result = await removeBlock(block.id);
    if (result.data) onDone(result.data.message);
  };

  return (
    <>
      <dl className="admin-desk-facts">
        <dt>{t('facts.when')}</dt>
        <dd>{blockWhen(t, block)}</dd>
        <dt>{t('block.reason')}</dt>
        <dd>{block.reason}</dd>
      </dl>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        className="button button--secondary admin-desk-button"
        pending={status.loading}
        pendingText={status.message}
        onClick={() => void remove()}
      >
        {t('block.removeBlock')}
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
  const { t } = useTranslation('admin');
  return (
    <DeskDialog
      open={block !== null}
      title={t('block.dialog.title', { motorcycle: motorcycleName })}
      onClose={onClose}
      onFocusLost={onFocusLost}
    >
      {block && <WorkshopDetails block={block} onDone={onDone} />}
    </DeskDialog>
  );
}

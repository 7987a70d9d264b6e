import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import type { Block } from 'shared-domain';
import { blockWhen } from '../desk/deskText';
import { useRemoveBlockMutation } from './blocksApi';

/**
 * Remove, which frees a block's time for bookings at once, and what went wrong with it: "Remove
 * block" in the block's dialog, "Remove" in a list of blocks (`listed`), named there by the
 * block's time.
 */
export function RemoveBlock({
  block,
  listed = false,
  onRemoved,
}: {
  block: Block;
  listed?: boolean;
  onRemoved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [removeBlock, request] = useRemoveBlockMutation();
  const status = describeRequest(request, t('block.removing'));
  const when = blockWhen(t, block);
  const remove = async () => {
    if (status.loading) return;
    const result = await removeBlock(block.id);
    if (result.data) onRemoved(result.data.message);
  };
  // Its name begins with the words it shows, "Removing..." too (a speech-input user says them).
  const name = status.loading ? t('block.removingOf', { when }) : t('block.removeOf', { when });
  return (
    <>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        className={
          listed ? 'button button--secondary' : 'button button--secondary admin-desk-button'
        }
        aria-label={listed ? name : undefined}
        pending={status.loading}
        pendingText={status.message}
        onClick={() => void remove()}
      >
        {listed ? t('block.remove') : t('block.removeBlock')}
      </PendingButton>
    </>
  );
}

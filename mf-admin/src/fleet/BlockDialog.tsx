import { useTranslation } from 'react-i18next';
import { addDaysISO } from 'shared-domain';
import { BlockForm } from '../blocks/BlockForm';
import { RemoveBlock } from '../blocks/RemoveBlock';
import { DeskDialog } from '../desk/DeskDialog';
import { blockWhen } from '../desk/deskText';
import type { FleetScooter, Stop } from './fleetModel';

interface Props {
  /** The scooter and its stop opened on the timeline; the dialog is open for a block or a free day. */
  scooter: FleetScooter | undefined;
  stop: Stop | null;
  onClose: () => void;
  /** Done: the api's message, for the page to say. */
  onDone: (message: string) => void;
  onFocusLost?: () => void;
}

/**
 * A workshop block opened from the timeline: when and why, and Remove. Or a free day: "Take Vespa
 * GTS out of service", the block form starting on that day.
 */
export function BlockDialog({ scooter, stop, onClose, onDone, onFocusLost }: Props) {
  const { t } = useTranslation('admin');
  const motorcycle = scooter?.name ?? '';
  const block = stop?.kind === 'block' ? stop.block : null;
  const day = stop?.kind === 'free' ? stop.day : null;
  return (
    <DeskDialog
      open={scooter !== undefined && (block !== null || day !== null)}
      title={block ? t('block.dialog.title', { motorcycle }) : t('block.new.title', { motorcycle })}
      onClose={onClose}
      onFocusLost={onFocusLost}
    >
      {block && (
        <>
          <dl className="admin-desk-facts">
            <dt>{t('facts.when')}</dt>
            <dd>{blockWhen(t, block)}</dd>
            <dt>{t('block.reason')}</dt>
            <dd>{block.reason}</dd>
          </dl>
          <RemoveBlock block={block} onRemoved={onDone} />
        </>
      )}
      {scooter && day && (
        <BlockForm
          motorcycleId={scooter.id}
          initial={{ from: `${day}T00:00`, to: `${addDaysISO(day, 1) ?? day}T00:00` }}
          onCreated={(_, message) => onDone(message)}
        />
      )}
    </DeskDialog>
  );
}

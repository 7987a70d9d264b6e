import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import type { Block, Motorcycle } from 'shared-domain';
import { blockWhen } from '../desk/deskText';
import { useDeskNotice } from '../desk/useDeskNotice';
import { BlockForm } from './BlockForm';
import { useRemoveBlockMutation } from './blocksApi';

/** A block made on this page, with Remove (a slip of the date is undone at once). */
function MadeBlock({ block, onRemoved }: { block: Block; onRemoved: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const [removeBlock, request] = useRemoveBlockMutation();
  const status = describeRequest(request, t('block.removing'));
  const when = blockWhen(t, block);
  const remove = async () => {
    if (status.loading) return;
    const result = await removeBlock(block.id);
    if (result.data) onRemoved(result.data.message);
  };
  return (
    <li className="admin-workshop__block">
      <span>
        {when}: {block.reason}
      </span>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        className="button button--secondary"
        // Its name begins with the words it shows, "Removing..." too (a speech-input user says them).
        aria-label={
          status.loading ? t('block.removingOf', { when }) : t('block.removeOf', { when })
        }
        pending={status.loading}
        pendingText={status.message}
        onClick={() => void remove()}
      >
        {t('block.remove')}
      </PendingButton>
    </li>
  );
}

/**
 * The edit page's workshop part: take this scooter out of service for a time (docs/PRODUCT.md,
 * "The shop's desk"). The blocks made here are listed with Remove; every block shows on the
 * fleet timeline, which removes them too.
 */
export function WorkshopSection({ motorcycle }: { motorcycle: Motorcycle }) {
  const [made, setMade] = useState<Block[]>([]);
  // A new form (empty fields, no old answer) after each block made.
  const [round, setRound] = useState(0);
  // The button pressed has gone (a new form, or its block removed): the focus goes to the news.
  const { say, notice } = useDeskNotice();
  const titleId = useId();
  const { t } = useTranslation('admin');

  return (
    <section className="admin-workshop" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('workshop.title')}</h2>
      <p className="admin-workshop__lead">
        {t('workshop.lead', { motorcycle: motorcycle.name })} {t('workshop.lead.before')}{' '}
        <Link to="/admin/fleet">{t('workshop.lead.link')}</Link>
        {t('workshop.lead.after')}
      </p>
      {notice}
      {made.length > 0 && (
        <ul className="admin-workshop__blocks" aria-label={t('workshop.made')}>
          {made.map((block) => (
            <MadeBlock
              key={block.id}
              block={block}
              onRemoved={(text) => {
                setMade((blocks) => blocks.filter(({ id }) => id !== block.id));
                say(text);
              }}
            />
          ))}
        </ul>
      )}
      <BlockForm
        key={round}
        motorcycleId={motorcycle.id}
        onCreated={(block, text) => {
          setMade((blocks) => [...blocks, block]);
          setRound((count) => count + 1);
          say(text);
        }}
      />
    </section>
  );
}

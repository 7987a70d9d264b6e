import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Block, Motorcycle } from 'shared-domain';
import { blockWhen } from '../desk/deskText';
import { useDeskNotice } from '../desk/useDeskNotice';
import { RemoveBlock } from './RemoveBlock';
import { BlockForm } from './BlockForm';

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
          {/* Each with Remove: a slip of the date is undone at once. */}
          {made.map((block) => (
            <li key={block.id} className="admin-workshop__block">
              <span>
                {blockWhen(t, block)}: {block.reason}
              </span>
              <RemoveBlock
                block={block}
                listed
                onRemoved={(text) => {
                  setMade((blocks) => blocks.filter(({ id }) => id !== block.id));
                  say(text);
                }}
              />
            </li>
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

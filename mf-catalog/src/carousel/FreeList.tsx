import { useTranslation } from 'react-i18next';
import { refusalOf } from 'shared-auth/api';
import type { TimeWindow } from 'shared-domain';
import { EmptyState, LiveRegion } from 'shared-ui';
import { useGetFreeMotorcyclesQuery } from '../api/freeMotorcyclesApi';
import { CarouselStates } from './Carousel';

interface FreeListProps {
  timeWindow: TimeWindow;
  /** The query that keeps the window in the cards' links. */
  linkSearch: string;
}

/**
 * The motorcycles free for the whole window, each with its price for it, and how many are taken
 * then, said politely when it changes. A refusal (422) is the form's to say: nothing shows here.
 */
export function FreeList({ timeWindow, linkSearch }: FreeListProps) {
  const { t } = useTranslation('catalog');
  const { currentData, isError, error, refetch } = useGetFreeMotorcyclesQuery(timeWindow);
  return (
    <>
      <LiveRegion>
        {currentData && (
          <p className="catalog-free__summary">
            {t('free.count', { count: currentData.data.length })}{' '}
            {t('free.taken', { count: currentData.taken })}
          </p>
        )}
      </LiveRegion>
      <CarouselStates
        query={{ data: currentData?.data, isError, refetch }}
        empty={<EmptyState title={t('free.none.title')} hint={t('free.none.hint')} />}
        quiet={refusalOf(error) !== undefined}
        linkSearch={linkSearch}
      />
    </>
  );
}

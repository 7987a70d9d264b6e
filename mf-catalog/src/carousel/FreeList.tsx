import { useTranslation } from 'react-i18next';
import { refusalOf } from 'shared-auth/api';
import type { TimeWindow } from 'shared-domain';
import { EmptyState, ErrorState, LiveRegion, LoadingState } from 'shared-ui';
import { useGetFreeMotorcyclesQuery } from '../api/freeMotorcyclesApi';
import { Carousel } from './Carousel';

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
  const { t } = useTranslation(['catalog', 'ui']);
  const { currentData, isError, error, refetch } = useGetFreeMotorcyclesQuery(timeWindow);
  const retry = () => void refetch();
  const summary = currentData && (
    <p className="catalog-free__summary">
      {t('free.count', { count: currentData.motorcycles.length })}{' '}
      {t('free.taken', { count: currentData.taken })}
    </p>
  );
  let content;
  if (currentData) {
    content =
      currentData.motorcycles.length === 0 ? (
        <EmptyState title={t('free.none.title')} hint={t('free.none.hint')} />
      ) : (
        <>
          {isError && <ErrorState compact onRetry={retry} />}
          <Carousel motorcycles={currentData.motorcycles} linkSearch={linkSearch} />
        </>
      );
  } else if (isError) {
    content = refusalOf(error) === undefined ? <ErrorState onRetry={retry} /> : null;
  } else {
    content = <LoadingState text={t('ui:loadingMotorcycles')} />;
  }
  return (
    <>
      <LiveRegion>{summary}</LiveRegion>
      {content}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared-auth';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { Carousel } from './Carousel';

function EmptyCatalog() {
  const { t } = useTranslation(['catalog', 'ui']);
  const admin = useAppSelector(selectIsAdmin);
  return (
    <EmptyState title={t('ui:noMotorcycles.title')} hint={t('ui:noMotorcycles.hint')}>
      {admin && (
        <Link className="button" to="/motorcycle/new">
          {t('carousel.add')}
        </Link>
      )}
    </EmptyState>
  );
}

/** The whole catalogue, when no time is asked about: the shared motorcycle list and its states. */
export function WholeList() {
  const { t } = useTranslation(['catalog', 'ui']);
  const { data, isError, refetch } = useGetMotorcyclesQuery();
  const retry = () => void refetch();
  if (data) {
    return data.length === 0 ? (
      <EmptyCatalog />
    ) : (
      <>
        {/* A refresh failed but the last list is still worth showing. */}
        {isError && <ErrorState compact onRetry={retry} />}
        <Carousel motorcycles={data} linkSearch="" />
      </>
    );
  }
  if (isError) return <ErrorState onRetry={retry} />;
  return <LoadingState text={t('ui:loadingMotorcycles')} />;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared-auth';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import { EmptyState } from 'shared-ui';
import { CarouselStates } from './Carousel';

/** The whole catalogue, when no time is asked about: the shared motorcycle list and its states. */
export function WholeList() {
  const { t } = useTranslation(['catalog', 'ui']);
  const admin = useAppSelector(selectIsAdmin);
  const list = useGetMotorcyclesQuery();
  const empty = (
    <EmptyState title={t('ui:noMotorcycles.title')} hint={t('ui:noMotorcycles.hint')}>
      {admin && (
        <Link className="button" to="/motorcycle/new">
          {t('carousel.add')}
        </Link>
      )}
    </EmptyState>
  );
  return <CarouselStates query={list} empty={empty} linkSearch="" />;
}

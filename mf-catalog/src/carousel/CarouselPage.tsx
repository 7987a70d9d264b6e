import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared-auth';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import '../locales/i18n';
import { Carousel } from './Carousel';
import './carousel.css';

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

/**
 * /motorcycles: the home carousel (docs/PRODUCT.md, "The catalogue"), read from the shared
 * motorcycle list.
 */
export default function CarouselPage() {
  // The kit's words too (the loading and empty states), so neither shows before its catalogue.
  const { t, ready } = useTranslation(['catalog', 'ui']);
  const { data, isError, refetch } = useGetMotorcyclesQuery();
  // Only before the first catalogue of another language is in: a switch keeps the page shown.
  if (!ready) return null;
  const retry = () => void refetch();
  let content;
  if (data) {
    content =
      data.length === 0 ? (
        <EmptyCatalog />
      ) : (
        <>
          {/* A refresh failed but the last list is still worth showing. */}
          {isError && <ErrorState compact onRetry={retry} />}
          <Carousel motorcycles={data} />
        </>
      );
  } else if (isError) {
    content = <ErrorState onRetry={retry} />;
  } else {
    content = <LoadingState text={t('ui:loadingMotorcycles')} />;
  }
  return (
    <div className="catalog-home">
      <header className="catalog-home__header">
        <h1 className="catalog-home__title">{t('carousel.title')}</h1>
        <p className="catalog-home__subtitle">{t('carousel.subtitle')}</p>
      </header>
      {content}
    </div>
  );
}

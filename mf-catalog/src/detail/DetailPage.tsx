import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { resolveAssetUrl } from 'shared-auth';
import { EmptyState, ErrorState, FallbackImage, LoadingState, MOTORCYCLE_PICTURE } from 'shared-ui';
import { useMoney, useRouteMotorcycle } from 'shared-auth/api';
import type { Motorcycle } from 'shared-domain';
import '../locales/i18n';
import { ArrowLeftIcon, ChevronIcon } from '../ui/icons';
import './detail.css';

function BackLink() {
  const { t } = useTranslation('catalog');
  return (
    <Link className="catalog-detail__back" to="/motorcycles" aria-label={t('detail.back')}>
      <ArrowLeftIcon />
    </Link>
  );
}

function Details({
  motorcycle,
  money,
}: {
  motorcycle: Motorcycle;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { id, name, model, brand, color, description, price, bookingPricePerHour } = motorcycle;
  // The booking remote reads exactly `location.state.motorcycleId` to lock its select.
  const book = () => navigate('/reserve/new', { state: { motorcycleId: id } });
  return (
    <article className="catalog-detail">
      <BackLink />
      <div className="catalog-detail__layout">
        <FallbackImage
          className="catalog-detail__image"
          src={resolveAssetUrl(motorcycle.imageLink)}
          alt={name}
          fallbackAlt={t('picture.missing', { name })}
          {...MOTORCYCLE_PICTURE}
          // The page's largest paint: fetched before anything else it shows.
          fetchPriority="high"
          decoding="async"
        />
        <div className="catalog-detail__info">
          <h1 className="catalog-detail__name">{name}</h1>
          <dl className="catalog-detail__facts">
            <div>
              <dt>{t('detail.model')}</dt>
              <dd>{model}</dd>
            </div>
            <div>
              <dt>{t('detail.brand')}</dt>
              <dd>{brand}</dd>
            </div>
            <div>
              <dt>{t('detail.color')}</dt>
              <dd>{color}</dd>
            </div>
            <div>
              <dt>{t('detail.price')}</dt>
              <dd>{money(price)}</dd>
            </div>
            <div>
              <dt>{t('detail.pricePerHour')}</dt>
              <dd>{money(bookingPricePerHour)}</dd>
            </div>
          </dl>
          {description && <p className="catalog-detail__description">{description}</p>}
          <button type="button" className="button catalog-detail__book" onClick={book}>
            {t('detail.book')}
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </article>
  );
}

function NotFound({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <EmptyState titleLevel={1} title={t('notFound.title')} hint={t('notFound.hint', { id: rawId })}>
      <Link className="button" to="/motorcycles">
        {t('detail.back')}
      </Link>
    </EmptyState>
  );
}

/**
 * /motorcycle/:id. Read from the shared list cache, so coming from the carousel asks no second
 * time for the motorcycles; a direct visit or a reload runs the list query once. The shop's
 * currency is asked for at once beside it (an early call of the page).
 */
export default function DetailPage() {
  const { rawId, motorcycle, notFound, isError, refetch } = useRouteMotorcycle();
  const money = useMoney();
  const { t, ready } = useTranslation('catalog');
  // Only before the first catalogue of another language is in: a switch keeps the page shown.
  if (!ready) return null;

  if (motorcycle) return <Details motorcycle={motorcycle} money={money} />;
  if (notFound) return <NotFound rawId={rawId} />;
  return (
    <div className="catalog-detail">
      <BackLink />
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <LoadingState text={t('detail.loading')} />
      )}
    </div>
  );
}

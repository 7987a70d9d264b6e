import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { resolveAssetUrl } from 'shared-auth';
import type { Motorcycle, TimeWindow } from 'shared-domain';
import { FallbackImage, MOTORCYCLE_PICTURE } from 'shared-ui';
import { ArrowLeftIcon, ChevronIcon } from '../ui/icons';
import { WindowPrice } from './WindowPrice';

/** Back to the carousel, with the window the rider asked about. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Link className="catalog-detail__back" to={to} aria-label={t('detail.back')}>
      <ArrowLeftIcon />
    </Link>
  );
}

/** The motorcycle's picture and facts, its price for the rider's time, and Book now. */
interface DetailsProps {
  motorcycle: Motorcycle;
  money: (amount: number) => string;
  /** The time the rider asked about in the carousel, if any. */
  timeWindow: TimeWindow | null;
  /** The carousel, with that window. */
  back: string;
}

export function Details({ motorcycle, money, timeWindow, back }: DetailsProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { id, name, model, brand, color, description, price, bookingPricePerHour, dayPrice } =
    motorcycle;
  // The booking remote reads exactly `location.state.motorcycleId` to lock its select, and
  // `from` and `to` (YYYY-MM-DDTHH:mm, the shop's wall clock) to fill in its time.
  const book = () =>
    navigate('/reserve/new', {
      state: timeWindow
        ? { motorcycleId: id, from: timeWindow.from, to: timeWindow.to }
        : { motorcycleId: id },
    });
  const facts = [
    { label: 'detail.model', value: model },
    { label: 'detail.brand', value: brand },
    { label: 'detail.color', value: color },
    { label: 'detail.price', value: money(price) },
    { label: 'detail.pricePerHour', value: money(bookingPricePerHour) },
    {
      label: 'detail.dayPrice',
      value: dayPrice === null ? null : t('price.perDay', { price: money(dayPrice) }),
    },
  ] as const;
  return (
    <article className="catalog-detail">
      <BackLink to={back} />
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
            {facts.map(
              ({ label, value }) =>
                value !== null && (
                  <div key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value}</dd>
                  </div>
                ),
            )}
            {timeWindow && <WindowPrice motorcycleId={id} timeWindow={timeWindow} money={money} />}
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

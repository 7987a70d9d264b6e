import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resolveAssetUrl } from 'shared-auth';
import { FallbackImage, MOTORCYCLE_PICTURE } from 'shared-ui';
import type { Motorcycle } from 'shared-domain';
import type { PictureLoad } from './carouselWindow';
import './card.css';

/**
 * One card of the carousel. The name is a real link (focusable, Enter opens it) stretched over
 * the whole card, so a click anywhere on the card opens the detail page too. A hidden card far
 * from the window has no picture yet (`picture` 'none'): nothing is fetched for it.
 */
export function MotorcycleCard({
  motorcycle,
  inWindow,
  picture,
  money,
  linkSearch,
}: {
  motorcycle: Motorcycle & { quote?: number };
  inWindow: boolean;
  picture: PictureLoad;
  /** Writes an amount in the shop's currency and the language shown. */
  money: (amount: number) => string;
  /** The query the link keeps: the window asked about. */
  linkSearch: string;
}) {
  const { t } = useTranslation('catalog');
  const { id, name, model, description, imageLink, bookingPricePerHour, dayPrice, quote } =
    motorcycle;
  return (
    <li className="catalog-card" hidden={!inWindow}>
      {picture !== 'none' && (
        <FallbackImage
          className="catalog-card__image"
          src={resolveAssetUrl(imageLink)}
          alt={name}
          fallbackAlt={t('picture.missing', { name })}
          {...MOTORCYCLE_PICTURE}
          // Eager even while hidden: the next cards' pictures are ready when the arrow shows
          // them, and a lazy picture inside a hidden card would wait until it is shown.
          loading="eager"
          fetchPriority={picture === 'first' ? 'high' : picture === 'next' ? 'low' : 'auto'}
          decoding="async"
        />
      )}
      <div className="catalog-card__body">
        <h2 className="catalog-card__name">
          <Link className="catalog-card__link" to={`/motorcycle/${id}${linkSearch}`}>
            {name}
          </Link>
        </h2>
        <p className="catalog-card__model">{model}</p>
        <p className="catalog-card__prices">
          {quote !== undefined && (
            <strong className="catalog-card__quote">
              {t('card.quote', { price: money(quote) })}
            </strong>
          )}
          <span>{t('card.perHour', { price: money(bookingPricePerHour) })}</span>
          {dayPrice !== null && <span>{t('price.perDay', { price: money(dayPrice) })}</span>}
        </p>
        {description && <p className="catalog-card__description">{description}</p>}
      </div>
    </li>
  );
}

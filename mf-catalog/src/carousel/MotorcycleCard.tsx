import { Link } from 'react-router-dom';
import { FallbackImage, MOTORCYCLE_PICTURE, resolveAssetUrl } from 'shared-auth';
import type { Motorcycle } from 'shared-domain';

/**
 * One card of the carousel. The name is a real link (focusable, Enter opens it) stretched over
 * the whole card, so a click anywhere on the card opens the detail page too.
 */
export function MotorcycleCard({
  motorcycle,
  inWindow,
}: {
  motorcycle: Motorcycle;
  inWindow: boolean;
}) {
  const { id, name, model, description, imageLink } = motorcycle;
  return (
    <li className="catalog-card" hidden={!inWindow}>
      <FallbackImage
        className="catalog-card__image"
        src={resolveAssetUrl(imageLink)}
        alt={name}
        fallbackAlt={`${name}: image not available`}
        {...MOTORCYCLE_PICTURE}
        loading={inWindow ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="catalog-card__body">
        <h2 className="catalog-card__name">
          <Link className="catalog-card__link" to={`/motorcycle/${id}`}>
            {name}
          </Link>
        </h2>
        <p className="catalog-card__model">{model}</p>
        {description && <p className="catalog-card__description">{description}</p>}
      </div>
    </li>
  );
}

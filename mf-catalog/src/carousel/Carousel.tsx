import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, upTo, useMediaQuery } from 'shared-ui';
import type { Motorcycle } from 'shared-domain';
import { useMoney } from 'shared-auth/api';
import { ChevronIcon } from '../ui/icons';
import { rememberedStart, rememberStart } from './carouselPosition';
import { carouselCapacity, carouselWindow, pictureLoad, stepWindow } from './carouselWindow';
import { MotorcycleCard } from './MotorcycleCard';
import { useSwipe } from './useSwipe';
import './carousel.css';

/** Which cards are shown: "3–5", or "4" for one. */
function shownText(start: number, end: number): string {
  return end - start === 1 ? `${start + 1}` : `${start + 1}–${end}`;
}

interface CarouselProps {
  /** With `quote`, each card also shows its price for the window asked about. */
  motorcycles: (Motorcycle & { quote?: number })[];
  /** The query the cards' links keep (the window asked about), '' for none. */
  linkSearch: string;
}

/**
 * 3 cards at a time on desktop, 1 on phones (up to the medium breakpoint, where the shell also
 * collapses its sidebar); arrows step by one and stop at the ends, and so does a swipe.
 */
function Carousel({ motorcycles, linkSearch }: CarouselProps) {
  const { t } = useTranslation('catalog');
  const phone = useMediaQuery(upTo('medium'));
  const capacity = carouselCapacity(phone);
  const [requestedStart, setRequestedStart] = useState(rememberedStart);
  const count = motorcycles.length;
  // Derived on every render: a shorter list or a wider screen clamps the window by itself.
  const view = carouselWindow(count, capacity, requestedStart);
  const listId = useId();
  const money = useMoney();

  const step = (direction: -1 | 1) => {
    const start = stepWindow(count, capacity, requestedStart, direction);
    setRequestedStart(start);
    rememberStart(start);
  };
  const swipe = useSwipe(step);

  /** The previous (-1) or next (1) arrow, while some cards are out of view. */
  const arrow = (direction: -1 | 1) => {
    const previous = direction === -1;
    const side = previous ? 'previous' : 'next';
    const enabled = previous ? view.hasPrevious : view.hasNext;
    return (
      !view.showsAll && (
        <button
          type="button"
          className={`catalog-carousel__arrow catalog-carousel__arrow--${side}`}
          aria-label={previous ? t('carousel.previous') : t('carousel.next')}
          aria-controls={listId}
          // aria-disabled rather than disabled: a keyboard user stepping to the end keeps focus
          // (shared-ui/README.md, "disabled or aria-disabled").
          aria-disabled={!enabled}
          onClick={() => enabled && step(direction)}
        >
          <ChevronIcon direction={previous ? 'left' : 'right'} />
        </button>
      )
    );
  };

  return (
    <section
      className="catalog-carousel"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
    >
      <div className="catalog-carousel__layout">
        {arrow(-1)}
        <ul id={listId} className="catalog-carousel__track" {...(view.showsAll ? {} : swipe)}>
          {motorcycles.map((motorcycle, index) => (
            <MotorcycleCard
              key={motorcycle.id}
              motorcycle={motorcycle}
              money={money}
              linkSearch={linkSearch}
              inWindow={index >= view.start && index < view.end}
              picture={pictureLoad(index, view, capacity)}
            />
          ))}
        </ul>
        {arrow(1)}
        {!view.showsAll && (
          <p className="catalog-carousel__position" aria-live="polite">
            {t('carousel.position', { shown: shownText(view.start, view.end), total: count })}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * A list's carousel with the states of every list: loading, failed with a Retry (unless `quiet`:
 * the failure is said elsewhere), `empty` when there is none, and, when a refresh failed, the last
 * list still worth showing under a compact Retry.
 */
export function CarouselStates({
  query: { data, isError, refetch },
  empty,
  quiet = false,
  linkSearch,
}: {
  query: {
    data?: CarouselProps['motorcycles'];
    isError: boolean;
    refetch: () => unknown;
  };
  empty: ReactNode;
  quiet?: boolean;
  linkSearch: string;
}) {
  const { t } = useTranslation(['catalog', 'ui']);
  const retry = () => void refetch();
  if (data) {
    if (data.length === 0) return empty;
    return (
      <>
        {isError && <ErrorState compact onRetry={retry} />}
        <Carousel motorcycles={data} linkSearch={linkSearch} />
      </>
    );
  }
  if (isError) return quiet ? null : <ErrorState onRetry={retry} />;
  return <LoadingState text={t('ui:loadingMotorcycles')} />;
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, useLanguage } from 'shared-ui';
import { busySpans, busyText, UPCOMING_DAYS } from './availability';
import type { UpcomingAvailability } from './useAvailability';

interface AvailabilityListProps {
  motorcycleName: string;
  availability: UpcomingAvailability;
}

/**
 * When the chosen Vespa is taken over the coming weeks, as a plain list a keyboard passes over
 * and a screen reader reads item by item (docs/PRODUCT.md, "Bookings": availability). Loading
 * and failure use the kit's states; a failure blocks nothing, since the server decides anyway.
 */
export function AvailabilityList({ motorcycleName, availability }: AvailabilityListProps) {
  const titleId = useId();
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { currentData: data, isError, isFetching, refetch } = availability;
  const weeks = Math.round(UPCOMING_DAYS / 7);
  const failed = isError && !isFetching;

  let body = null;
  if (data) {
    const busy = busySpans(data.busy);
    body =
      busy.length === 0 ? (
        <p className="booking-availability__free">{t('availability.free', { weeks })}</p>
      ) : (
        <>
          <p className="booking-availability__lead">
            {t('availability.lead', { name: motorcycleName, weeks })}
          </p>
          <ul className="booking-availability__list">
            {busy.map((interval) => {
              const { from, to, allDay, spaced, fromValue, toValue } = busyText(interval, language);
              // The dash is read as "to", which screen readers do not say for "–".
              return (
                <li key={interval.start} className="booking-availability__item">
                  <time dateTime={fromValue}>{from}</time>
                  {to !== null && (
                    <>
                      <span aria-hidden="true">{spaced ? ' – ' : '–'}</span>
                      <span className="visually-hidden"> {t('availability.to')} </span>
                      <time dateTime={toValue ?? undefined}>{to}</time>
                    </>
                  )}
                  {allDay && `, ${t('availability.allDay')}`}
                  {interval.workshop && (
                    <>
                      :{' '}
                      <span className="booking-availability__workshop">
                        {t('availability.workshop')}
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
  } else if (!failed) {
    body = <LoadingState text={t('availability.loading')} />;
  }

  return (
    <section className="booking-availability" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-availability__title">
        {t('availability.title')}
      </h2>
      {failed && (
        <ErrorState
          compact
          title={t('availability.failed')}
          hint={t('availability.failedHint')}
          onRetry={() => void refetch()}
        />
      )}
      {body}
    </section>
  );
}

import { useId } from 'react';
import { ErrorState, LoadingState, useLanguage } from 'shared-ui';
import type { Interval } from 'shared-domain';
import { busySpans, busyText } from './availability';
import type { UpcomingAvailability } from './useAvailability';

/** One busy stretch; the dash is read as "to", which screen readers do not say for "–". */
function BusyTime({ interval }: { interval: Interval }) {
  const language = useLanguage();
  const { from, to, allDay, spaced, fromValue, toValue } = busyText(interval, language);
  return (
    <>
      <time dateTime={fromValue}>{from}</time>
      {to !== null && (
        <>
          <span aria-hidden="true">{spaced ? ' – ' : '–'}</span>
          <span className="visually-hidden"> to </span>
          <time dateTime={toValue ?? undefined}>{to}</time>
        </>
      )}
      {allDay && ', all day'}
    </>
  );
}

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
  const { data, isError, isFetching, refetch, days } = availability;
  const weeks = Math.round(days / 7);
  const failed = isError && !isFetching;

  let body = null;
  if (data) {
    const busy = busySpans(data.busy);
    body =
      busy.length === 0 ? (
        <p className="booking-availability__free">Free for the next {weeks} weeks</p>
      ) : (
        <>
          <p className="booking-availability__lead">
            The {motorcycleName} is booked at these times over the next {weeks} weeks (local time):
          </p>
          <ul className="booking-availability__list">
            {busy.map((interval) => (
              <li key={interval.start} className="booking-availability__item">
                <BusyTime interval={interval} />
                {interval.workshop && (
                  <>
                    : <span className="booking-availability__workshop">In the workshop</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      );
  } else if (!failed) {
    body = <LoadingState text="Loading... when this Vespa is taken" />;
  }

  return (
    <section className="booking-availability" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-availability__title">
        When this Vespa is taken
      </h2>
      {failed && (
        <ErrorState
          compact
          title="Its bookings could not be loaded"
          hint="You can still book: the time is checked when you press Book Now."
          onRetry={() => void refetch()}
        />
      )}
      {body}
    </section>
  );
}

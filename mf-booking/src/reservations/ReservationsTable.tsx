import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  EmptyState,
  QueryState,
  RequestOutcome,
  ShowMore,
  useLanguage,
} from 'shared-ui';
import { bookingTimeText } from 'shared-domain';
import { ReservationRows } from './ReservationRows';
import { useGetReservationsInfiniteQuery } from './reservationsApi';
import { useCancelReservation } from './useCancelReservation';

/**
 * The rider's own bookings, upcoming first, with the loading, error and empty states of every
 * list; earlier rides a page at a time on request; and a Cancel on each that has not started:
 * YES / NO first, then the server's message above the list, the row gone at once
 * (docs/PRODUCT.md, "Bookings": cancelling).
 */
export function ReservationsTable() {
  const { t } = useTranslation(['booking', 'ui']);
  const language = useLanguage();
  const list = useGetReservationsInfiniteQuery();
  const data = useMemo(() => list.data?.pages.flatMap((page) => page.data), [list.data]);
  const outcome = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // With the row gone and no other Cancel left: the table, or the outcome once nothing is listed.
  const focusFallback = useCallback(() => (region.current ?? outcome.current)?.focus(), []);
  const flow = useCancelReservation(data, focusFallback);
  const { status, target } = flow;

  let body;
  if (data && data.length === 0) {
    body = (
      <EmptyState
        title={t('ui:noReserves.title')}
        hint={
          // The link ends the sentence in every language the product speaks: no markup in a
          // catalogue (react-i18next's Trans is not among the shared exports the shell provides).
          <>
            {t('reservations.emptyHint')}{' '}
            <Link to="/reserve/new">{t('reservations.emptyLink')}</Link>.
          </>
        }
      />
    );
  } else if (data) {
    body = (
      <>
        <ReservationRows reservations={data} flow={flow} regionRef={region} />
        <ShowMore
          label={t('reservations.more')}
          list={list}
          count={data.length}
          loadedText={(added, shown) => t('reservations.loaded', { count: added, shown })}
          endText={t('reservations.end')}
        />
      </>
    );
  } else {
    body = <QueryState query={list} loadingText={t('reservations.loading')} />;
  }

  return (
    <>
      <div className="booking-reservations__outcome" ref={outcome} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>
      {body}
      <ConfirmDialog
        open={target !== null}
        question={t('cancel.question')}
        onYes={() => void flow.yes()}
        onNo={flow.no}
      >
        {target && (
          <p>
            <strong>{target.motorcycle_name}</strong>{' '}
            {t('cancel.details', {
              city: target.city,
              start: bookingTimeText(target.date, target.duration, language).start,
            })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

import { useId, type MouseEvent } from 'react';
import {
  ConfirmDialog,
  describeRequest,
  EmptyState,
  errorMessage,
  ErrorState,
  LoadingState,
  MessageBox,
  NO_RESERVES,
  RequestOutcome,
} from 'shared-auth';
import {
  bookingStartParts,
  bookingTimeText,
  formatUSD,
  hasStarted,
  hoursText,
  type AdminReservation,
} from 'shared-domain';
import {
  useCancelReservationAsAdminMutation,
  useGetAdminReservationsQuery,
} from './adminReservationsApi';
import { mailtoHref } from './mailto';
import type { AdminReservationsQuery } from './reservationFilter';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { instantText } from './reservationTime';

/** What a Cancel button says to a screen reader: whose ride, on what, when. */
function describe(reservation: AdminReservation): string {
  return `${reservation.user.name}'s ${reservation.motorcycle_name} on ${bookingTimeText(reservation.date, reservation.duration).start}`;
}

/** A 4xx answer with the api's sentences: the filters were refused, asking again won't help. */
function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}

interface Props {
  query: AdminReservationsQuery;
  /** Whether any filter is set, to word the empty state. */
  filtered: boolean;
}

/**
 * Every reservation the filters select, with the rider, the motorcycle, when, how long, the total
 * and the status; a Cancel for each confirmed one that has not started, behind a YES/NO question
 * (docs/PRODUCT.md, "Cancelling"). The server's answer shows above the list, which then refreshes.
 */
export function AdminReservationsList({ query, filtered }: Props) {
  // Riders book all the time: every visit asks again instead of trusting the cache.
  const list = useGetAdminReservationsQuery(query, { refetchOnMountOrArgChange: true });
  const [cancelReservation, request] = useCancelReservationAsAdminMutation();
  const status = describeRequest(request, 'Cancelling...');
  const cancellingId = status.loading ? request.originalArgs : undefined;

  const { target, ask, no, yes, result } = useConfirmedAction<AdminReservation>(
    (id) => cancelReservation(id),
    status.loading,
  );

  const data = list.currentData;
  let body;
  if (data) {
    body = (
      <>
        {list.isError && !list.isFetching && (
          <ErrorState compact onRetry={() => void list.refetch()} />
        )}
        {data.length === 0 ? (
          <EmptyState
            {...NO_RESERVES}
            hint={
              filtered
                ? 'No reservation matches these filters.'
                : "Riders' bookings show here as soon as they are made."
            }
          />
        ) : (
          <ReservationsTable
            reservations={data}
            // Whether a ride has started is judged as of the answer (a render must not read the
            // clock); one that starts meanwhile is refused by the api, and the list refreshes.
            asOf={list.fulfilledTimeStamp ?? 0}
            cancellingId={cancellingId}
            busy={status.loading}
            pendingText={status.message}
            onCancel={ask}
          />
        )}
      </>
    );
  } else if (list.isError && !list.isFetching) {
    body = isRefusal(list.error) ? (
      <MessageBox message={errorMessage(list.error)} error />
    ) : (
      <ErrorState onRetry={() => void list.refetch()} />
    );
  } else {
    body = <LoadingState text="Loading... the reservations" />;
  }

  return (
    <>
      <div className="admin-reservations__result" ref={result} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>

      {body}

      <ConfirmDialog
        open={target !== null}
        question="Cancel this reservation?"
        onYes={() => void yes()}
        onNo={no}
      >
        {target && (
          <p>
            The booking of <strong>{target.user.name}</strong> ({target.motorcycle_name},{' '}
            {target.city}, {bookingTimeText(target.date, target.duration).start}) will be cancelled
            and its time freed for other riders.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The day kept on one line, the time of a several-days booking under it. */
function StartTime({ date }: { date: string }) {
  const { day, time } = bookingStartParts(date);
  return (
    <time dateTime={date}>
      <span className="admin-reservations__day">{day}</span>
      {time && (
        <>
          {' '}
          <span className="admin-reservations__time">at {time}</span>
        </>
      )}
    </time>
  );
}

interface TableProps {
  reservations: AdminReservation[];
  /** Epoch ms at which the list was read. */
  asOf: number;
  cancellingId: number | undefined;
  busy: boolean;
  pendingText: string | string[];
  onCancel: (reservation: AdminReservation) => (event: MouseEvent<HTMLButtonElement>) => void;
}

const STATUS_TEXT: Record<AdminReservation['status'], string> = {
  confirmed: 'Confirmed',
  out: 'Out',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

const COLUMNS = ['Rider', 'Motorcycle', 'City', 'Start', 'Duration', 'Total', 'Status'] as const;

/**
 * The table. On a phone each row becomes a card whose cells carry their own (visual) labels;
 * the roles are written out because some browsers drop a table's semantics once CSS changes how
 * its parts are displayed.
 */
function ReservationsTable({
  reservations,
  asOf,
  cancellingId,
  busy,
  pendingText,
  onCancel,
}: TableProps) {
  const captionId = useId();
  const count = reservations.length;
  const summary = `${count} ${count === 1 ? 'reservation' : 'reservations'}, earliest first`;
  const label = (text: string) => (
    <span className="admin-reservations__label" aria-hidden="true">
      {text}
    </span>
  );
  return (
    // Scrolls sideways if a screen is too narrow for the table; focusable so the keyboard can
    // scroll it too.
    <div
      className="admin-reservations__scroll"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="admin-reservations__table" role="table">
        <caption id={captionId}>{summary}</caption>
        <thead className="admin-reservations__head" role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                role="columnheader"
                className={
                  column === 'Duration' || column === 'Total'
                    ? 'admin-reservations__number'
                    : undefined
                }
              >
                {column}
              </th>
            ))}
            <th scope="col" role="columnheader">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {reservations.map((reservation) => {
            const cancelled = reservation.status === 'cancelled';
            // Only a confirmed ride that has not started: one handed over cannot be cancelled.
            const cancellable =
              reservation.status === 'confirmed' && !hasStarted(reservation.date, new Date(asOf));
            const cancelling = reservation.id === cancellingId;
            return (
              <tr
                key={reservation.id}
                role="row"
                className={
                  cancelled
                    ? 'admin-reservations__row admin-reservations__row--cancelled'
                    : 'admin-reservations__row'
                }
              >
                <td role="cell" className="admin-reservations__rider">
                  {label('Rider')}
                  <span className="admin-reservations__name">{reservation.user.name}</span>
                  <a
                    className="admin-reservations__email"
                    href={mailtoHref(reservation.user.email)}
                  >
                    {reservation.user.email}
                  </a>
                </td>
                <td role="cell">
                  {label('Motorcycle')}
                  {reservation.motorcycle_name}
                </td>
                <td role="cell">
                  {label('City')}
                  {reservation.city}
                </td>
                <td role="cell">
                  {label('Start')}
                  <StartTime date={reservation.date} />
                </td>
                <td role="cell" className="admin-reservations__number">
                  {label('Duration')}
                  {hoursText(reservation.duration)}
                </td>
                <td role="cell" className="admin-reservations__number">
                  {label('Total')}
                  {formatUSD(reservation.total)}
                </td>
                <td role="cell">
                  {label('Status')}
                  <span
                    className={`admin-reservations__status admin-reservations__status--${reservation.status}`}
                  >
                    {STATUS_TEXT[reservation.status]}
                  </span>
                  {cancelled && reservation.cancelled_at && (
                    <>
                      {' '}
                      <span className="admin-reservations__when">
                        on{' '}
                        <time dateTime={reservation.cancelled_at}>
                          {instantText(reservation.cancelled_at)}
                        </time>
                      </span>
                    </>
                  )}
                </td>
                <td role="cell" className="admin-reservations__action">
                  {cancellable && (
                    <button
                      type="button"
                      className="button button--secondary admin-reservations__cancel"
                      aria-label={`${cancelling ? 'Cancelling' : 'Cancel'} ${describe(reservation)}`}
                      // Every row waits while one cancel runs; the pressed button keeps its
                      // focus (shared-auth/README.md, "disabled or aria-disabled").
                      aria-disabled={busy || undefined}
                      onClick={onCancel(reservation)}
                    >
                      {cancelling ? pendingText : 'Cancel'}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

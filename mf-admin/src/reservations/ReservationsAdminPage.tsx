import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeRequest } from 'shared-auth';
import { useShopTimeZone } from 'shared-auth/api';
import { ConfirmDialog, EmptyState, RefreshFailed, RequestOutcome } from 'shared-ui';
import { bookingTimeText, type AdminReservation } from 'shared-domain';
import { useCancelReservationAsAdminMutation } from '../api/cancelReservationApi';
import { RideDialog } from '../desk/RideDialog';
import { useDeskNotice } from '../desk/useDeskNotice';
import { AdminPage } from '../ui/AdminPage';
import { ApiQueryState } from '../ui/ApiQueryState';
import { MoreReservations } from '../ui/MoreReservations';
import { ReasonField } from '../ui/ReasonField';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { filterFromSearch, isFiltered, searchOf } from './reservationFilter';
import { ReservationFilters } from './ReservationFilters';
import { ReservationsTable } from './ReservationsTable';
import { useReservationPages } from './useReservationPages';
import '../desk/desk.css';
import './reservations.css';

/**
 * /admin/reservations: exposed as './ReservationsAdminPage'; the shell shows it to administrators
 * only. The fleet's schedule (docs/PRODUCT.md, "The fleet's schedule"): every reservation the
 * filters select, a page at a time (Show more), with the rider, the motorcycle, when, how long,
 * the total and the status; a Cancel for each confirmed one that has not started, behind a YES/NO
 * question (docs/PRODUCT.md, "Cancelling"); Open shows a ride with its desk actions, as Today
 * does. The server's answer shows above the list, which then refreshes every page it shows.
 */
export default function ReservationsAdminPage() {
  const { t } = useTranslation(['admin', 'ui']);
  // The filters and the pages shown live in the address, so a reload, a shared link or Back
  // shows the same list. Applying filters is a new history entry and starts at the first page
  // again; another page shown only replaces the address (Back leaves the list rather than taking
  // a page away): ./useReservationPages.ts.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  // Asked for at once, beside the list, not once its table (which shows times on the shop's
  // clock) mounts: a request started after the rows would come one round trip later
  // (src/earlyCalls.ts).
  useShopTimeZone();
  const { list, rows, more } = useReservationPages(filter);
  const [cancelReservation, request] = useCancelReservationAsAdminMutation();
  const status = describeRequest(request, t('cancel.pending'));
  const cancellingId = status.loading ? request.originalArgs?.id : undefined;
  const [reason, setReason] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  // The ride's row may leave the list (a filter on its status): the focus goes to what was said.
  const { say, notice } = useDeskNotice();
  const opened = rows?.find(({ id }) => id === openId) ?? null;

  const { target, ask, no, yes, result } = useConfirmedAction<AdminReservation>(
    ({ id }) => cancelReservation({ id, reason }),
    status.loading,
  );
  // Each question starts with no reason: one written for another ride is not this one's.
  const answer = (reply: () => unknown) => () => {
    setReason('');
    void reply();
  };

  let body;
  if (rows) {
    body = (
      <>
        {/* A refresh failed; the rows shown are still worth reading. */}
        <RefreshFailed query={list} />
        {rows.length === 0 ? (
          <EmptyState
            title={t('ui:noReserves.title')}
            hint={
              filter.reference
                ? t('reservations.noReference', { reference: filter.reference })
                : isFiltered(filter)
                  ? t('reservations.noMatch')
                  : t('reservations.noneYet')
            }
          />
        ) : (
          <>
            <ReservationsTable
              reservations={rows}
              complete={!list.hasNextPage}
              // Whether a ride has started is judged as of the answer (a render must not read
              // the clock); one that starts meanwhile is refused by the api, and the list
              // refreshes.
              asOf={list.fulfilledTimeStamp ?? 0}
              cancellingId={cancellingId}
              busy={status.loading}
              pendingText={status.message}
              onCancel={ask}
              onOpen={(reservation) => setOpenId(reservation.id)}
            />
            <MoreReservations list={list} count={rows.length} onMore={more} />
          </>
        )}
      </>
    );
  } else {
    body = <ApiQueryState query={list} loadingText={t('reservations.loading')} />;
  }

  return (
    <AdminPage wide title={t('reservations.title')} lead={t('reservations.lead')}>
      <ReservationFilters
        filter={filter}
        onApply={(next) => void navigate({ search: searchOf(next) })}
        // A deleted motorcycle is no longer in the catalogue's select; its reservations still
        // name it.
        chosenName={filter.motorcycle_id ? rows?.[0]?.motorcycle_name : undefined}
      />
      <div className="admin-reservations__result" ref={result} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>
      {notice}

      {body}

      <RideDialog
        reservation={opened}
        motorcycleName={opened?.motorcycle_name ?? ''}
        asOf={list.fulfilledTimeStamp ?? 0}
        onClose={() => setOpenId(null)}
        onDone={say}
      />
      <ConfirmDialog
        open={target !== null}
        question={t('reservations.cancel.question')}
        onYes={answer(yes)}
        onNo={answer(no)}
        field={target && <ReasonField value={reason} onChange={setReason} />}
      >
        {target && (
          <p>
            {t('reservations.cancel.before')} <strong>{target.user.name}</strong>{' '}
            {t('reservations.cancel.after', {
              ride: `${target.motorcycle_name}, ${target.city}, ${bookingTimeText(target.date, target.duration).start}`,
            })}
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}

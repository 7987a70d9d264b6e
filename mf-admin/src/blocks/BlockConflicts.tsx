import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { describeRequest } from 'shared-auth';
import { PendingButton, RequestOutcome } from 'shared-ui';
import type { AdminReservation } from 'shared-domain';
import { useCancelReservationAsAdminMutation } from '../api/cancelReservationApi';
import { capitalized, reservationInterval, spanText, statusName } from '../desk/deskText';
import type { AdminT } from '../ui/i18n';

/** The reservations a 409 names, when it names them (a block over a block names none). */
export function conflictsOf(error: unknown): AdminReservation[] {
  const conflicts = (error as { data?: { conflicts?: unknown } } | null)?.data?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as AdminReservation[]) : [];
}

/** "Rita Rider, Tuesday, December 3, 10:00 to 13:00, Rome" */
function conflictText(t: AdminT, reservation: AdminReservation): string {
  const interval = reservationInterval(reservation);
  const when = interval ? spanText(t, interval) : reservation.date;
  return `${reservation.user.name}, ${when}, ${reservation.city}`;
}

/**
 * The rides that stand in the way of a workshop block, each with what can be done about it: a
 * confirmed one can be cancelled here (the rider's time is freed; tell them), one that is out
 * must be taken back first. Then the block can be asked for again.
 */
export function BlockConflicts({ conflicts }: { conflicts: AdminReservation[] }) {
  const { t } = useTranslation('admin');
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(new Set());
  const [cancel, request] = useCancelReservationAsAdminMutation();
  const status = describeRequest(request, t('cancel.pending'));
  const cancelledWord = capitalized(statusName(t, 'cancelled'));

  const cancelOne = async (id: number) => {
    if (status.loading) return;
    const result = await cancel({ id });
    if (result.data) setCancelled((done) => new Set(done).add(id));
  };

  return (
    <div className="admin-block-conflicts">
      <RequestOutcome status={status} />
      <ul className="admin-block-conflicts__list" aria-label={t('block.conflicts')}>
        {conflicts.map((reservation) => {
          const text = conflictText(t, reservation);
          let action;
          if (cancelled.has(reservation.id)) {
            action = <span className="admin-status admin-status--cancelled">{cancelledWord}</span>;
          } else if (reservation.status === 'out') {
            action = <span className="admin-block-conflicts__out">{t('block.conflict.out')}</span>;
          } else {
            const busy = status.loading && request.originalArgs?.id === reservation.id;
            action = (
              <PendingButton
                className="button button--secondary"
                aria-label={
                  busy
                    ? t('block.conflict.cancelling', { text })
                    : t('block.conflict.cancel', { text })
                }
                pending={status.loading}
                onClick={() => void cancelOne(reservation.id)}
              >
                {busy ? t('cancel.pending') : t('reservations.cancel')}
              </PendingButton>
            );
          }
          return (
            <li key={reservation.id} className="admin-block-conflicts__item">
              <span>{text}</span>
              {action}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

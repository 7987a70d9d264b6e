import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import type { Locale } from '../../lib/i18n';
import type { Verdict } from '../../plugins/limiter-store';
import { appendAudit } from '../audit';
import { ridesToTell, tellCancelled } from './cancel-notices';

export type CancelOutcome =
  | { kind: 'cancelled' }
  | { kind: 'not-found' }
  | { kind: 'started' }
  | { kind: 'handed-over' }
  | { kind: 'limited'; verdict: Exclude<Verdict, { kind: 'allowed' }> };

/**
 * Cancels a reservation that stands, keeping its row. `userId` limits it to the rider's own; null
 * lets an administrator cancel anyone's. `startedBefore` refuses one that has started (null: the
 * desk may release a rider who never came). One that was handed over can no longer be cancelled;
 * its row is locked first, so a hand-over racing this cancel leaves exactly one of them done.
 * The rider is mailed booking-cancelled in the same transaction: cancelled by themselves, or by
 * the shop (an administrator cancelling someone else's ride) with the shop's reason if given;
 * the shop's cancel is written to the audit trail too.
 */
export async function cancelReservation(
  database: Database,
  id: number,
  options: {
    userId: number | null;
    /** Now on the shop's wall clock: a reservation that starts then or earlier has started. */
    startedBefore: number | null;
    /**
     * Counts a cancellation of the caller's own reservation against their hourly budget, once
     * it is sure to happen (an administrator cancelling a rider's is not counted; the desk
     * passes none).
     */
    countOwn?: { callerId: number; count: () => Promise<Verdict> };
    /** Who asked, the shop's reason (kept only when the shop cancels), the request's language. */
    notice: { callerId: number; reason: string | null; locale: Locale };
  },
): Promise<CancelOutcome> {
  return writeTransaction(database, async (trx) => {
    const row = await trx
      .selectFrom('reservations')
      .select(['start_at', 'picked_up_at', 'user_id'])
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .$if(options.userId !== null, (query) =>
        query.where('user_id', '=', options.userId as number),
      )
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    if (row.picked_up_at !== null) return { kind: 'handed-over' };
    if (options.startedBefore !== null && Number(row.start_at) <= options.startedBefore) {
      return { kind: 'started' };
    }
    if (options.countOwn && row.user_id === options.countOwn.callerId) {
      const verdict = await options.countOwn.count();
      if (verdict.kind !== 'allowed') return { kind: 'limited', verdict };
    }
    await trx
      .updateTable('reservations')
      .set({ cancelled_at: Date.now() })
      .where('id', '=', id)
      .execute();
    const byRider = row.user_id === options.notice.callerId;
    if (!byRider) {
      await appendAudit(trx, {
        actorId: options.notice.callerId,
        action: 'reservation.cancel',
        subject: { type: 'reservation', id },
        before: { status: 'confirmed' },
        after: { status: 'cancelled', reason: options.notice.reason },
      });
    }
    await tellCancelled(
      trx,
      await ridesToTell(trx, [id]),
      byRider ? { cause: 'rider' } : { cause: 'shop', reason: options.notice.reason },
      options.notice.locale,
    );
    return { kind: 'cancelled' };
  });
}

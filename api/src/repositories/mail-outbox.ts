import type { Kysely } from 'kysely';
import { AWAITED_KINDS } from '../mail/outbox';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { type Keyset, keysetPage } from './reservations/pages';

/**
 * Takes up to `limit` due mails in one short transaction, leasing each until `leaseUntil` and
 * counting the attempt, so another instance (or this one's next poll) skips them while they are
 * being sent. PostgreSQL skips rows another instance is leasing at this moment (SKIP LOCKED);
 * SQLite's writers take turns (BEGIN IMMEDIATE), so the second finds them leased. A mail somebody
 * is waiting for (AWAITED_KINDS) comes first, then the others in the order they fell due.
 */
export async function claimDueMails(
  database: Database,
  { now, leaseUntil, limit }: { now: number; leaseUntil: number; limit: number },
) {
  return writeTransaction(database, async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy((eb) => eb.case().when('kind', 'in', AWAITED_KINDS).then(0).else(1).end())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(database.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    if (due.length === 0) return [];
    const claimed = await trx
      .updateTable('mail_outbox')
      .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'kind', 'recipient', 'locale', 'mail_values', 'attempts', 'created_at'])
      .execute();
    // An UPDATE returns its rows in no particular order: they are sent in the order chosen above.
    const place = new Map(due.map((row, index) => [row.id, index]));
    return claimed.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  });
}

/** A mail the sender has leased: nobody else sends it until `next_attempt_at` passes. */
export type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

export async function markSent(db: Kysely<Tables>, id: number, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again from `nextAttemptAt`, or given up for good (`failed`). */
export async function markAttemptFailed(
  db: Kysely<Tables>,
  id: number,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: number | null },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      nextAttemptAt === null
        ? { status: 'failed', last_error: error }
        : { next_attempt_at: nextAttemptAt, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}

/** The outbox as the owner sees it: one status, newest first, a page after `after`. */
export async function listMails(
  db: Kysely<Tables>,
  status: 'pending' | 'sent' | 'failed',
  bounds: { limit: number; after: Keyset | null },
) {
  const query = db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('status', '=', status);
  const page = await keysetPage(
    query,
    ['created_at', 'id'],
    'desc',
    bounds,
    (row) => row.created_at,
  );
  return {
    rows: page.rows.map((row) => ({
      ...row,
      created_at: new Date(Number(row.created_at)).toISOString(),
      sent_at: row.sent_at === null ? null : new Date(Number(row.sent_at)).toISOString(),
    })),
    next: page.next,
  };
}

/**
 * The owner's "send again": a failed mail becomes pending and due at `now`, so the sender tries it
 * once more (still 3 days past its writing, it is failed again if that attempt fails too). False
 * when no failed mail has this id.
 */
export async function retryFailedMail(db: Kysely<Tables>, id: number, now: number) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

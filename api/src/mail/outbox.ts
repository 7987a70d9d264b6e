import type { Insertable, Kysely } from 'kysely';
import type { MailOutboxTable } from '../db/account-tables';
import type { LedgerLine } from 'shared-domain';
import { prepared } from '../db/prepared';
import { afterCommit } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import type { Locale } from '../lib/i18n';

/**
 * A ride as its mails tell it (templates/ride.tsx); `reservationId` also finds the ride when the
 * mail is sent, to attach its calendar file (./render.ts).
 */
export interface RideMailValues {
  name: string;
  reservationId: number;
  motorcycle: string;
  /** As booked: `YYYY-MM-DD` (a whole day) or `YYYY-MM-DDTHH:mm`, on the shop's clock. */
  date: string;
  /** Hours. */
  duration: number;
  totalCents: number;
  /** PUBLIC_URL/reservations/<id>: the confirmation page. */
  link: string;
}

/**
 * What each kind of mail needs to be written, by kind; the kind is also its X-Vespa-Mail header
 * (api/README.md, "Mail"). A new kind adds its entry here and its template in mail/templates/.
 */
export interface MailValues {
  'password-reset': { name: string; link: string };
  'password-changed': { name: string };
  'email-changed': { name: string; newEmail: string };
  /**
   * Two-factor sign-in turned off: by the account itself (`DELETE /me/2fa`) or by an owner
   * (`DELETE /admin/people/:id/2fa`); `setUpAgain`: the shop requires it of them, so they set it up
   * again at their next sign-in.
   */
  'two-factor-off': { name: string; by: 'self' | 'owner'; setUpAgain: boolean };
  'account-deleted': { name: string };
  /** `link` sets a new account's first password; null: an existing rider was promoted. */
  'staff-invitation': { name: string; role: 'staff' | 'owner'; link: string | null };
  /** A walk-in rider's account opened at the desk: `link` sets its first password. */
  'rider-invitation': { name: string; link: string };
  'booking-confirmed': RideMailValues;
  'ride-reminder': RideMailValues;
  'booking-cancelled': {
    name: string;
    motorcycle: string;
    /** The ride as booked: a day (`YYYY-MM-DD`) or a start (`YYYY-MM-DDTHH:mm`), and its hours. */
    date: string;
    duration: number;
    cause: CancelCause;
    /** The shop's own words, when it gave some (cause `shop`). */
    reason: string | null;
  };
  'return-receipt': {
    name: string;
    motorcycle: string;
    /** Instants (epoch ms), shown on the shop's clock. */
    outAt: number;
    backAt: number;
    km: number;
    lateMinutes: number;
    damage: string | null;
    note: string | null;
    /**
     * The ride's money as the take-back left it: its lines that count (no void, none voided), in
     * the shop's currency, the balance and the deposit still held. Absent from receipts queued
     * before the desk took money.
     */
    lines?: Pick<LedgerLine, 'kind' | 'amount' | 'method' | 'note'>[];
    balance?: number;
    depositHeld?: number;
  };
}

/** Who ended a ride before it began, as booking-cancelled tells its rider. */
export type CancelCause = 'rider' | 'shop' | 'account-deleted' | 'scooter-removed';

export type MailKind = keyof MailValues;

/**
 * The mails somebody is waiting for on a screen, sent before the others that are due: a password
 * reset must not queue behind a morning's booking confirmations (repositories/mail-outbox.ts); a
 * walk-in rider may be standing at the desk while their invitation comes.
 */
export const AWAITED_KINDS: readonly MailKind[] = [
  'password-reset',
  'staff-invitation',
  'rider-invitation',
];

export interface OutgoingMail<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  locale: Locale;
  values: MailValues[K];
}

/**
 * The mail sender of each database handle (plugins/mail.ts): a commit nudges its own instance's
 * sender only, since two instances in one process (tests) must not run each other's senders.
 */
const senders = new WeakMap<Database, () => void>();

/** Has `nudge` called after each commit through `database` that wrote a mail; returns its stop. */
export function nudgeWhenMailDue(database: Database, nudge: () => void): () => void {
  senders.set(database, nudge);
  return () => void senders.delete(database);
}

const nudgeSender = (database: Database) => senders.get(database)?.();

/** A new row of the outbox: what to write and to whom, due at once. */
type NewMail = Pick<
  Insertable<MailOutboxTable>,
  'kind' | 'recipient' | 'locale' | 'mail_values' | 'next_attempt_at' | 'created_at'
>;

// Every booking writes one: compiled once (db/prepared.ts).
const insertMail = prepared((db: Kysely<Tables>, mail: NewMail) =>
  db.insertInto('mail_outbox').values({ ...mail, last_error: null, sent_at: null }),
);

/**
 * Writes a mail to the outbox. Pass the transaction of the change that causes it, so the mail
 * exists exactly when the change does; when it is a write transaction (db/transaction.ts), the
 * instance's sender is nudged once it has committed, so no route can forget. Written outside one
 * (the tests), it waits for the next run.
 */
export async function enqueueMail<K extends MailKind>(
  db: Kysely<Tables>,
  mail: OutgoingMail<K>,
  now = Date.now(),
): Promise<void> {
  await insertMail(db, {
    kind: mail.kind,
    recipient: mail.to,
    locale: mail.locale,
    mail_values: JSON.stringify(mail.values),
    next_attempt_at: now,
    created_at: now,
  });
  afterCommit(nudgeSender);
}

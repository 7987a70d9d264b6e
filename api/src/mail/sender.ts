import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { wallClockNow } from 'shared-domain';
import type { Database } from '../db/types';
import type { MailConfig } from '../mail-settings';
import {
  claimDueMails,
  type ClaimedMail,
  markAttemptFailed,
  markSent,
} from '../repositories/mail-outbox';
import { writeDueReminders } from '../repositories/reminders';
import type { ShopConfiguration } from '../repositories/shop';
import { composeMail } from './render';

/** The retries while SMTP is down or refuses (api/README.md, "Mail"). */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** While one instance sends a mail nobody else takes it: longer than the SMTP timeouts below. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

/** How long after its `attempts`-th failed attempt a mail is tried again: 30 s, doubling to 1 h. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The mail settings, SMTP_URL set (each run first writes the reminders due REMINDER_HOURS_BEFORE
 * hours ahead), and what the runs read.
 */
export interface SenderOptions extends MailConfig {
  smtpUrl: string;
  database: Database;
  shop: ShopConfiguration;
  now: () => Date;
  /** PUBLIC_URL, the base of the reminders' links. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The outbox's sender, one per api instance: each run writes the ride reminders that are due
 * (repositories/reminders.ts), then claims the due mails (leased, so in a cluster each goes out
 * once), sends them, and marks each sent, to be tried again, or failed after GIVE_UP_AFTER_MS.
 * A run follows every nudge and every `pollMs`.
 */
export function startMailSender(options: SenderOptions) {
  const { database, from, now, log } = options;
  // Bounded waits, so an SMTP server that hangs fails the attempt well within the lease.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  let stopped = false;
  let queued: Promise<void> | null = null;
  let last: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function send(mail: ClaimedMail, at: number): Promise<void> {
    try {
      const message = await composeMail(mail, { db: database.db, shop: options.shop, now: now() });
      await transport.sendMail({ from, to: mail.recipient, ...message });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = at - Number(mail.created_at) >= GIVE_UP_AFTER_MS;
      const nextAttemptAt = givenUp ? null : at + retryDelay(mail.attempts);
      log.warn({ mailId: mail.id, kind: mail.kind, givenUp }, `mail not sent: ${message}`);
      await markAttemptFailed(database.db, mail.id, { error: message, nextAttemptAt });
      return;
    }
    await markSent(database.db, mail.id, now().getTime());
  }

  async function run(): Promise<void> {
    const started = now();
    await writeDueReminders(database, {
      wallNow: wallClockNow(started, options.shop.shopTimeZone),
      hoursBefore: options.reminderHoursBefore,
      now: started.getTime(),
      publicUrl: options.publicUrl,
    });
    while (!stopped) {
      const at = now().getTime();
      const claimed = await claimDueMails(database, {
        now: at,
        leaseUntil: at + LEASE_MS,
        limit: BATCH,
      });
      for (const mail of claimed) await send(mail, at);
      if (claimed.length < BATCH) return;
    }
  }

  /** Sends everything due now; resolves when done (a run already going finishes first). */
  function sendDue(): Promise<void> {
    if (queued) return queued;
    const next = last.then(() => {
      queued = null;
      return run();
    });
    queued = next;
    // A run that fails (the database away) is logged; the next nudge or poll tries again.
    last = next.catch((error: unknown) => log.error({ err: error }, 'mail sender run failed'));
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void sendDue()
        .catch(() => undefined)
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();

  return {
    /** Sends what is due now, soon: called after a commit that wrote a mail. */
    nudge: () => void sendDue().catch(() => undefined),
    sendDue,
    /** Stops the poll and waits for the run under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await last;
      transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof startMailSender>;

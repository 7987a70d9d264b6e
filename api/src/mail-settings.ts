import { type Env, setting } from './env';

// How mail goes out (api/README.md, "Mail" and "Environment"): checked at start, and a wrong
// setting stops the api in one line that never repeats SMTP_URL, which holds a password.

export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL); null: mails wait in the outbox. */
  smtpUrl: string | null;
  /** The From of every mail (MAIL_FROM). */
  from: string;
  /** How often each instance looks for mails that are due (retries, other instances' mails). */
  pollMs: number;
  /** How many hours before a ride its reminder goes out (REMINDER_HOURS_BEFORE). */
  reminderHoursBefore: number;
}

export function mailSettings(vars: Env): MailConfig {
  return {
    smtpUrl: setting(vars, 'SMTP_URL', null),
    // Outside production only: production requires MAIL_FROM (src/env.ts).
    from: vars.MAIL_FROM ?? 'Vespa Rentals <rentals@localhost>',
    pollMs: 10_000,
    reminderHoursBefore: vars.REMINDER_HOURS_BEFORE,
  };
}

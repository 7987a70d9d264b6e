import type { Env } from './env';

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

export const MAIL_DEFAULTS = {
  /** Outside production only: production requires MAIL_FROM (src/env.ts). */
  from: 'Vespa Rentals <rentals@localhost>',
  pollMs: 10_000,
};

/** SMTP_URL, checked whole here so nodemailer never meets a malformed one. */
function parseSmtpUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url === null || url.hostname === '') {
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://…');
  }
  return value;
}

export function mailSettings(
  vars: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'REMINDER_HOURS_BEFORE'>,
): MailConfig {
  return {
    smtpUrl: parseSmtpUrl(vars.SMTP_URL),
    from: vars.MAIL_FROM ?? MAIL_DEFAULTS.from,
    pollMs: MAIL_DEFAULTS.pollMs,
    reminderHoursBefore: vars.REMINDER_HOURS_BEFORE,
  };
}

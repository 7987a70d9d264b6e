import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP connection of SMTP_URL (`smtp://user:pass@host:port`, `smtps://…`). Bounded waits, so
 * an SMTP server that hangs fails the attempt well within the sender's lease (./sender.ts).
 */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../../src/config';
import { freePort } from './free-port';
import { type TestServer, startApp, TEST_MAIL_FROM } from './helpers';

/**
 * A real SMTP server (smtp-server), which the api reaches with the same nodemailer transport as
 * in production: every mail it accepts is parsed (mailparser) and kept, in order.
 */
export interface TestMailbox {
  port: number;
  /** SMTP_URL for the api. */
  url: string;
  /** Every mail accepted so far. */
  received: ParsedMail[];
  /** The first mail not yet taken (by `next` or `nextTo`), once it has arrived. */
  next(): Promise<ParsedMail>;
  /**
   * The first mail to `address` not yet taken, once it has arrived; of one kind (its
   * X-Vespa-Mail) when `kind` is given, so a test about one mail ignores the others a rider gets
   * (a booking's confirmation, say).
   */
  nextTo(address: string, kind?: string): Promise<ParsedMail>;
  /** While set, every mail is refused with a temporary error (451). */
  refusing: boolean;
  /**
   * Holds the next mails mid-transfer until `release`: `started` resolves once one is held, so
   * a test can act while the api is in the middle of sending.
   */
  hold(): { started: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** Listens on `port` (a free one when unset): a mailbox can come up where one was missing. */
export async function startMailbox(port?: number): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiting: { wants: (mail: ParsedMail) => boolean; take: (mail: ParsedMail) => void }[] = [];
  const take = (wants: (mail: ParsedMail) => boolean): Promise<ParsedMail> => {
    const mail = received.find((candidate) => !taken.has(candidate) && wants(candidate));
    if (mail) {
      taken.add(mail);
      return Promise.resolve(mail);
    }
    return new Promise((resolve) => waiting.push({ wants, take: resolve }));
  };
  const mailbox: TestMailbox = {
    port: port ?? (await freePort()),
    url: '',
    received,
    refusing: false,
    next: () => take(() => true),
    nextTo: (address, kind) =>
      take((mail) => recipient(mail) === address && (kind === undefined || kindOf(mail) === kind)),
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      const started = new Promise<void>((resolve) => {
        onHeld = resolve;
      });
      return {
        started,
        release: () => {
          gate = null;
          release();
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  let gate: Promise<void> | null = null;
  let onHeld = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (mailbox.refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      const held = gate;
      if (held) onHeld();
      Promise.resolve(held)
        .then(() => simpleParser(stream))
        .then(
          (mail) => {
            received.push(mail);
            const waiter = waiting.findIndex((candidate) => candidate.wants(mail));
            if (waiter >= 0) {
              taken.add(mail);
              waiting.splice(waiter, 1)[0]?.take(mail);
            }
            callback();
          },
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(mailbox.port, '127.0.0.1', () => resolve());
  });
  mailbox.url = `smtp://127.0.0.1:${mailbox.port}`;
  return mailbox;
}

/** The api sending its mails to `smtpUrl`, on a fresh database unless one is given. */
export function startAppWithMail(
  smtpUrl: string,
  overrides: Partial<AppConfig> = {},
  database?: AppConfig['database'],
): Promise<TestServer> {
  return startApp(
    {
      mail: { smtpUrl, from: TEST_MAIL_FROM, pollMs: 3_600_000, reminderHoursBefore: 24 },
      ...overrides,
    },
    database,
  );
}

/** A received mail's kind, as its X-Vespa-Mail header names it. */
export function kindOf(mail: ParsedMail): string {
  return String(mail.headers.get('x-vespa-mail'));
}

/** Whom a received mail was addressed to, as written in its To header. */
export function recipient(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.map((address) => address?.text ?? '').join(', ');
}

/** The api sending to `smtpUrl` on `clock`'s time, for a shop in Rome named Vespa Roma. */
export async function startRomeShopWithMail(
  smtpUrl: string,
  clock: { now: Date },
): Promise<TestServer> {
  const server = await startAppWithMail(smtpUrl, {
    now: () => clock.now,
    shopTimeZone: 'Europe/Rome',
  });
  await server.app.database.db
    .updateTable('shop_profile')
    .set({ name: 'Vespa Roma' })
    .where('id', '=', 1)
    .execute();
  return server;
}

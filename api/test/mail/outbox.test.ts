import { enqueueMail } from '../../src/mail/outbox';
import { freePort } from '../support/free-port';
import { freshDatabase, type TestServer } from '../support/helpers';
import { recipient, startAppWithMail, startMailbox, type TestMailbox } from '../support/mailbox';

// The outbox while SMTP is away, refusing, or shared by two instances (api/README.md, "Mail").
// The api's clock is the test's: a retry is due when the test moves the clock, never by waiting.

const SECOND = 1000;
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function mailboxOn(port?: number): Promise<TestMailbox> {
  const mailbox = await startMailbox(port);
  open.push(mailbox);
  return mailbox;
}

/** An api whose clock stands still until `advance` moves it. */
async function apiSendingTo(smtpUrl: string, database?: Awaited<ReturnType<typeof freshDatabase>>) {
  let clock = Date.parse('2026-11-27T10:00:00Z');
  const server = await startAppWithMail(smtpUrl, { now: () => new Date(clock) }, database);
  open.push(server);
  return {
    server,
    now: () => clock,
    advance(ms: number) {
      clock += ms;
    },
  };
}

async function write(server: TestServer, to: string, at: number) {
  await enqueueMail(
    server.app.database.db,
    { kind: 'password-changed', to, locale: 'en', values: { name: 'Giulia' } },
    at,
  );
}

const outbox = (server: TestServer) =>
  server.app.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('the outbox', () => {
  it('keeps a mail while no SMTP server listens, and sends it once within 30 s of its return', async () => {
    const port = await freePort();
    const api = await apiSendingTo(`smtp://127.0.0.1:${port}`);
    await write(api.server, 'giulia@example.com', api.now());
    await api.server.app.mailSender.sendDue();

    const [waiting] = await outbox(api.server);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toEqual(expect.any(String));
    const nextAttempt = Number(waiting?.next_attempt_at) - api.now();
    expect(nextAttempt).toBeGreaterThan(0);
    expect(nextAttempt).toBeLessThanOrEqual(30 * SECOND);

    const mailbox = await mailboxOn(port);
    await api.server.app.mailSender.sendDue();
    expect(mailbox.received).toHaveLength(0);
    api.advance(nextAttempt);
    await api.server.app.mailSender.sendDue();
    expect(recipient(await mailbox.next())).toBe('giulia@example.com');

    api.advance(2 * 60 * 60 * SECOND);
    await api.server.app.mailSender.sendDue();
    expect(mailbox.received).toHaveLength(1);
    expect(await outbox(api.server)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('tries again after 30 s, then 60 s, while SMTP refuses, and sends once it accepts', async () => {
    const mailbox = await mailboxOn();
    mailbox.refusing = true;
    const api = await apiSendingTo(mailbox.url);
    await write(api.server, 'marco@example.com', api.now());
    await api.server.app.mailSender.sendDue();
    const [first] = await outbox(api.server);
    expect(Number(first?.next_attempt_at) - api.now()).toBe(30 * SECOND);

    api.advance(30 * SECOND);
    await api.server.app.mailSender.sendDue();
    const [second] = await outbox(api.server);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second?.last_error).toContain('Try again later');
    expect(Number(second?.next_attempt_at) - api.now()).toBe(60 * SECOND);

    mailbox.refusing = false;
    api.advance(59 * SECOND);
    await api.server.app.mailSender.sendDue();
    expect(mailbox.received).toHaveLength(0);
    api.advance(SECOND);
    await api.server.app.mailSender.sendDue();
    expect(mailbox.received.map(recipient)).toEqual(['marco@example.com']);
  });

  it('leaves a mail that one instance is sending to it alone on another', async () => {
    const mailbox = await mailboxOn();
    const database = await freshDatabase();
    const first = await apiSendingTo(mailbox.url, database);
    const second = await apiSendingTo(mailbox.url, database);
    await write(first.server, 'anna@example.com', first.now());

    const held = mailbox.hold();
    const sending = first.server.app.mailSender.sendDue();
    await held.started;
    await second.server.app.mailSender.sendDue();
    held.release();
    await sending;
    expect(mailbox.received.map(recipient)).toEqual(['anna@example.com']);
    expect(await outbox(second.server)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  // Two instances in one test process race on PostgreSQL. On SQLite they take turns: its lock
  // waits block the one thread both would share (instances there are separate processes).
  it('sends each mail once when two api instances share the database', async () => {
    const mailbox = await mailboxOn();
    const database = await freshDatabase();
    const first = await apiSendingTo(mailbox.url, database);
    const second = await apiSendingTo(mailbox.url, database);
    const recipients = Array.from({ length: 30 }, (_, i) => `rider${i}@example.com`);
    for (const to of recipients) await write(first.server, to, first.now());

    const runs = [first, second, first, second].map(
      (api) => () => api.server.app.mailSender.sendDue(),
    );
    if (process.env.TEST_DIALECT === 'postgres') await Promise.all(runs.map((run) => run()));
    else for (const run of runs) await run();
    const received = mailbox.received.map(recipient).sort();
    expect(received).toEqual([...recipients].sort());
    expect(await outbox(first.server)).toEqual(
      recipients.map(() => expect.objectContaining({ status: 'sent', attempts: 1 })),
    );
  });

  it('sends a password reset before the mails that fell due earlier, which a rider is not waiting for', async () => {
    const mailbox = await mailboxOn();
    const api = await apiSendingTo(mailbox.url);
    const earlier = Array.from({ length: 25 }, (_, i) => `rider${i}@example.com`);
    for (const to of earlier) await write(api.server, to, api.now() - 60 * SECOND);
    await enqueueMail(
      api.server.app.database.db,
      {
        kind: 'password-reset',
        to: 'waiting@example.com',
        locale: 'en',
        values: { name: 'Sofia', link: 'http://localhost/reset-password#token=t' },
      },
      api.now(),
    );
    await api.server.app.mailSender.sendDue();
    expect(mailbox.received.map(recipient)).toEqual(['waiting@example.com', ...earlier]);
  });
});

import { enqueueMail } from '../../src/mail/outbox';
import { freePort } from '../support/free-port';
import { signUp, type TestServer } from '../support/helpers';
import { recipient, startAppWithMail, startMailbox } from '../support/mailbox';

// The owner sends a failed mail again (api/README.md, "Mail"): POST /api/v1/admin/mail/:id/retry.

const DAY = 24 * 60 * 60 * 1000;
const NOT_FAILED = 'No failed mail has this id: it was sent, is on its way, or never existed';
let clock = Date.parse('2026-11-27T10:00:00Z');
let server: TestServer;
/** No SMTP server listens there until a test starts one. */
let smtpPort: number;
let admin: string;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startAppWithMail(`smtp://127.0.0.1:${smtpPort}`, {
    now: () => new Date(clock),
  });
  admin = (await signUp(server, { admin: true })).token;
});
afterAll(() => server.close());

const mailList = (query = '') =>
  server.request('GET', `/api/v1/admin/mail${query}`, { token: admin });
const retry = (token: string, id: number | string) =>
  server.request('POST', `/api/v1/admin/mail/${id}/retry`, { token });

/** The ids the owner's list shows with this status (the tests share one outbox). */
async function idsListed(status: 'pending' | 'sent' | 'failed'): Promise<number[]> {
  const listed = await mailList(`?status=${status}&limit=200`);
  return (listed.body.data as { id: number }[]).map((row) => row.id);
}

/** Writes a mail to `to` and returns its id as the owner's list shows it. */
async function written(to: string, status: 'pending' | 'failed'): Promise<number> {
  await enqueueMail(
    server.app.database.db,
    { kind: 'password-changed', to, locale: 'en', values: { name: 'Eva' } },
    clock,
  );
  if (status === 'failed') {
    await server.app.mailSender.sendDue();
    clock += 3 * DAY;
    await server.app.mailSender.sendDue();
  }
  const listed = (await mailList(`?status=${status}`)).body.data as {
    id: number;
    recipient: string;
  }[];
  const mail = listed.find((row) => row.recipient === to);
  if (!mail) throw new Error(`no ${status} mail to ${to}`);
  return mail.id;
}

describe('sending a failed mail again', () => {
  it('makes it due now: it goes out once SMTP takes it, and leaves the failed list', async () => {
    const id = await written('again@example.com', 'failed');
    const mailbox = await startMailbox(smtpPort);
    try {
      const arriving = mailbox.nextTo('again@example.com');
      expect(await retry(admin, id)).toMatchObject({
        status: 200,
        body: { success: true, message: 'The mail will be sent again in a moment' },
      });
      expect(recipient(await arriving)).toBe('again@example.com');
      await server.app.mailSender.sendDue();
      expect(await idsListed('failed')).not.toContain(id);
      expect(await idsListed('sent')).toContain(id);
      // Sent now, so no longer failed: a second retry finds nothing to send.
      expect(await retry(admin, id)).toMatchObject({ status: 404, body: { message: NOT_FAILED } });
    } finally {
      await mailbox.close();
    }
  });

  it('answers 404 with a sentence for a pending mail and one that does not exist', async () => {
    const pending = await written('later@example.com', 'pending');
    for (const id of [pending, 999_999, 'abc']) {
      expect(await retry(admin, id)).toMatchObject({ status: 404, body: { message: NOT_FAILED } });
    }
    expect(await idsListed('pending')).toContain(pending);
  });

  it('is for administrators only', async () => {
    const failed = await written('kept@example.com', 'failed');
    const rider = await signUp(server);
    expect(await retry(rider.token, failed)).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can see the outgoing mail' },
    });
    expect(await idsListed('failed')).toContain(failed);
  });
});

import { enqueueMail } from '../../src/mail/outbox';
import { freePort } from '../support/free-port';
import { signUp, type TestServer } from '../support/helpers';
import { startAppWithMail } from '../support/mailbox';

// A mail that could not go for 3 days is given up and shown to the owner (api/README.md, "Mail").

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-27T10:00:00Z');
let server: TestServer;

beforeAll(async () => {
  // No SMTP server ever listens there.
  server = await startAppWithMail(`smtp://127.0.0.1:${await freePort()}`, {
    now: () => new Date(clock),
  });
});
afterAll(() => server.close());

const mailList = (token: string, query = '') =>
  server.request('GET', `/api/v1/admin/mail${query}`, { token });

describe('a mail SMTP never took', () => {
  it('is retried for 3 days, then marked failed and listed for the owner, newest first', async () => {
    const admin = await signUp(server, { admin: true });
    const write = (to: string) =>
      enqueueMail(
        server.app.database.db,
        { kind: 'password-changed', to, locale: 'it', values: { name: 'Anna' } },
        clock,
      );
    await write('older@example.com');
    clock += 1000;
    await write('newer@example.com');
    await server.app.mailSender.sendDue();
    expect((await mailList(admin.token)).body.data).toEqual([]);

    clock += 2 * DAY;
    await server.app.mailSender.sendDue();
    expect((await mailList(admin.token)).body.data).toEqual([]);
    expect((await mailList(admin.token, '?status=pending')).body.data).toHaveLength(2);
    clock += DAY;
    await server.app.mailSender.sendDue();
    const failed = await mailList(admin.token, '?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.data).toEqual(
      ['newer@example.com', 'older@example.com'].map((recipient) =>
        expect.objectContaining({
          kind: 'password-changed',
          recipient,
          status: 'failed',
          attempts: 3,
          last_error: expect.stringMatching(/ECONNREFUSED/),
          sent_at: null,
        }),
      ),
    );
    expect(failed.body.data[1].created_at).toBe('2026-11-27T10:00:00.000Z');
    expect(failed.body.next_cursor).toBeNull();

    const firstPage = await mailList(admin.token, '?status=failed&limit=1');
    const secondPage = await mailList(
      admin.token,
      `?status=failed&limit=1&cursor=${firstPage.body.next_cursor}`,
    );
    expect(secondPage.body.data.map((mail: { recipient: string }) => mail.recipient)).toEqual([
      'older@example.com',
    ]);
    // Given up: no later run tries it again.
    clock += DAY;
    await server.app.mailSender.sendDue();
    expect((await mailList(admin.token)).body.data[0].attempts).toBe(3);
  });

  it('is for administrators only, and a wrong status is refused with a sentence', async () => {
    const rider = await signUp(server);
    expect(await mailList(rider.token)).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can see the outgoing mail' },
    });
    const admin = await signUp(server, { admin: true });
    expect(await mailList(admin.token, '?status=lost')).toMatchObject({
      status: 422,
      body: { message: ['Status must be pending, sent or failed'] },
    });
  });
});

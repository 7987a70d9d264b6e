import { signUp, type TestServer } from '../../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../../support/mailbox';
import { passwordTokenOf } from '../../support/mail-text';

// A rider who forgot the password gets back in with only the mail in their inbox
// (api/README.md, "Password reset"), through a real SMTP server.

const HOUR = 60 * 60 * 1000;
const SENT =
  'If an account uses this email address, we have sent it a link to choose a new password.';
const INVALID = 'This password reset link is not valid or has expired. Please ask for a new one.';

let mailbox: TestMailbox;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppWithMail(mailbox.url, { now: () => new Date(clock) });
});

afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/v1/password/forgot', { body: { email }, headers });
const reset = (token: string, password: string) =>
  server.request('POST', '/api/v1/password/reset', { body: { token, password } });
const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

async function resetMailFor(email: string, headers: Record<string, string> = {}) {
  const answer = await forgot(email, headers);
  expect(answer).toMatchObject({ status: 200, body: { success: true, message: SENT } });
  const mail = await mailbox.nextTo(email);
  expect(mail.headers.get('x-vespa-mail')).toBe('password-reset');
  return mail;
}

describe('forgot, then reset', () => {
  it('lets the rider in with the new password only, ends every session and the calendar feed', async () => {
    const rider = await signUp(server, { password: 'old-password' });
    const feed = await server.request('POST', '/api/v1/calendar/feed', { token: rider.token });
    const feedPath = new URL(feed.body.data.url).pathname;
    expect((await server.request('GET', feedPath)).status).toBe(200);

    const mail = await resetMailFor(rider.user.email, { 'x-forwarded-host': 'evil.example' });
    const token = passwordTokenOf(mail);
    expect(await reset(token, 'new-password')).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Your password has been changed. Please log in with your new password.',
      },
    });
    const changedMail = await mailbox.nextTo(rider.user.email);
    expect(changedMail.headers.get('x-vespa-mail')).toBe('password-changed');

    expect((await login(rider.user.email, 'new-password')).status).toBe(200);
    expect((await login(rider.user.email, 'old-password')).status).toBe(401);
    expect((await server.request('GET', '/api/v1/me', { token: rider.token })).status).toBe(401);
    expect((await server.request('GET', feedPath)).status).not.toBe(200);
    expect(await reset(token, 'third-password')).toMatchObject({
      status: 400,
      body: { success: false, error: true, message: INVALID },
    });
    expect((await login(rider.user.email, 'new-password')).status).toBe(200);
  });

  it('refuses a link after one hour, and an earlier link once a later one is used', async () => {
    const rider = await signUp(server, { password: 'old-password' });
    const expired = passwordTokenOf(await resetMailFor(rider.user.email));
    clock += HOUR;
    expect(await reset(expired, 'new-password')).toMatchObject({
      status: 400,
      body: { message: INVALID },
    });

    const earlier = passwordTokenOf(await resetMailFor(rider.user.email));
    const later = passwordTokenOf(await resetMailFor(rider.user.email));
    expect((await reset(later, 'new-password')).status).toBe(200);
    expect(await reset(earlier, 'other-password')).toMatchObject({
      status: 400,
      body: { message: INVALID },
    });
    expect((await login(rider.user.email, 'new-password')).status).toBe(200);
  });

  it('refuses a token never given out, and a password the signup rules refuse', async () => {
    expect(await reset('not-a-token', 'new-password')).toMatchObject({
      status: 400,
      body: { message: INVALID },
    });
    const rider = await signUp(server, { password: 'old-password' });
    const token = passwordTokenOf(await resetMailFor(rider.user.email));
    const short = await reset(token, 'abc');
    expect(short.status).toBe(422);
    expect(short.body.message).toEqual([expect.stringMatching(/^Password /)]);
    expect((await reset(token, 'new-password')).status).toBe(200);
  });

  it('writes to a rider in the language of the request when the account chose none', async () => {
    const rider = await signUp(server);
    const answer = await forgot(rider.user.email, { 'accept-language': 'it' });
    expect(answer.body.message).toBe(
      'Se un account usa questo indirizzo email, gli abbiamo inviato un link per scegliere una nuova password.',
    );
    const mail = await mailbox.nextTo(rider.user.email);
    expect(mail.subject).toBe('Scelga una nuova password');
    expect(mail.headers.get('content-language')).toBe('it');
  });
});

describe('an address no account uses', () => {
  it('gets the same answer, and no mail and no token are made', async () => {
    const rider = await signUp(server);
    const known = await forgot(rider.user.email);
    expect(known.body).toEqual({ success: true, message: SENT });
    await mailbox.nextTo(rider.user.email);
    const sentSoFar = mailbox.received.length;
    const rowsSoFar = await server.app.database.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const unknown = await forgot('nobody-here@example.com');
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await server.app.mailSender.sendDue();
    expect(mailbox.received).toHaveLength(sentSoFar);
    const outbox = await server.app.database.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('recipient', '=', 'nobody-here@example.com')
      .execute();
    expect(outbox).toEqual([]);
    expect(
      await server.app.database.db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(rowsSoFar);
  });
});

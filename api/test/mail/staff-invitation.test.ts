import { signUp, type TestServer } from '../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../support/mailbox';
import { expectReads, passwordTokenOf } from '../support/mail-text';
import { owner } from '../support/staff';

// An owner invites staff (api/README.md, "Staff"): the invitation's link, through a real SMTP
// server, sets the first password with /password/reset, for a week; a rider is promoted instead.

const DAY = 24 * 60 * 60 * 1000;

let mailbox: TestMailbox;
let server: TestServer;
let clock = Date.now();
let boss: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppWithMail(mailbox.url, { now: () => new Date(clock) });
  boss = (await owner(server)).token;
});

afterAll(async () => {
  await server.close();
  await mailbox.close();
});

afterEach(() => {
  clock = Date.now();
});

const invite = (body: object, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/v1/admin/staff', { token: boss, body, headers });
const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

it('mails a new account a link that sets its first password, valid for 7 days', async () => {
  const answer = await invite({ name: ' Nina Neri ', email: 'Nina@Example.com', role: 'staff' });
  expect(answer).toMatchObject({
    status: 201,
    body: {
      success: true,
      message: 'Invitation sent to nina@example.com',
      data: { name: 'Nina Neri', email: 'nina@example.com', role: 'staff', blocked: false },
    },
  });
  const mail = await mailbox.nextTo('nina@example.com');
  expect(mail.headers.get('x-vespa-mail')).toBe('staff-invitation');
  expect(mail.subject).toBe('Welcome to the team');
  expectReads(mail, [
    'Hello Nina Neri,',
    'Vespa Rentals has made you a member of its staff',
    'The link works once, within 7 days.',
  ]);
  expect((await login('nina@example.com', 'invented-password')).status).toBe(401);

  clock += 7 * DAY - 60_000;
  const reset = await server.request('POST', '/api/v1/password/reset', {
    body: { token: passwordTokenOf(mail), password: 'nina-password' },
  });
  expect(reset.status).toBe(200);
  const signedIn = await login('nina@example.com', 'nina-password');
  expect(signedIn).toMatchObject({ status: 200, body: { user: { admin: true, role: 'staff' } } });
  const fleet = await server.request('GET', '/api/v1/admin/fleet', { token: signedIn.body.token });
  expect(fleet.status).toBe(200);
});

it('refuses the link after 7 days', async () => {
  expect((await invite({ name: 'Otto', email: 'otto@example.com', role: 'owner' })).status).toBe(
    201,
  );
  const mail = await mailbox.nextTo('otto@example.com');
  expectReads(mail, ['Vespa Rentals has made you one of its owners']);
  clock += 7 * DAY + 60_000;
  const reset = await server.request('POST', '/api/v1/password/reset', {
    body: { token: passwordTokenOf(mail), password: 'otto-password' },
  });
  expect(reset.status).toBe(400);
});

it('promotes a rider, who is told by mail in their language and keeps their password', async () => {
  const rider = await signUp(server, { name: 'Rita' });
  await server.request('PATCH', '/api/v1/me', { token: rider.token, body: { locale: 'it' } });
  const answer = await invite({ name: 'Ignored', email: rider.user.email, role: 'staff' });
  expect(answer).toMatchObject({
    status: 201,
    body: {
      message: 'Rita is staff now and was told by mail',
      data: { name: 'Rita', role: 'staff' },
    },
  });
  const mail = await mailbox.nextTo(rider.user.email);
  expect(mail.subject).toBe('Le diamo il benvenuto nella squadra');
  expectReads(mail, [
    'Gentile Rita,',
    'Ora fa parte del personale di Vespa Rentals',
    'Acceda con la Sua solita email e password',
  ]);
  expect(mail.text).not.toContain('reset-password');
  expect((await server.request('GET', '/api/v1/me', { token: rider.token })).status).toBe(401);
  expect((await login(rider.user.email, 'secret-password')).body.user).toMatchObject({
    role: 'staff',
  });

  const again = await invite({ name: 'Rita', email: rider.user.email, role: 'owner' });
  expect(again).toMatchObject({
    status: 422,
    body: { message: ["This email already belongs to the shop's staff"] },
  });
});

it('refuses every bad field at once, in the request language', async () => {
  const answer = await invite({ name: 'A', email: 'nobody', role: 'rider' });
  expect(answer.status).toBe(422);
  expect(answer.body.message).toEqual([
    'Name is too short (minimum is 2 characters)',
    'Email is invalid',
    'Role must be staff or owner',
  ]);
  const italian = await invite(
    { name: 'Ada', email: 'ada@example.com', role: 'boss' },
    { 'accept-language': 'it' },
  );
  expect(italian.body.message).toEqual(['Il ruolo deve essere staff o owner']);
});

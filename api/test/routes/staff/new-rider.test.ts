import { addMotorcycle, daysFromToday, signUp, type TestServer } from '../../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../../support/mailbox';
import { expectReads, passwordTokenOf } from '../../support/mail-text';
import { auditRowsAfter, lastAuditId, owner, promoted } from '../../support/staff';

// POST /api/v1/admin/people: staff open a walk-in rider's account at the desk (api/README.md,
// "People"), to book for them; the rider's mail, through a real SMTP server, sets the password.

const DAY = 24 * 60 * 60 * 1000;

let mailbox: TestMailbox;
let server: TestServer;
let clock = Date.now();
let boss: string;
let desk: { user: { id: number }; token: string };

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppWithMail(mailbox.url, { now: () => new Date(clock) });
  boss = (await owner(server)).token;
  desk = await promoted(server, boss);
});

afterAll(async () => {
  await server.close();
  await mailbox.close();
});

afterEach(() => {
  clock = Date.now();
});

const addRider = (body: object, token = desk.token, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/v1/admin/people', { token, body, headers });
const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

it('opens a rider account, audited, whose mail sets its password within 7 days', async () => {
  const before = await lastAuditId(server);
  const answer = await addRider({
    name: ' Wanda Walk ',
    email: 'Wanda@Example.com',
    phone: ' 333 1 ',
  });
  expect(answer).toMatchObject({
    status: 201,
    body: {
      success: true,
      message:
        'Wanda Walk has an account now: a mail to wanda@example.com lets them choose a password',
      data: {
        name: 'Wanda Walk',
        email: 'wanda@example.com',
        phone: '333 1',
        role: 'rider',
        blocked: false,
        upcoming: 0,
        no_shows: 0,
      },
    },
  });
  const id = answer.body.data.id as number;
  const rows = await auditRowsAfter(server, before);
  expect(rows).toEqual([
    expect.objectContaining({
      actor_id: desk.user.id,
      action: 'person.create',
      subject_type: 'user',
      subject_id: id,
      before: null,
    }),
  ]);
  expect(JSON.parse(rows[0]!.after as string)).toEqual({
    name: 'Wanda Walk',
    email: 'wanda@example.com',
    phone: '333 1',
    role: 'rider',
  });

  const mail = await mailbox.nextTo('wanda@example.com');
  expect(mail.headers.get('x-vespa-mail')).toBe('rider-invitation');
  expect(mail.subject).toBe('Your account is ready');
  expectReads(mail, [
    'Hello Wanda Walk,',
    'Vespa Rentals has opened an account for you at its desk.',
    'The link works once, within 7 days.',
  ]);
  // No password opens the account until the rider chooses one.
  expect((await login('wanda@example.com', 'invited')).status).toBe(401);
  clock += 7 * DAY - 60_000;
  const reset = await server.request('POST', '/api/v1/password/reset', {
    body: { token: passwordTokenOf(mail), password: 'wanda-password' },
  });
  expect(reset.status).toBe(200);
  const signedIn = await login('wanda@example.com', 'wanda-password');
  expect(signedIn).toMatchObject({
    status: 200,
    body: { user: { id, admin: false, role: 'rider' } },
  });
});

it('is the rider staff then book for, and an owner may open one too', async () => {
  const created = await addRider({ name: 'Olga', email: 'olga.walkin@example.com' }, boss);
  expect(created.status).toBe(201);
  expect(created.body.data.phone).toBeNull();
  const vespa = await addMotorcycle(server, boss, { bookingPricePerHour: 10 });
  const body = {
    motorcycle_id: vespa.id,
    date: daysFromToday(5),
    duration: 2,
    total: 20,
    city: 'Roma',
    user_id: created.body.data.id,
  };
  const booked = await server.request('POST', '/api/v1/reservations', { token: desk.token, body });
  expect(booked.status).toBe(201);
  const found = await server.request('GET', '/api/v1/admin/people?query=olga.walkin', {
    token: desk.token,
  });
  expect(found.body.data).toEqual([expect.objectContaining({ name: 'Olga', upcoming: 1 })]);
});

it('mails in the language of the desk that opened the account', async () => {
  const answer = await addRider({ name: 'Ugo', email: 'ugo.walkin@example.com' }, desk.token, {
    'accept-language': 'it',
  });
  expect(answer.body.message).toBe(
    "L'account di Ugo è pronto: una mail a ugo.walkin@example.com permette di scegliere la password",
  );
  const mail = await mailbox.nextTo('ugo.walkin@example.com');
  expect(mail.subject).toBe('Il Suo account è pronto');
  expectReads(mail, ['Gentile Ugo,', 'Vespa Rentals ha aperto un account a Suo nome al banco.']);
});

it('answers 409 with the person an address already belongs to, blocked or not, and writes nothing', async () => {
  const rider = await signUp(server, { name: 'Rita Rossi' });
  const before = await lastAuditId(server);
  const taken = await addRider({ name: 'Someone Else', email: rider.user.email.toUpperCase() });
  expect(taken).toMatchObject({
    status: 409,
    body: {
      success: false,
      error: true,
      message: 'Rita Rossi already has an account with this email: choose them instead',
      data: { id: rider.user.id, name: 'Rita Rossi', email: rider.user.email, blocked: false },
    },
  });
  await server.request('PATCH', `/api/v1/admin/people/${rider.user.id}`, {
    token: boss,
    body: { blocked: true },
  });
  const blocked = await addRider({ name: 'Rita', email: rider.user.email });
  expect(blocked).toMatchObject({ status: 409, body: { data: { blocked: true } } });
  expect(await auditRowsAfter(server, before)).toEqual([
    expect.objectContaining({ action: 'person.change' }),
  ]);
});

it('refuses every bad field at once, in the request language, under the signup rules', async () => {
  const answer = await addRider({ name: 'A', email: 'nobody', phone: 'x'.repeat(41) });
  expect(answer.status).toBe(422);
  expect(answer.body.message).toEqual([
    'Name is too short (minimum is 2 characters)',
    'Email is invalid',
    expect.stringMatching(/^Phone /),
  ]);
  const italian = await addRider({ name: 'Ada', email: 'ada@' }, desk.token, {
    'accept-language': 'it',
  });
  expect(italian).toMatchObject({
    status: 422,
    body: { message: [expect.stringMatching(/^Email/)] },
  });
  expect((await addRider({ name: 'Ada' })).status).toBe(422);
});

it('refuses a rider', async () => {
  const rider = await signUp(server);
  const answer = await addRider({ name: 'Friend', email: 'friend@example.com' }, rider.token);
  expect(answer).toMatchObject({
    status: 403,
    body: { message: 'Only administrators can open an account for a rider' },
  });
});

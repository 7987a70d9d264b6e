import { signUp, type TestServer } from '../../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../../support/mailbox';
import { expectReads } from '../../support/mail-text';
import { mailsTo } from '../../support/outbox';
import { auditRowsAfter, lastAuditId, promoted } from '../../support/staff';
import { enrol, steppingClock } from '../../support/two-factor';

// An owner resets the two-factor sign-in of staff who lost their phone (api/README.md, "People"):
// off, their sessions ended, an audit row and a mail, all in one transaction; where the shop
// requires it they can then only set it up again. Mails arrive through a real SMTP server.

const clock = steppingClock();
const PASSWORD = 'secret-password';
const OFF = 'two-factor-off';
const SHOP = 'Vespa Roma';
const ENROL_FIRST =
  'Your account must turn on two-factor sign-in before it can do anything else. Set it up under My account.';
let mailbox: TestMailbox;
let required: TestServer;
let optional: TestServer;
/** An owner of each shop, with two-factor sign-in on (the required shop wants it of them). */
const owners = new Map<TestServer, { id: number; token: string }>();

beforeAll(async () => {
  mailbox = await startMailbox();
  required = await startAppWithMail(mailbox.url, { staffTwoFactor: 'required', now: clock.now });
  optional = await startAppWithMail(mailbox.url, { now: clock.now });
  for (const server of [required, optional]) {
    await server.app.database.db
      .updateTable('shop_profile')
      .set({ name: SHOP })
      .where('id', '=', 1)
      .execute();
    const { user, token } = await signUp(server, { admin: true });
    await enrol(server, token, clock);
    owners.set(server, { id: user.id, token });
  }
});

afterAll(async () => {
  await required.close();
  await optional.close();
  await mailbox.close();
});

const ownerOf = (server: TestServer) => owners.get(server) ?? { id: 0, token: '' };
const reset = (server: TestServer, id: number | string, token = ownerOf(server).token) =>
  server.request('DELETE', `/api/v1/admin/people/${id}/2fa`, { token });
const login = (server: TestServer, email: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password: PASSWORD } } });

/** Staff with two-factor sign-in on, signed in, speaking `locale` when given. */
async function staffWithPhone(server: TestServer, locale?: 'it') {
  const staff = await promoted(server, ownerOf(server).token);
  await enrol(server, staff.token, clock);
  if (locale) {
    const chosen = await server.request('PATCH', '/api/v1/me', {
      token: staff.token,
      body: { locale },
    });
    expect(chosen.status).toBe(200);
  }
  return staff;
}

describe('DELETE /api/v1/admin/people/:id/2fa', () => {
  it('turns it off, ends their sessions, writes the audit row; they can then only set it up again', async () => {
    const staff = await staffWithPhone(required);
    const listed = () =>
      required.request(
        'GET',
        `/api/v1/admin/people?query=${encodeURIComponent(staff.user.email)}`,
        {
          token: ownerOf(required).token,
        },
      );
    expect((await listed()).body.data).toEqual([
      expect.objectContaining({ id: staff.user.id, two_factor: true }),
    ]);
    const before = await lastAuditId(required);
    const answer = await reset(required, staff.user.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: `Two-factor sign-in is off for ${staff.user.name} and they are signed out everywhere. They set it up again when they next log in; a mail has told them`,
      data: expect.objectContaining({ id: staff.user.id, role: 'staff', two_factor: false }),
    });

    // Written with the change, before the sender has run.
    expect(await mailsTo(required, staff.user.email, [OFF])).toEqual([
      {
        kind: OFF,
        to: staff.user.email,
        locale: 'en',
        values: { name: staff.user.name, by: 'owner', setUpAgain: true },
      },
    ]);
    expect((await required.request('GET', '/api/v1/me', { token: staff.token })).status).toBe(401);
    expect((await listed()).body.data).toEqual([
      expect.objectContaining({ id: staff.user.id, two_factor: false }),
    ]);
    expect(await auditRowsAfter(required, before)).toEqual([
      expect.objectContaining({
        actor_id: ownerOf(required).id,
        action: 'two_factor.reset',
        subject_type: 'user',
        subject_id: staff.user.id,
        before: JSON.stringify({ two_factor: true }),
        after: JSON.stringify({ two_factor: false }),
      }),
    ]);
    const codes = await required.app.database.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', staff.user.id)
      .execute();
    expect(codes).toEqual([]);

    // The password alone signs in, to a session that may only enrol.
    const signedIn = await login(required, staff.user.email);
    expect(signedIn.body).toMatchObject({ success: true, token: expect.any(String) });
    const token = signedIn.body.token as string;
    const desk = await required.request('GET', '/api/v1/admin/reservations', { token });
    expect(desk).toMatchObject({ status: 403, body: { message: ENROL_FIRST } });
    await enrol(required, token, clock);
    expect((await required.request('GET', '/api/v1/admin/reservations', { token })).status).toBe(
      200,
    );

    const mail = await mailbox.nextTo(staff.user.email, OFF);
    expect(mail.subject).toBe('Two-factor sign-in was turned off');
    expectReads(mail, [
      `Hello ${staff.user.name},`,
      `The owner of ${SHOP} has turned off two-factor sign-in for your account`,
      'When you next log in, with your password, you will set it up again',
      'If you did not ask the shop for this, tell the shop at once.',
    ]);
  });

  it("mails an Italian account in Italian, whatever the owner's language", async () => {
    const staff = await staffWithPhone(required, 'it');
    expect((await reset(required, staff.user.id)).status).toBe(200);
    const mail = await mailbox.nextTo(staff.user.email, OFF);
    expect(mail.subject).toBe("L'accesso in due passaggi è stato disattivato");
    expect(mail.headers.get('content-language')).toBe('it');
    expectReads(mail, [
      `Gentile ${staff.user.name},`,
      `Il titolare di ${SHOP} ha disattivato l'accesso in due passaggi del Suo account`,
      'Al prossimo accesso, con la Sua password, lo configurerà di nuovo',
    ]);
  });

  it('where it is optional, says they log in with the password alone', async () => {
    const staff = await staffWithPhone(optional);
    const answer = await reset(optional, staff.user.id, ownerOf(optional).token);
    expect(answer.body.message).toBe(
      `Two-factor sign-in is off for ${staff.user.name} and they are signed out everywhere. They log in with their password alone now; a mail has told them`,
    );
    const token = (await login(optional, staff.user.email)).body.token as string;
    expect((await optional.request('GET', '/api/v1/admin/reservations', { token })).status).toBe(
      200,
    );
    const mail = await mailbox.nextTo(staff.user.email, OFF);
    expectReads(mail, [
      'You now log in with your password alone; you can turn two-factor sign-in on again under "My account".',
    ]);
  });

  it('is refused to staff, with the sentence in each language, and changes nothing', async () => {
    const staff = await staffWithPhone(required);
    const colleague = await staffWithPhone(required);
    const before = await lastAuditId(required);
    const refused = await reset(required, colleague.user.id, staff.token);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        success: false,
        message:
          "Only the shop's owner can change roles, block accounts or reset two-factor sign-in",
      },
    });
    const italian = await required.request(
      'DELETE',
      `/api/v1/admin/people/${colleague.user.id}/2fa`,
      {
        token: staff.token,
        headers: { 'accept-language': 'it' },
      },
    );
    expect(italian.body.message).toBe(
      "Solo il titolare può cambiare i ruoli, bloccare gli account o reimpostare l'accesso in due passaggi",
    );
    const me = await required.request('GET', '/api/v1/me', { token: colleague.token });
    expect(me.body.data.two_factor).toBe(true);
    expect(await auditRowsAfter(required, before)).toEqual([]);
    expect(await mailsTo(required, colleague.user.email, [OFF])).toEqual([]);
  });

  it("refuses the owner's own, an unknown person and one without it, a sentence each", async () => {
    const owner = ownerOf(required);
    const own = await reset(required, owner.id);
    expect(own).toMatchObject({
      status: 422,
      body: {
        message: [
          'You cannot reset your own two-factor sign-in here: manage it under My account, or log in with one of your recovery codes',
        ],
      },
    });
    const me = await required.request('GET', '/api/v1/me', { token: owner.token });
    expect(me.body.data.two_factor).toBe(true);

    for (const id of [999_999, 'nope']) {
      expect(await reset(required, id)).toMatchObject({
        status: 404,
        body: { message: 'Person not found' },
      });
    }
    const rider = await signUp(required);
    expect(await reset(required, rider.user.id)).toMatchObject({
      status: 409,
      body: { message: 'Two-factor sign-in is not on for this account' },
    });
    const staff = await staffWithPhone(required);
    expect((await reset(required, staff.user.id)).status).toBe(200);
    expect((await reset(required, staff.user.id)).status).toBe(409);
  });
});

describe('turning it off oneself', () => {
  it('mails the account that it is off', async () => {
    const rider = await signUp(optional, { password: PASSWORD });
    const { secret } = await enrol(optional, rider.token, clock);
    const off = await optional.request('DELETE', '/api/v1/me/2fa', {
      token: rider.token,
      body: { password: PASSWORD, code: clock.code(secret) },
    });
    expect(off.status).toBe(200);
    expect(await mailsTo(optional, rider.user.email, [OFF])).toEqual([
      {
        kind: OFF,
        to: rider.user.email,
        locale: 'en',
        values: { name: rider.user.name, by: 'self', setUpAgain: false },
      },
    ]);
    const mail = await mailbox.nextTo(rider.user.email, OFF);
    expect(mail.subject).toBe('Two-factor sign-in was turned off');
    expectReads(mail, [
      `Two-factor sign-in for your account at ${SHOP} was just turned off, and the devices signed in to it were signed out.`,
      'If this was not you, choose a new password from the login page at once and tell the shop.',
    ]);
  });
});

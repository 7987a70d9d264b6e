import { signUp, startApp, type TestServer } from '../../support/helpers';
import { auditRowsAfter, lastAuditId } from '../../support/staff';
import { challengeFor, enrol, steppingClock } from '../../support/two-factor';

// New recovery codes and turning two-factor sign-in off (api/README.md, "Two-factor sign-in"):
// each needs the password and a code, counted with the login's second step; turning it off ends
// the other sessions, and staff and owners keep it where STAFF_TWO_FACTOR is required.

const clock = steppingClock();
let server: TestServer;
let required: TestServer;

beforeAll(async () => {
  server = await startApp({ now: clock.now });
  required = await startApp({ staffTwoFactor: 'required', now: clock.now });
});

afterAll(async () => {
  await server.close();
  await required.close();
});

const PASSWORD = 'manage-password';
const WRONG_PASSWORD = ['Password is wrong'];
const WRONG_APP_CODE = [
  'That code is not right. Enter the current code from your authenticator app',
];
const WRONG_CODE = [
  'That code is not right. Enter the current code from your authenticator app, or a recovery code',
];

async function enrolled(on = server, admin = false) {
  const { user, token } = await signUp(on, { admin, password: PASSWORD });
  return { user, token, ...(await enrol(on, token, clock)) };
}

type Account = Awaited<ReturnType<typeof enrolled>>;

const newCodes = (account: Account, body: object, on = server) =>
  on.request('POST', '/api/v1/me/2fa/recovery-codes', { token: account.token, body });
const turnOff = (account: Account, body: object, on = server) =>
  on.request('DELETE', '/api/v1/me/2fa', { token: account.token, body });
/** A code of the app other than the right one. */
const wrongCode = (secret: string) => (clock.code(secret) === '000000' ? '111111' : '000000');

async function signIn(account: Account, code: string) {
  const challenge = await challengeFor(server, account.user.email, PASSWORD);
  return server.request('POST', '/api/v1/login/2fa', { body: { challenge, code } });
}

describe('POST /api/v1/me/2fa/recovery-codes', () => {
  it('answers ten new codes for the password and a code of the app; the old ones stop working', async () => {
    const account = await enrolled();
    const answer = await newCodes(account, {
      password: PASSWORD,
      code: clock.code(account.secret),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Here are your new recovery codes. The ones you had before no longer work',
    );
    const fresh: string[] = answer.body.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => account.recoveryCodes.includes(code))).toEqual([]);

    const old = await signIn(account, account.recoveryCodes[0] ?? '');
    expect(old.status).toBe(401);
    const renewed = await signIn(account, fresh[0] ?? '');
    expect(renewed.status).toBe(200);
    // The code that asked for them is spent.
    const again = await newCodes(account, { password: PASSWORD, code: clock.code(account.secret) });
    expect(again.body.message).toEqual(WRONG_APP_CODE);
  });

  it('refuses a wrong password, a wrong code and a recovery code, with a sentence each', async () => {
    const account = await enrolled();
    const right = clock.code(account.secret);
    const refusals = [
      await newCodes(account, { password: 'not-it', code: right }),
      await newCodes(account, { password: PASSWORD, code: wrongCode(account.secret) }),
      await newCodes(account, { password: PASSWORD, code: account.recoveryCodes[0] }),
    ];
    expect(refusals.map(({ status, body }) => [status, body.message])).toEqual([
      [422, WRONG_PASSWORD],
      [422, WRONG_APP_CODE],
      [422, WRONG_APP_CODE],
    ]);
    // None of them replaced the codes.
    expect((await signIn(account, account.recoveryCodes[1] ?? '')).status).toBe(200);
  });

  it('answers 409 while two-factor sign-in is off, and 422 naming a missing field', async () => {
    const { token } = await signUp(server, { password: PASSWORD });
    const off = await server.request('POST', '/api/v1/me/2fa/recovery-codes', {
      token,
      body: { password: PASSWORD, code: '123456' },
    });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Two-factor sign-in is not on for this account');
    const missing = await server.request('POST', '/api/v1/me/2fa/recovery-codes', {
      token,
      body: { code: '123456' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toEqual(["Password can't be blank"]);
  });
});

describe('DELETE /api/v1/me/2fa', () => {
  it('turns it off for the password and a code, ends the other sessions and answers a token', async () => {
    const account = await enrolled();
    const answer = await turnOff(account, { password: PASSWORD, code: clock.code(account.secret) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Two-factor sign-in is off. You are signed out on your other devices',
      data: expect.objectContaining({ id: account.user.id, two_factor: false }),
      token: expect.any(String),
    });
    expect((await server.request('GET', '/api/v1/me', { token: account.token })).status).toBe(401);
    const me = await server.request('GET', '/api/v1/me', { token: answer.body.token });
    expect(me.body.data.two_factor).toBe(false);

    // The password alone signs in again; the recovery codes are gone with the secret.
    const login = await server.request('POST', '/api/v1/login', {
      body: { user: { email: account.user.email, password: PASSWORD } },
    });
    expect(login.body.token).toEqual(expect.any(String));
    const codes = await server.app.database.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', account.user.id)
      .execute();
    expect(codes).toEqual([]);
    const again = await turnOff(
      { ...account, token: answer.body.token },
      { password: PASSWORD, code: '123456' },
    );
    expect(again.status).toBe(409);
  });

  it('takes a recovery code, and refuses a wrong password or code', async () => {
    const account = await enrolled();
    const [first, second] = account.recoveryCodes;
    const refusals = [
      await turnOff(account, { password: 'not-it', code: first }),
      await turnOff(account, { password: PASSWORD, code: 'zzzzz-zzzzz' }),
    ];
    expect(refusals.map(({ status, body }) => [status, body.message])).toEqual([
      [422, WRONG_PASSWORD],
      [422, WRONG_CODE],
    ]);
    expect((await server.request('GET', '/api/v1/me', { token: account.token })).status).toBe(200);
    const off = await turnOff(account, { password: PASSWORD, code: second });
    expect(off.status).toBe(200);
  });

  it('is refused to staff and owners where it is required, with a sentence; riders may', async () => {
    const owner = await enrolled(required, true);
    const refused = await turnOff(
      owner,
      { password: PASSWORD, code: clock.code(owner.secret) },
      required,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Staff and owners must keep two-factor sign-in on in this shop',
    );
    const italian = await required.request('DELETE', '/api/v1/me/2fa', {
      token: owner.token,
      body: { password: PASSWORD, code: clock.code(owner.secret) },
      headers: { 'accept-language': 'it' },
    });
    expect(italian.body.message).toBe(
      "Il personale e i titolari di questo negozio devono tenere attivo l'accesso in due passaggi",
    );
    const me = await required.request('GET', '/api/v1/me', { token: owner.token });
    expect(me.body.data.two_factor).toBe(true);

    const rider = await enrolled(required);
    const off = await turnOff(
      rider,
      { password: PASSWORD, code: clock.code(rider.secret) },
      required,
    );
    expect(off.status).toBe(200);
  });
});

describe('wrong codes', () => {
  it("count with the login's second step: five, then 429 there and here, for a right code too", async () => {
    const account = await enrolled();
    const wrong = wrongCode(account.secret);
    const tries = [
      ...(await Promise.all(
        [1, 2, 3].map(() => newCodes(account, { password: PASSWORD, code: wrong })),
      )),
      ...(await Promise.all(
        [1, 2].map(() => turnOff(account, { password: PASSWORD, code: wrong })),
      )),
    ];
    expect(tries.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);
    const limited = await signIn(account, clock.code(account.secret));
    expect(limited.status).toBe(429);
    const here = await turnOff(account, { password: PASSWORD, code: clock.code(account.secret) });
    expect(here.status).toBe(429);
    expect(here.body.message).toEqual(['Too many wrong codes. Try again in 15 minutes.']);
    expect(here.headers.get('retry-after')).toEqual(expect.any(String));
  });

  it('start again after a right one', async () => {
    const account = await enrolled();
    const wrong = { password: PASSWORD, code: wrongCode(account.secret) };
    for (let n = 0; n < 4; n += 1) expect((await newCodes(account, wrong)).status).toBe(422);
    const right = await newCodes(account, { password: PASSWORD, code: clock.code(account.secret) });
    expect(right.status).toBe(200);
    clock.tick();
    for (let n = 0; n < 4; n += 1) expect((await newCodes(account, wrong)).status).toBe(422);
    expect((await signIn(account, clock.code(account.secret))).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records staff and owners turning it on and off, not riders or new codes', async () => {
    const start = await lastAuditId(server);
    const owner = await enrolled(server, true);
    clock.tick();
    const code = () => ({ password: PASSWORD, code: clock.code(owner.secret) });
    expect((await newCodes(owner, code())).status).toBe(200);
    clock.tick();
    expect((await turnOff(owner, code())).status).toBe(200);
    const rider = await enrolled();
    expect(
      (await turnOff(rider, { password: PASSWORD, code: clock.code(rider.secret) })).status,
    ).toBe(200);

    const rows = await auditRowsAfter(server, start);
    const subject = { actor_id: owner.user.id, subject_type: 'user', subject_id: owner.user.id };
    expect(rows).toEqual([
      expect.objectContaining({
        ...subject,
        action: 'two_factor.enable',
        before: JSON.stringify({ two_factor: false }),
        after: JSON.stringify({ two_factor: true }),
      }),
      expect.objectContaining({
        ...subject,
        action: 'two_factor.disable',
        before: JSON.stringify({ two_factor: true }),
        after: JSON.stringify({ two_factor: false }),
      }),
    ]);
  });
});

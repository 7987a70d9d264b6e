import { signUp, startApp, type TestServer } from '../../support/helpers';
import { challengeFor, enrol, steppingClock } from '../../support/two-factor';

// Two-factor sign-in (api/README.md, "Two-factor sign-in"): enrolment, the login's challenge and
// its second step with a TOTP code or a recovery code.

const clock = steppingClock();
let server: TestServer;

beforeAll(async () => {
  server = await startApp({ now: clock.now });
});

afterAll(() => server.close());

const PASSWORD = 'two-factor-password';

async function enrolledAdmin() {
  const { user, token } = await signUp(server, { admin: true, password: PASSWORD });
  return { user, token, ...(await enrol(server, token, clock)) };
}

const secondStep = (challenge: string, code: string) =>
  server.request('POST', '/api/v1/login/2fa', { body: { challenge, code } });

describe('enrolment', () => {
  it('answers a secret, its otpauth address and a QR code, then recovery codes for a right code', async () => {
    const { token, user } = await signUp(server, { admin: true });
    const setup = await server.request('POST', '/api/v1/me/2fa/setup', { token });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(
      `otpauth://totp/Vespa%20Rentals:${encodeURIComponent(user.email)}`,
    );
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await server.request('GET', '/api/v1/me', { token })).body.data.two_factor).toBe(false);

    const wrong = await server.request('POST', '/api/v1/me/2fa/enable', {
      token,
      body: { code: '000000' === clock.code(secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual([
      'That code is not right. Enter the current code from your authenticator app, or a recovery code',
    ]);

    const enable = await server.request('POST', '/api/v1/me/2fa/enable', {
      token,
      body: { code: clock.code(secret) },
    });
    expect(enable.status).toBe(200);
    const codes = enable.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await server.request('GET', '/api/v1/me', { token })).body.data.two_factor).toBe(true);

    const again = await server.request('POST', '/api/v1/me/2fa/setup', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor sign-in is already on for this account');
  });

  it('refuses to enable before a setup', async () => {
    const { token } = await signUp(server);
    const response = await server.request('POST', '/api/v1/me/2fa/enable', {
      token,
      body: { code: '123456' },
    });
    expect(response.status).toBe(409);
  });
});

describe('logging in with two-factor sign-in on', () => {
  it('answers a challenge and no token, then a login for a code of the app', async () => {
    const admin = await enrolledAdmin();
    const first = await server.request('POST', '/api/v1/login', {
      body: { user: { email: admin.user.email, password: PASSWORD } },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      two_factor_required: true,
      challenge: expect.any(String),
    });
    // The challenge is no session token.
    const asToken = await server.request('GET', '/api/v1/me', { token: first.body.challenge });
    expect(asToken.status).toBe(401);

    const second = await secondStep(first.body.challenge, clock.code(admin.secret));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      success: true,
      message: 'Logged in successfully',
      user: admin.user,
      token: expect.any(String),
    });
    const me = await server.request('GET', '/api/v1/me', { token: second.body.token });
    expect(me.body.data).toMatchObject({ id: admin.user.id, two_factor: true });
    // The challenge signs in once.
    clock.tick();
    const reused = await secondStep(first.body.challenge, clock.code(admin.secret));
    expect(reused.status).toBe(401);
  });

  it('accepts each code once', async () => {
    const admin = await enrolledAdmin();
    const code = clock.code(admin.secret);
    const first = await secondStep(await challengeFor(server, admin.user.email, PASSWORD), code);
    expect(first.status).toBe(200);
    const replay = await secondStep(await challengeFor(server, admin.user.email, PASSWORD), code);
    expect(replay.status).toBe(401);
  });

  it('accepts a recovery code once, typed in any case and spacing', async () => {
    const admin = await enrolledAdmin();
    const [code] = admin.recoveryCodes;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const first = await secondStep(await challengeFor(server, admin.user.email, PASSWORD), typed);
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    const second = await secondStep(await challengeFor(server, admin.user.email, PASSWORD), code);
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(
      'That code is not right. Enter the current code from your authenticator app, or a recovery code',
    );
    const another = admin.recoveryCodes[1];
    const third = await secondStep(await challengeFor(server, admin.user.email, PASSWORD), another);
    expect(third.status).toBe(200);
  });

  it('signs in once with a recovery code sent twice at once', async () => {
    const admin = await enrolledAdmin();
    const code = admin.recoveryCodes[2];
    const challenges = await Promise.all(
      [1, 2].map(() => challengeFor(server, admin.user.email, PASSWORD)),
    );
    const answers = await Promise.all(challenges.map((challenge) => secondStep(challenge, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('answers 429 from the sixth code of a burst of wrong ones, a right one included', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeFor(server, admin.user.email, PASSWORD);
    const right = clock.code(admin.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const burst = await Promise.all(Array.from({ length: 8 }, () => secondStep(challenge, wrong)));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const limited = burst.find((response) => response.status === 429);
    expect(limited?.body.message).toBe('Too many wrong codes. Try again in 15 minutes.');
    expect(limited?.headers.get('retry-after')).toEqual(expect.any(String));
    // A new challenge does not start the count again.
    const fresh = await challengeFor(server, admin.user.email, PASSWORD);
    expect((await secondStep(fresh, right)).status).toBe(429);
  });
});

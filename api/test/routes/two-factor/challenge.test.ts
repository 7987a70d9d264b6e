import { createSigner } from 'fast-jwt';
import { signUp, startApp, TEST_SECRET, type TestServer } from '../../support/helpers';
import { challengeFor, enrol, steppingClock } from '../../support/two-factor';

// The challenge between a login's password and its code: short-lived, for this one purpose, and
// ended by a logout (api/README.md, "Two-factor sign-in").

const clock = steppingClock();
let server: TestServer;

beforeAll(async () => {
  server = await startApp({ now: clock.now });
});

afterAll(() => server.close());

const PASSWORD = 'challenge-password';
const EXPIRED = 'This sign-in has expired or is not valid. Please log in again';

async function challenged() {
  const { user, token } = await signUp(server, { admin: true, password: PASSWORD });
  const { secret } = await enrol(server, token, clock);
  return { user, token, secret, challenge: await challengeFor(server, user.email, PASSWORD) };
}

const secondStep = (challenge: string, code: string) =>
  server.request('POST', '/api/v1/login/2fa', { body: { challenge, code } });

it('refuses a challenge older than 5 minutes', async () => {
  const { challenge, secret } = await challenged();
  clock.tick(5 * 60_000 + 1_000);
  const late = await secondStep(challenge, clock.code(secret));
  expect(late.status).toBe(401);
  expect(late.body).toEqual({ success: false, error: true, message: EXPIRED });
});

it('refuses a tampered challenge, a session token and one signed with the session key', async () => {
  const { user, token, secret, challenge } = await challenged();
  const [head, body, signature] = challenge.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  const otherSub = String(Number(claims.sub) + 1);
  const otherAccount = Buffer.from(JSON.stringify({ ...claims, sub: otherSub })).toString(
    'base64url',
  );
  const sessionKeySigned = createSigner({ key: TEST_SECRET, expiresIn: 300_000 })({
    ...claims,
    exp: undefined,
  });
  for (const forged of [
    `${head}.${otherAccount}.${signature}`,
    token,
    sessionKeySigned,
    'not-a-challenge',
  ]) {
    const answer = await secondStep(forged, clock.code(secret));
    expect({ forged, status: answer.status, message: answer.body.message }).toEqual({
      forged,
      status: 401,
      message: EXPIRED,
    });
  }
  // The real one still works: none of the forgeries spent it.
  const real = await secondStep(challenge, clock.code(secret));
  expect(real.status).toBe(200);
  expect(real.body.user.id).toBe(user.id);
});

it('is ended by a logout between the two steps', async () => {
  const { token, secret, challenge } = await challenged();
  await server.request('POST', '/api/v1/logout', { token });
  const after = await secondStep(challenge, clock.code(secret));
  expect(after.status).toBe(401);
  expect(after.body.message).toBe(EXPIRED);
});

it('names the failing fields of a malformed second step', async () => {
  const response = await server.request('POST', '/api/v1/login/2fa', {
    body: { challenge: 'x'.repeat(1001), code: 7 },
  });
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual([
    'Challenge is too long (maximum is 1000 characters)',
    'Code must be text',
  ]);
});

import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import { signUp, startApp, type TestServer } from '../../support/helpers';
import { challengeFor, enrol, steppingClock } from '../../support/two-factor';

// The TOTP secret at rest (api/README.md, "Two-factor sign-in"): sealed with TWO_FACTOR_KEY, so
// the database alone does not give the codes; another key fails closed; a secret stored in the
// clear before is sealed when next read.

const clock = steppingClock();
let server: TestServer;
/** The same database under another TWO_FACTOR_KEY. */
let otherKey: TestServer;

beforeAll(async () => {
  server = await startApp({ now: clock.now });
  otherKey = await startApp(
    { now: clock.now, twoFactorKey: randomBytes(32) },
    server.config.database,
  );
});

afterAll(async () => {
  await server.close();
  await otherKey.close();
});

const PASSWORD = 'sealed-password';
const UNREADABLE =
  'Two-factor sign-in is unavailable on this server at the moment. Please tell the shop';

async function storedSecret(userId: number) {
  const row = await server.app.database.db
    .selectFrom('users')
    .select('two_factor_secret')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.two_factor_secret ?? '';
}

const secondStep = (on: TestServer, challenge: string, code: string) =>
  on.request('POST', '/api/v1/login/2fa', { body: { challenge, code } });

it('keeps the secret sealed, pending and in force, and signs in with its codes', async () => {
  const { user, token } = await signUp(server, { password: PASSWORD });
  const setup = await server.request('POST', '/api/v1/me/2fa/setup', { token });
  const { secret } = setup.body.data;
  const pending = await storedSecret(user.id);
  expect(pending).toMatch(/^v1:[\w-]+$/);
  expect(pending).not.toContain(secret);
  expect(Buffer.from(pending.slice(3), 'base64url').toString('latin1')).not.toContain(secret);

  const enable = await server.request('POST', '/api/v1/me/2fa/enable', {
    token,
    body: { code: clock.code(secret) },
  });
  expect(enable.status).toBe(200);
  clock.tick();
  expect(await storedSecret(user.id)).toBe(pending);
  const challenge = await challengeFor(server, user.email, PASSWORD);
  expect((await secondStep(server, challenge, clock.code(secret))).status).toBe(200);
});

it('fails closed under another key: 503 with a sentence, no sign-in, no change', async () => {
  const { user, token } = await signUp(server, { password: PASSWORD });
  const { secret } = await enrol(server, token, clock);
  const challenge = await challengeFor(otherKey, user.email, PASSWORD);
  const refused = await secondStep(otherKey, challenge, clock.code(secret));
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({ success: false, error: true, message: UNREADABLE });
  expect(refused.body.token).toBeUndefined();

  const off = await otherKey.request('DELETE', '/api/v1/me/2fa', {
    token,
    body: { password: PASSWORD, code: clock.code(secret) },
  });
  expect(off.status).toBe(503);
  expect(off.body.message).toBe(UNREADABLE);
  const me = await server.request('GET', '/api/v1/me', { token });
  expect(me.body.data.two_factor).toBe(true);
  // The right key still opens it.
  const again = await challengeFor(server, user.email, PASSWORD);
  expect((await secondStep(server, again, clock.code(secret))).status).toBe(200);
});

it('signs in with a secret stored in the clear before, and seals it', async () => {
  const { user, token } = await signUp(server, { password: PASSWORD });
  await enrol(server, token, clock);
  // As the api kept it before secrets were sealed: base32 in the column.
  const secret = authenticator.generateSecret(20);
  await server.app.database.db
    .updateTable('users')
    .set({ two_factor_secret: secret })
    .where('id', '=', user.id)
    .execute();
  const challenge = await challengeFor(server, user.email, PASSWORD);
  expect((await secondStep(server, challenge, clock.code(secret))).status).toBe(200);
  const sealed = await storedSecret(user.id);
  expect(sealed).toMatch(/^v1:/);
  expect(sealed).not.toContain(secret);
  clock.tick();
  const next = await challengeFor(server, user.email, PASSWORD);
  expect((await secondStep(server, next, clock.code(secret))).status).toBe(200);
});

it("does not open one account's sealed secret on another account's row", async () => {
  const first = await signUp(server, { password: PASSWORD });
  const { secret } = await enrol(server, first.token, clock);
  const second = await signUp(server, { password: PASSWORD });
  await enrol(server, second.token, clock);
  await server.app.database.db
    .updateTable('users')
    .set({ two_factor_secret: await storedSecret(first.user.id) })
    .where('id', '=', second.user.id)
    .execute();
  const challenge = await challengeFor(server, second.user.email, PASSWORD);
  const refused = await secondStep(server, challenge, clock.code(secret));
  expect(refused.status).toBe(503);
  expect(refused.body.message).toBe(UNREADABLE);
});

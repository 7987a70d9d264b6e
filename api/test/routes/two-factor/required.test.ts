import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { enrol, steppingClock } from '../../support/two-factor';

// STAFF_TWO_FACTOR=required (production's default): an administrator without two-factor sign-in
// can only enrol; riders, and every account under `optional` (the demo), are not affected.

const clock = steppingClock();
let required: TestServer;
let optional: TestServer;

beforeAll(async () => {
  required = await startApp({ staffTwoFactor: 'required', now: clock.now });
  optional = await startApp({ now: clock.now });
});

afterAll(async () => {
  await required.close();
  await optional.close();
});

const ENROL_FIRST =
  'Your account must turn on two-factor sign-in before it can do anything else. Set it up under My account.';

it('answers 403 to an administrator without it, except to enrol, read /me and log out', async () => {
  const { token } = await signUp(required, { admin: true });
  for (const [method, path] of [
    ['GET', '/api/v1/motorcycles'],
    ['GET', '/api/v1/admin/reservations'],
    ['POST', '/api/v1/motorcycles'],
    ['PATCH', '/api/v1/me'],
    ['GET', '/api/v1/me/export'],
  ]) {
    const body = method === 'GET' ? undefined : {};
    const answer = await required.request(method, path, { token, body });
    expect({ path, status: answer.status, message: answer.body.message }).toEqual({
      path,
      status: 403,
      message: ENROL_FIRST,
    });
  }
  const me = await required.request('GET', '/api/v1/me', { token });
  expect(me.status).toBe(200);
  expect(me.body.data.two_factor).toBe(false);

  await enrol(required, token, clock);
  expect((await required.request('GET', '/api/v1/motorcycles', { token })).status).toBe(200);
  expect((await addMotorcycle(required, token)).id).toEqual(expect.any(Number));
  expect((await required.request('POST', '/api/v1/logout', { token })).status).toBe(200);
});

it('lets an administrator without it log out', async () => {
  const { token } = await signUp(required, { admin: true });
  expect((await required.request('POST', '/api/v1/logout', { token })).status).toBe(200);
});

it('leaves riders alone', async () => {
  const { token } = await signUp(required);
  expect((await required.request('GET', '/api/v1/motorcycles', { token })).status).toBe(200);
  expect((await required.request('GET', '/api/v1/reservations', { token })).status).toBe(200);
});

it('in optional mode, leaves an administrator without it alone', async () => {
  const { token } = await signUp(optional, { admin: true });
  expect((await addMotorcycle(optional, token)).id).toEqual(expect.any(Number));
});

it("keeps the replaced client's login for an account without it, word for word", async () => {
  for (const server of [required, optional]) {
    const password = 'plain-login-password';
    const { user } = await signUp(server, { admin: true, password });
    const login = await server.request('POST', '/api/v1/login', {
      body: { user: { email: user.email, password } },
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      success: true,
      message: 'Logged in successfully',
      user: { id: user.id, name: user.name, email: user.email, admin: true, role: 'owner' },
      token: expect.any(String),
    });
  }
});

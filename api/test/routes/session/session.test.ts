import { signUp, startApp, type TestServer } from '../../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

describe('POST /api/v1/logout', () => {
  it('ends every token issued to the rider so far, and a new login works again', async () => {
    const rider = { email: 'leaving@example.com', password: 'leaving-pw' };
    const { token: fromSignup } = await signUp(server, rider);
    const phone = (await login(rider.email, rider.password)).body.token as string;
    const laptop = (await login(rider.email, rider.password)).body.token as string;
    expect((await server.request('GET', '/api/v1/reservations', { token: phone })).status).toBe(
      200,
    );

    const logout = await server.request('POST', '/api/v1/logout', { token: laptop });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, message: 'Logout Successfully' });

    for (const token of [fromSignup, phone, laptop]) {
      const after = await server.request('GET', '/api/v1/motorcycles', { token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('You have logged out. Please log in again');
      expect(after.headers.get('www-authenticate')).toBe('Bearer');
    }
    const again = await login(rider.email, rider.password);
    expect(again.status).toBe(200);
    expect(
      (await server.request('GET', '/api/v1/motorcycles', { token: again.body.token })).status,
    ).toBe(200);
  });

  it('leaves other riders signed in', async () => {
    const leaving = await signUp(server);
    const staying = await signUp(server);
    await server.request('POST', '/api/v1/logout', { token: leaving.token });
    expect(
      (await server.request('GET', '/api/v1/reservations', { token: staying.token })).status,
    ).toBe(200);
  });

  it('answers 401 without a token, or with one already ended', async () => {
    expect((await server.request('POST', '/api/v1/logout')).status).toBe(401);
    const { token } = await signUp(server);
    await server.request('POST', '/api/v1/logout', { token });
    const twice = await server.request('POST', '/api/v1/logout', { token });
    expect(twice.status).toBe(401);
  });

  it('answers a logout sent with a JSON content type and no body', async () => {
    const { token } = await signUp(server);
    const response = await server.request('POST', '/api/v1/logout', {
      token,
      raw: '',
    });
    expect(response.status).toBe(200);
  });
});

describe('responses that carry a token', () => {
  it('are never stored by a cache', async () => {
    const rider = { email: 'nostore@example.com', password: 'nostore-pw' };
    const signup = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'No Store', ...rider } },
    });
    expect(signup.headers.get('cache-control')).toBe('no-store');
    const response = await login(rider.email, rider.password);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

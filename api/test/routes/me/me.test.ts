import { signUp, startApp, type TestServer } from '../../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

const changeMe = (token: string, body: unknown) =>
  server.request('PATCH', '/api/v1/me', { token, body });

describe('GET /api/v1/me', () => {
  it('answers the signed-in account, with no language chosen yet', async () => {
    const { user, token } = await signUp(server, { name: 'Giulia Neri' });
    const me = await server.request('GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      success: true,
      data: { id: user.id, name: 'Giulia Neri', email: user.email, admin: false, locale: null },
    });
  });

  it('answers 401 without a token, as every signed-in call', async () => {
    for (const [method, body] of [['GET'], ['PATCH', { locale: 'it' }]] as const) {
      const response = await server.request(method, '/api/v1/me', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        error: true,
        message: 'Please log in to continue',
      });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });
});

describe('PATCH /api/v1/me', () => {
  it('keeps the language in the account, for the next session too', async () => {
    const rider = { email: 'giulia@example.com', password: 'giulia-password' };
    const { token } = await signUp(server, rider);
    const changed = await changeMe(token, { locale: 'it' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: rider.email, locale: 'it' });

    const login = await server.request('POST', '/api/v1/login', { body: { user: rider } });
    const me = await server.request('GET', '/api/v1/me', { token: login.body.token });
    expect(me.body.data.locale).toBe('it');

    expect((await changeMe(token, { locale: 'en' })).body.data.locale).toBe('en');
    expect((await server.request('GET', '/api/v1/me', { token })).body.data.locale).toBe('en');
  });

  it('refuses a language the api does not speak, and keeps the one chosen', async () => {
    const { token } = await signUp(server);
    await changeMe(token, { locale: 'it' });
    for (const locale of ['fr', 'IT', 'it-IT', '', 7, null, undefined]) {
      const refused = await changeMe(token, { locale });
      expect(refused.status).toBe(422);
      // In the language the rider chose: the request names none.
      expect(refused.body).toEqual({
        success: false,
        error: true,
        message: ['La lingua deve essere una di queste: en, it'],
      });
    }
    const inEnglish = await server.request('PATCH', '/api/v1/me', {
      token,
      headers: { 'accept-language': 'en' },
      body: { locale: 'de' },
    });
    expect(inEnglish.body.message).toEqual(['Locale must be one of: en, it']);
    expect((await server.request('GET', '/api/v1/me', { token })).body.data.locale).toBe('it');
  });

  it('changes nothing but the language yet: another field is refused in a sentence', async () => {
    const { user, token } = await signUp(server, { name: 'Marco Rossi' });
    const refused = await changeMe(token, { locale: 'it', name: 'Someone Else', admin: true });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual(['Only locale can be changed here']);
    const me = await server.request('GET', '/api/v1/me', { token });
    expect(me.body.data).toEqual({ ...user, locale: null });
  });
});

import { PHONE_MAX_LENGTH } from 'shared-domain';
import { signUp, startApp, type TestServer } from '../../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

const changeMe = (token: string, body: unknown, headers?: Record<string, string>) =>
  server.request('PATCH', '/api/v1/me', { token, body, headers });
const me = async (token: string) => (await server.request('GET', '/api/v1/me', { token })).body;

describe('GET /api/v1/me', () => {
  it('answers the signed-in account: a rider, no phone and no language chosen yet', async () => {
    const { user, token } = await signUp(server, { name: 'Giulia Neri' });
    const answer = await server.request('GET', '/api/v1/me', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        id: user.id,
        name: 'Giulia Neri',
        email: user.email,
        phone: null,
        admin: false,
        role: 'rider',
        locale: null,
        two_factor: false,
      },
    });
  });

  it("names an administrator the shop's owner", async () => {
    const { token } = await signUp(server, { admin: true });
    expect((await me(token)).data).toMatchObject({ admin: true, role: 'owner' });
  });

  it('answers 401 without a token, as every signed-in call', async () => {
    const calls = [
      ['GET', '/me'],
      ['PATCH', '/me', { locale: 'it' }],
      ['GET', '/me/export'],
      ['DELETE', '/me', { password: 'secret-password' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await server.request(method, `/api/v1${path}`, { body });
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

describe('PATCH /api/v1/me: name, phone and language', () => {
  it('keeps the name and phone, trimmed, and answers the account as it now is', async () => {
    const { token } = await signUp(server, { name: 'Marco Rossi' });
    const changed = await changeMe(token, {
      name: '  Marco Bianchi ',
      phone: ' +39 06 1234 5678 ',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Marco Bianchi', phone: '+39 06 1234 5678' });
    expect(changed.body.token).toBeUndefined();
    expect((await me(token)).data).toMatchObject({
      name: 'Marco Bianchi',
      phone: '+39 06 1234 5678',
    });
    // An empty phone removes it; a field not sent is left as it is.
    expect((await changeMe(token, { phone: '' })).body.data).toMatchObject({
      name: 'Marco Bianchi',
      phone: null,
    });
  });

  it('refuses each wrong field with a sentence, in the order of the form, and changes nothing', async () => {
    const { user, token } = await signUp(server, { name: 'Marco Rossi' });
    const refused = await changeMe(token, {
      name: 'M',
      phone: '1'.repeat(PHONE_MAX_LENGTH + 1),
      locale: 'fr',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      success: false,
      error: true,
      message: [
        'Name is too short (minimum is 2 characters)',
        `Phone is too long (maximum is ${PHONE_MAX_LENGTH} characters)`,
        'Locale must be one of: en, it',
      ],
    });
    const inItalian = await changeMe(token, { phone: 'line\nbreak' }, { 'accept-language': 'it' });
    expect(inItalian.body.message).toEqual(['Telefono: niente caratteri di controllo né a capo']);
    expect((await me(token)).data).toMatchObject({ name: user.name, phone: null, locale: null });
  });

  it('changes only its own account, and never whether it is an administrator', async () => {
    const victim = await signUp(server, { name: 'Anna Verdi' });
    const attacker = await signUp(server, { name: 'Mallory' });
    const changed = await changeMe(attacker.token, {
      id: victim.user.id,
      name: 'Owned',
      admin: true,
    });
    expect(changed.body.data).toMatchObject({ id: attacker.user.id, name: 'Owned', admin: false });
    expect((await me(victim.token)).data).toMatchObject({ name: 'Anna Verdi' });
  });

  it('keeps the language in the account, for the next session too', async () => {
    const rider = { email: 'giulia@example.com', password: 'giulia-password' };
    const { token } = await signUp(server, rider);
    const changed = await changeMe(token, { locale: 'it' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: rider.email, locale: 'it' });

    const login = await server.request('POST', '/api/v1/login', { body: { user: rider } });
    expect((await me(login.body.token)).data.locale).toBe('it');

    expect((await changeMe(token, { locale: 'en' })).body.data.locale).toBe('en');
    expect((await me(token)).data.locale).toBe('en');
  });

  it('refuses a language the api does not speak, and keeps the one chosen', async () => {
    const { token } = await signUp(server);
    await changeMe(token, { locale: 'it' });
    for (const locale of ['fr', 'IT', 'it-IT', '', 7, null]) {
      const refused = await changeMe(token, { locale });
      expect(refused.status).toBe(422);
      // In the language the rider chose: the request names none.
      expect(refused.body).toEqual({
        success: false,
        error: true,
        message: ['La lingua deve essere una di queste: en, it'],
      });
    }
    const inEnglish = await changeMe(token, { locale: 'de' }, { 'accept-language': 'en' });
    expect(inEnglish.body.message).toEqual(['Locale must be one of: en, it']);
    expect((await me(token)).data.locale).toBe('it');
  });

  it('refuses a body that is no object in a sentence', async () => {
    const { token } = await signUp(server);
    const refused = await changeMe(token, ['name']);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual(['Request body must be a JSON object']);
  });
});

import { signUp, startApp, type TestServer } from '../../support/helpers';
import { mailsTo } from '../../support/outbox';

// A new email or password (api/README.md, "Accounts"): the current password first, a notice to
// the address the account had, and a new password ends every other session and the calendar feed.

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

const changeMe = (token: string, body: unknown, headers?: Record<string, string>) =>
  server.request('PATCH', '/api/v1/me', { token, body, headers });
const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });
const me = (token: string) => server.request('GET', '/api/v1/me', { token });

async function rider(name = 'Giulia Neri') {
  const password = 'giulia-password';
  const email = `giulia-${Math.random().toString(36).slice(2)}@example.com`;
  const { user, token } = await signUp(server, { name, email, password });
  return { user, token, email, password };
}

describe('a new email', () => {
  it('needs the current password, and says so for a missing or wrong one', async () => {
    const giulia = await rider();
    const missing = await changeMe(giulia.token, { email: 'new@example.com' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toEqual([
      'Current password is needed to change your email or password',
    ]);
    const wrong = await changeMe(giulia.token, {
      email: 'new@example.com',
      current_password: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual(['Current password is wrong']);
    expect((await me(giulia.token)).body.data.email).toBe(giulia.email);
    expect(await mailsTo(server, giulia.email)).toEqual([]);
  });

  it('is kept as signup keeps it, tells the old address, and signs in from now on', async () => {
    const giulia = await rider('Giulia Neri');
    const newEmail = `Neri.${giulia.user.id}@Example.COM`;
    const changed = await changeMe(giulia.token, {
      email: newEmail,
      current_password: giulia.password,
    });
    expect(changed.status).toBe(200);
    const stored = newEmail.toLowerCase();
    expect(changed.body.data.email).toBe(stored);
    // The session goes on: only a new password ends sessions.
    expect(changed.body.token).toBeUndefined();
    expect((await me(giulia.token)).body.data.email).toBe(stored);
    expect(await mailsTo(server, giulia.email)).toEqual([
      {
        kind: 'email-changed',
        to: giulia.email,
        locale: 'en',
        values: { name: 'Giulia Neri', newEmail: stored },
      },
    ]);
    expect(await mailsTo(server, stored)).toEqual([]);
    expect((await login(stored, giulia.password)).status).toBe(200);
    expect((await login(giulia.email, giulia.password)).status).toBe(401);
  });

  it('is refused when another account has it; the same address needs no password', async () => {
    const giulia = await rider();
    const other = await rider();
    const taken = await changeMe(giulia.token, {
      email: other.email.toUpperCase(),
      current_password: giulia.password,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toEqual(['Email has already been taken']);
    const invalid = await changeMe(giulia.token, {
      email: 'no-at-sign',
      current_password: giulia.password,
    });
    expect(invalid.body.message).toEqual(['Email is invalid']);
    const same = await changeMe(giulia.token, { email: giulia.email, name: 'Giulia N.' });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ email: giulia.email, name: 'Giulia N.' });
    expect(await mailsTo(server, giulia.email)).toEqual([]);
  });

  it("is written in the account's language, else the request's", async () => {
    const italian = await rider('Giulia Neri');
    await changeMe(italian.token, { locale: 'it' });
    await changeMe(italian.token, {
      email: `it-${italian.user.id}@example.com`,
      current_password: italian.password,
    });
    expect((await mailsTo(server, italian.email))[0]).toMatchObject({ locale: 'it' });

    const unchosen = await rider('Marco Rossi');
    await changeMe(
      unchosen.token,
      { email: `un-${unchosen.user.id}@example.com`, current_password: unchosen.password },
      { 'accept-language': 'it-IT,it;q=0.9' },
    );
    expect((await mailsTo(server, unchosen.email))[0]).toMatchObject({ locale: 'it' });
  });
});

describe('a new password', () => {
  it('follows the signup rules and needs the current password', async () => {
    const giulia = await rider();
    const short = await changeMe(giulia.token, {
      password: 'abc',
      current_password: giulia.password,
    });
    expect(short.body.message).toEqual(['Password is too short (minimum is 6 characters)']);
    const unproven = await changeMe(giulia.token, { password: 'a-new-password' });
    expect(unproven.body.message).toEqual([
      'Current password is needed to change your email or password',
    ]);
    expect((await login(giulia.email, giulia.password)).status).toBe(200);
  });

  it('ends every other session and the calendar feed, answers a fresh token, tells the address', async () => {
    const giulia = await rider('Giulia Neri');
    const otherSession = (await login(giulia.email, giulia.password)).body.token as string;
    const feed = await server.request('POST', '/api/v1/calendar/feed', { token: giulia.token });
    const feedPath = new URL(feed.body.data.url as string).pathname;
    expect((await server.request('GET', feedPath)).status).toBe(200);

    const changed = await changeMe(giulia.token, {
      password: 'a-new-password',
      current_password: giulia.password,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: giulia.user.id, email: giulia.email });
    expect((await me(changed.body.token)).status).toBe(200);
    expect((await me(giulia.token)).status).toBe(401);
    expect((await me(otherSession)).status).toBe(401);
    expect((await server.request('GET', feedPath)).status).toBe(404);
    expect((await login(giulia.email, giulia.password)).status).toBe(401);
    expect((await login(giulia.email, 'a-new-password')).status).toBe(200);
    expect(await mailsTo(server, giulia.email)).toEqual([
      { kind: 'password-changed', to: giulia.email, locale: 'en', values: { name: 'Giulia Neri' } },
    ]);
  });

  it('with a new email too: both notices go to the old address', async () => {
    const giulia = await rider('Giulia Neri');
    const newEmail = `both-${giulia.user.id}@example.com`;
    const changed = await changeMe(giulia.token, {
      email: newEmail,
      password: 'a-new-password',
      current_password: giulia.password,
    });
    expect(changed.status).toBe(200);
    expect((await mailsTo(server, giulia.email)).map((mail) => mail.kind)).toEqual([
      'email-changed',
      'password-changed',
    ]);
    expect((await login(newEmail, 'a-new-password')).status).toBe(200);
  });
});

describe('an attacker', () => {
  it('with a stolen token but not the password cannot take the account', async () => {
    const giulia = await rider();
    for (const body of [
      { email: 'mallory@example.com' },
      { password: 'mallory-password' },
      { email: 'mallory@example.com', current_password: '' },
      { password: 'mallory-password', current_password: 'guess-password' },
    ]) {
      expect((await changeMe(giulia.token, body)).status).toBe(422);
    }
    expect((await me(giulia.token)).body.data.email).toBe(giulia.email);
    expect((await login(giulia.email, giulia.password)).status).toBe(200);
    expect(await mailsTo(server, giulia.email)).toEqual([]);
  });

  it('cannot guess the current password without limit: each try counts as a login', async () => {
    const limited = await startApp({
      rateLimits: {
        ...server.config.rateLimits,
        loginPerAddress: { points: 3, seconds: 900 },
      },
    });
    try {
      const { token } = await signUp(limited, { password: 'giulia-password' });
      const guess = (current_password: string) =>
        limited.request('PATCH', '/api/v1/me', {
          token,
          body: { password: 'mallory-password', current_password },
        });
      for (const wrong of ['guess-one', 'guess-two', 'guess-three']) {
        expect((await guess(wrong)).status).toBe(422);
      }
      const refused = await guess('giulia-password');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toEqual(['Too many login attempts. Try again in 15 minutes.']);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect((await limited.request('GET', '/api/v1/me', { token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('with their own token and password changes only their own account', async () => {
    const giulia = await rider();
    const mallory = await rider('Mallory');
    const changed = await changeMe(mallory.token, {
      password: 'mallory-new-password',
      current_password: mallory.password,
    });
    expect(changed.body.data.id).toBe(mallory.user.id);
    expect((await login(giulia.email, giulia.password)).status).toBe(200);
    expect((await me(giulia.token)).status).toBe(200);
  });
});

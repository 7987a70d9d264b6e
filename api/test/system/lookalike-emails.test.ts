import { hashPassword } from '../../src/lib/passwords';
import { signUp, startApp, type TestServer } from '../support/helpers';

// Accounts whose address reads as the administrator's, and addresses that turn the admin list's
// mailto: link into a copy to an attacker, as they were sent on 2026-11-25.

const ADMIN = { name: 'Ada Admin', email: 'admin@vespa.test', password: 'vespa-admin-1' };

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
  await signUp(server, { ...ADMIN, admin: true });
});

afterAll(() => server.close());

const signup = (email: string) =>
  server.request('POST', '/api/v1/users', {
    body: { user: { name: 'Mallory', email, password: 'mallory-pass' } },
  });

const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

describe('signing up with an address that reads as the administrator’s', () => {
  it.each([
    [
      'with a zero-width space',
      'ADMIN@VESPA.TEST\u200b',
      "Email can't contain spaces or invisible characters",
    ],
    [
      'with a word joiner inside',
      'adm\u2060in@vespa.test',
      "Email can't contain spaces or invisible characters",
    ],
    [
      'with a Cyrillic а',
      '\u0430dmin@vespa.test',
      "Email can't contain accented letters or letters of other alphabets before the @",
    ],
    ['in full-width letters', 'ＡＤＭＩＮ＠ｖｅｓｐａ．ｔｅｓｔ', 'Email has already been taken'],
    ['with an ideographic full stop', 'admin@vespa\u3002test', 'Email has already been taken'],
  ])('%s is refused', async (_case, email, sentence) => {
    const response = await signup(email);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([sentence]);
  });

  it('with a Cyrillic е in the domain gets an address that is spelt out', async () => {
    const response = await signup('admin@v\u0435spa.test');
    expect(response.status).toBe(201);
    expect(response.body.user.email).toBe('admin@xn--vspa-v4d.test');
  });
});

describe('an address that would add recipients to a mailto: link', () => {
  it.each([
    'evil@x.test?bcc=spy%40attacker.test',
    'evil@x.test&cc=spy@attacker.test',
    'evil@x.test#bcc',
  ])('%s is refused', async (email) => {
    const response = await signup(email);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["Email can't contain ?, &, %, / or #"]);
  });
});

describe('logging in', () => {
  it('finds the account whatever the case or width of the address typed', async () => {
    for (const email of [
      'ADMIN@vespa.test',
      ' Admin@Vespa.Test ',
      'ＡＤＭＩＮ＠ｖｅｓｐａ．ｔｅｓｔ',
    ]) {
      const response = await login(email, ADMIN.password);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ email: ADMIN.email, admin: true });
    }
  });

  it('does not let a look-alike address into the account', async () => {
    for (const email of ['ADMIN@VESPA.TEST\u200b', '\u0430dmin@vespa.test']) {
      expect((await login(email, ADMIN.password)).status).toBe(401);
    }
  });

  it('stores an internationalised domain in ASCII and logs in with either form', async () => {
    const { user } = await signUp(server, { email: 'Zoe@Exämple.com', password: 'zoe-password' });
    expect(user.email).toBe('zoe@xn--exmple-cua.com');
    for (const email of ['zoe@exämple.com', 'ZOE@XN--EXMPLE-CUA.COM']) {
      expect((await login(email, 'zoe-password')).status).toBe(200);
    }
  });

  it('still opens accounts stored before addresses were normalised', async () => {
    const { db } = server.app.database;
    const passwordHash = await hashPassword('old-password');
    for (const email of ['old.zoë@exämple.com', 'old.kim@exämple.com']) {
      await db
        .insertInto('users')
        .values({ name: 'Old', email, password_hash: passwordHash, created_at: 0 })
        .execute();
      const response = await login(email.toUpperCase(), 'old-password');
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe(email);
    }
  });
});

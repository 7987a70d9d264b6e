import { createSigner } from 'fast-jwt';
import { signUp, startApp, TEST_SECRET, type TestServer } from '../support/helpers';

let server: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  server = await startApp();
  ({
    token,
    user: { id: userId },
  } = await signUp(server));
});

afterAll(() => server.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const protectedCalls: [string, string][] = [
  ['GET', '/api/v1/motorcycles'],
  ['GET', '/api/v1/motorcycles/'],
  ['POST', '/api/v1/motorcycles'],
  ['DELETE', '/api/v1/motorcycles/1'],
  ['GET', '/api/v1/reservations'],
  ['POST', '/api/v1/reservations/'],
];

describe('authentication', () => {
  it.each(protectedCalls)('%s %s answers 401 without a token', async (method, path) => {
    const response = await server.request(method, path, method === 'POST' ? { body: {} } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'Please log in to continue',
    });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  const forged: [string, () => string][] = [
    [
      'a token signed with another secret',
      () =>
        createSigner({ key: 'another-secret-another-secret-another-secret' })({
          sub: String(userId),
        }),
    ],
    [
      'an alg:none token',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), exp: 4102444800 })}.`,
    ],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = token.split('.');
        return `${header}.${base64url({ sub: '999', exp: 4102444800 })}.${signature}`;
      },
    ],
    ['garbage', () => 'not.a.jwt'],
    ['a token without exp', () => createSigner({ key: TEST_SECRET })({ sub: String(userId) })],
    [
      'a token without sub',
      () => createSigner({ key: TEST_SECRET, expiresIn: 60_000 })({ admin: true }),
    ],
    [
      'a token with a non-numeric sub',
      () => createSigner({ key: TEST_SECRET, expiresIn: 60_000 })({ sub: "1' OR '1'='1" }),
    ],
    [
      'an HS512 token with the right secret',
      () =>
        createSigner({ key: TEST_SECRET, algorithm: 'HS512', expiresIn: 60_000 })({
          sub: String(userId),
        }),
    ],
  ];

  it.each(forged)('refuses %s with 401', async (_case, make) => {
    const response = await server.request('GET', '/api/v1/motorcycles', { token: make() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'Invalid token. Please log in again',
    });
  });

  it('refuses an expired token with 401 and says so', async () => {
    const expired = createSigner({
      key: TEST_SECRET,
      expiresIn: 60_000,
      clockTimestamp: Date.now() - 2 * 60 * 60 * 1000,
    })({ sub: String(userId) });
    const response = await server.request('GET', '/api/v1/reservations', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'Your session has expired. Please log in again',
    });
  });

  it('refuses a valid token of a user who no longer exists', async () => {
    const { token: goneToken, user } = await signUp(server);
    await server.app.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const response = await server.request('GET', '/api/v1/reservations', { token: goneToken });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your account no longer exists. Please sign up again');
  });

  it('refuses a scheme other than Bearer', async () => {
    const response = await server.request('GET', '/api/v1/reservations', {
      headers: { authorization: `Basic ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('answers requests that arrive together each as its own account', async () => {
    // authenticate reads the users of requests arriving together in one statement: each must
    // still get its own account's answer.
    const admin = await signUp(server, { admin: true });
    const rider = await signUp(server);
    const leaving = await signUp(server);
    const gone = await signUp(server);
    await server.request('POST', '/api/v1/logout', { token: leaving.token });
    await server.app.database.db.deleteFrom('users').where('id', '=', gone.user.id).execute();
    const expected: [string, number, string | undefined][] = [
      [admin.token, 422, undefined],
      [rider.token, 403, 'Only administrators can add or delete motorcycles'],
      [leaving.token, 401, 'You have logged out. Please log in again'],
      [gone.token, 401, 'Your account no longer exists. Please sign up again'],
    ];
    const calls = Array.from({ length: 40 }, (_, i) => expected[i % expected.length]!);

    const responses = await Promise.all(
      calls.map(([callToken]) =>
        server.request('POST', '/api/v1/motorcycles', { token: callToken, body: {} }),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(calls.map(([, status]) => status));
    responses.forEach((response, i) => {
      const message = calls[i]![2];
      if (message) expect(response.body.message).toBe(message);
    });
  });

  it('accepts the token issued at signup', async () => {
    const response = await server.request('GET', '/api/v1/motorcycles', { token });
    expect(response.status).toBe(200);
  });
});

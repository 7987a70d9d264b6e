import { createVerifier } from 'fast-jwt';
import { signUp, startApp, TEST_SECRET, type TestServer } from '../../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

describe('POST /api/v1/users (signup)', () => {
  it('creates an account and answers 201 with the user and a token, never the password', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: {
        user: { name: 'Ana Rider', email: 'Ana@Example.com', password: 'secret1', admin: false },
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Account created successfully',
      user: {
        id: expect.any(Number),
        name: 'Ana Rider',
        email: 'ana@example.com',
        admin: false,
        role: 'rider',
      },
      token: expect.any(String),
    });
    expect(response.text).not.toContain('secret1');
    expect(response.text).not.toContain('password');
    const claims = createVerifier({ key: TEST_SECRET })(response.body.token);
    expect(claims.sub).toBe(String(response.body.user.id));
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);
  });

  it('answers on the path with a trailing slash', async () => {
    const response = await server.request('POST', '/api/v1/users/', {
      body: { user: { name: 'Slash', email: 'slash@example.com', password: 'secret1' } },
    });
    expect(response.status).toBe(201);
    expect(response.body.user.admin).toBe(false);
  });

  it('honours the admin checkbox while ADMIN_SIGNUP is open', async () => {
    const { user } = await signUp(server, { admin: true });
    expect(user).toMatchObject({ admin: true, role: 'owner' });
  });

  it('refuses every invalid field at once with full sentences', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: { user: { name: ' A ', email: 'not-an-email', password: '12345' } },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: [
        'Name is too short (minimum is 2 characters)',
        'Email is invalid',
        'Password is too short (minimum is 6 characters)',
      ],
    });
  });

  it('refuses an email that is taken, whatever its case', async () => {
    await signUp(server, { email: 'taken@example.com' });
    const response = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'Other', email: '  TAKEN@example.COM ', password: 'secret1' } },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: ['Email has already been taken'],
    });
  });

  it('lets only one of several simultaneous signups with one email through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request('POST', '/api/v1/users', {
          body: { user: { name: 'Twin', email: 'twin@example.com', password: 'secret1' } },
        }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of attempts.filter((a) => a.status === 422)) {
      expect(r.body.message).toEqual(['Email has already been taken']);
    }
  });

  it('reports missing fields as sentences', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'No' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["Email can't be blank", "Password can't be blank"]);
  });

  it('refuses a body without the user object', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: { name: 'Flat', email: 'flat@example.com', password: 'secret1' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: ["User can't be blank"],
    });
  });
});

describe('ADMIN_SIGNUP=closed', () => {
  it('ignores the admin checkbox', async () => {
    const closed = await startApp({ adminSignup: 'closed' });
    try {
      const { user } = await signUp(closed, { admin: true });
      expect(user.admin).toBe(false);
    } finally {
      await closed.close();
    }
  });
});

describe('POST /api/v1/login', () => {
  beforeAll(async () => {
    await signUp(server, { name: 'Lena', email: 'lena@example.com', password: 'lena-password' });
  });

  it.each(['/api/v1/login', '/api/v1/login/'])(
    'logs in at %s (email in any case)',
    async (path) => {
      const response = await server.request('POST', path, {
        body: { user: { email: ' LENA@example.com', password: 'lena-password' } },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Logged in successfully',
        user: {
          id: expect.any(Number),
          name: 'Lena',
          email: 'lena@example.com',
          admin: false,
          role: 'rider',
        },
        token: expect.any(String),
      });
      const list = await server.request('GET', '/api/v1/reservations', {
        token: response.body.token,
      });
      expect(list.status).toBe(200);
    },
  );

  it.each([
    ['a wrong password', 'lena@example.com', 'wrong-password'],
    ['an unknown email', 'nobody@example.com', 'lena-password'],
  ])('answers 401 for %s', async (_case, email, password) => {
    const response = await server.request('POST', '/api/v1/login', {
      body: { user: { email, password } },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'Invalid email or password',
    });
  });

  it('answers 422 when a field is missing', async () => {
    const response = await server.request('POST', '/api/v1/login', {
      body: { user: { email: 'lena@example.com' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["Password can't be blank"]);
  });
});

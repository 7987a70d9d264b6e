import net from 'node:net';
import { addMotorcycle, signUp, startApp, type TestServer } from '../support/helpers';

let server: TestServer;
let admin: string;
let rider: string;

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
});

afterAll(() => server.close());

function expectJsonError(
  response: { status: number; body: unknown; headers: Headers },
  status: number,
) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ success: false, error: true, message: expect.anything() });
  const { message } = response.body as { message: unknown };
  expect(typeof message === 'string' || Array.isArray(message)).toBe(true);
}

describe('malformed requests', () => {
  it.each([
    ['malformed JSON', '{"user": {"email": '],
    ['a prototype-pollution key', '{"__proto__": {"admin": true}, "user": {}}'],
  ])('answers 400 JSON for %s', async (_case, raw) => {
    const response = await server.request('POST', '/api/v1/login', { raw });
    expectJsonError(response, 400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });

  it('answers 422 JSON for an empty JSON body, which means no body', async () => {
    const response = await server.request('POST', '/api/v1/users', { raw: '' });
    expectJsonError(response, 422);
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'x'.repeat(200_000), email: 'big@example.com', password: 'secret1' } },
    });
    expectJsonError(response, 413);
    expect(response.body.message).toBe('Request body is too large (limit is 64 KB)');
  });

  it('answers 415 JSON for a body that is not JSON', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      raw: '<user/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectJsonError(response, 415);
  });

  it.each([
    ['an array instead of an object', [], ['Request body must be a JSON object']],
    ['a string', 'user', ['Request body must be a JSON object']],
    ['null', null, ['Request body must be a JSON object']],
    ['an array as the user', { user: [] }, ['User must be a JSON object']],
    [
      'wrong types',
      { user: { name: ['a'], email: 7, password: { p: 1 }, admin: 'yes' } },
      [
        'Name must be text',
        'Email must be text',
        'Password must be text',
        'Admin must be true or false',
      ],
    ],
  ])('answers 422 with sentences for %s', async (_case, body, message) => {
    const response = await server.request('POST', '/api/v1/users', { body });
    expectJsonError(response, 422);
    expect(response.body.message).toEqual(message);
  });

  it('answers a plain-text body with 415, as it does any body that is not JSON', async () => {
    const response = await server.request('POST', '/api/v1/reservations', {
      token: rider,
      raw: 'motorcycle_id=1',
      headers: { 'content-type': 'text/plain' },
    });
    expectJsonError(response, 415);
    expect(response.body.message).toBe('Content-Type must be application/json');
  });

  it('answers 404 JSON for an unknown route', async () => {
    const response = await server.request('GET', '/api/v1/nothing-here?x=1');
    expectJsonError(response, 404);
    expect(response.body.message).toBe('No route for GET /api/v1/nothing-here');
  });

  it('answers 400 JSON for a malformed URL', async () => {
    const response = await server.request('DELETE', '/api/v1/motorcycles/%E0%A4%A', {
      token: admin,
    });
    expectJsonError(response, 400);
  });

  it('answers JSON for an overlong id', async () => {
    const response = await server.request('DELETE', `/api/v1/motorcycles/${'9'.repeat(500)}`, {
      token: admin,
    });
    expect(response.status).toBeLessThan(500);
    expectJsonError(response, response.status);
  });
});

/** Writes raw bytes, for requests no HTTP client would send; resolves with the raw answer. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a broken request line', 'GARBAGE\r\n\r\n', 400, 'The request is malformed'],
    [
      'headers over the limit',
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'Request headers are too large',
    ],
  ])('answers %s with JSON', async (_case, bytes, status, message) => {
    const answer = await rawExchange(bytes);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ success: false, error: true, message });
  });

  it('answers a bare OPTIONS with an empty 204', async () => {
    const response = await server.request('OPTIONS', '/api/v1/motorcycles');
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });
});

describe('hostile values', () => {
  const injection = "Robert'); DROP TABLE motorcycles;--";

  it('stores SQL injection strings literally', async () => {
    const { user } = await signUp(server, { name: injection, email: "o'hara+test@example.com" });
    expect(user.name).toBe(injection);
    expect(user.email).toBe("o'hara+test@example.com");
    const motorcycle = await addMotorcycle(server, admin, {
      name: injection,
      description: "' OR 1=1 --",
    });
    const list = await server.request('GET', '/api/v1/motorcycles', { token: rider });
    expect(list.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: motorcycle.id, name: injection })]),
    );
    const login = await server.request('POST', '/api/v1/login', {
      body: { user: { email: "' OR '1'='1", password: "' OR '1'='1" } },
    });
    expect(login.status).toBe(401);
  });

  it('round-trips unicode', async () => {
    const name = 'Zoë 山田 🛵 Ñandú';
    // An internationalised domain is stored in its ASCII form (test/lookalike-emails.test.ts).
    const { user } = await signUp(server, { name, email: 'zoe@exämple.com' });
    expect(user).toMatchObject({ name, email: 'zoe@xn--exmple-cua.com' });
    const motorcycle = await addMotorcycle(server, admin, { name: 'Vespa «Ψ» 🛵', color: 'Blu' });
    expect(motorcycle.name).toBe('Vespa «Ψ» 🛵');
  });

  it('escapes markup rather than interpreting it (it is data in JSON)', async () => {
    const motorcycle = await addMotorcycle(server, admin, { name: '<script>alert(1)</script>' });
    expect(motorcycle.name).toBe('<script>alert(1)</script>');
  });

  const corpus: [string, string, unknown][] = [
    [
      'POST',
      '/api/v1/reservations',
      { motorcycle_id: { $gt: 0 }, duration: 1e308, total: -0, date: '9999-99-99', city: 1 },
    ],
    [
      'POST',
      '/api/v1/reservations',
      { motorcycle_id: '1e5', duration: 'NaN', total: 'Infinity', date: '', city: '' },
    ],
    [
      'POST',
      '/api/v1/reservations',
      {
        motorcycle_id: -1,
        duration: 1.7976931348623157e308,
        total: 1e-320,
        date: '2031-01-01T99:99',
        city: 'x',
      },
    ],
    [
      'POST',
      '/api/v1/reservations',
      { motorcycle_id: 2147483648, duration: 1, total: 1, date: '2031-01-01', city: 'x' },
    ],
    [
      'POST',
      '/api/v1/motorcycles',
      {
        name: 'ab',
        model: 'm',
        brand: 'b',
        color: 'c',
        chassisNumber: 'z',
        bookingPricePerHour: '1e400',
        price: '-0',
        imageLink: 'http://',
      },
    ],
    [
      'POST',
      '/api/v1/motorcycles',
      {
        name: 'ab',
        model: 'm',
        brand: 'b',
        color: 'c',
        chassisNumber: '\u0000',
        bookingPricePerHour: 5,
        price: 5,
        imageLink: '/images/\u0000',
      },
    ],
    [
      'POST',
      '/api/v1/users',
      { user: { name: '\u0000\u0000', email: 'a@b.c\u0000', password: '\u0000'.repeat(10) } },
    ],
    ['POST', '/api/v1/login', { user: { email: { toString: 1 }, password: null } }],
    ['POST', '/api/v1/login', { user: { email: 'a\u0000@b.c', password: 'x' } }],
    [
      'POST',
      '/api/v1/users',
      { user: { name: '\ud800\udfff\ud800', email: 'lone\ud800@example.com', password: 'short' } },
    ],
    ['DELETE', '/api/v1/motorcycles/%00', undefined],
    ['DELETE', '/api/v1/motorcycles/..%2F..%2Fetc', undefined],
    ['GET', '/images/..%2F..%2Fpackage.json', undefined],
    ['GET', '/images/%2e%2e/%2e%2e/package.json', undefined],
  ];

  it.each(corpus)('%s %s with hostile values never yields a 5xx', async (method, path, body) => {
    const response = await server.request(method, path, { token: admin, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectJsonError(response, response.status);
  });

  it('refuses control characters in stored text with a sentence', async () => {
    const response = await server.request('POST', '/api/v1/users', {
      body: {
        user: { name: 'Nul\u0000Name', email: 'nul@example.com\u0000', password: 'secret1' },
      },
    });
    expectJsonError(response, 422);
    expect(response.body.message).toEqual([
      "Name can't contain control characters or line separators",
      "Email can't contain control characters or line separators",
    ]);
  });

  it('keeps line breaks in a description', async () => {
    const motorcycle = await addMotorcycle(server, admin, { description: 'Line one\n\tLine two' });
    const list = await server.request('GET', '/api/v1/motorcycles', { token: rider });
    const stored = list.body.data.find((m: { id: number }) => m.id === motorcycle.id);
    expect(stored.description).toBe('Line one\n\tLine two');
  });
});

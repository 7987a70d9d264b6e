import { signUp, startApp, type TestServer } from '../../support/helpers';

// The shop's profile: GET /api/v1/shop for anyone, PUT /api/v1/admin/shop for the owner.

const OPEN = { opens: '09:00', closes: '19:00' };
const WEEK = [OPEN, OPEN, OPEN, OPEN, { opens: '10:00', closes: '13:30' }, OPEN, null];
const PROFILE = {
  name: 'Vespa Rentals Roma',
  address: 'Via dei Serpenti 12, 00184 Roma',
  phone: '+39 06 1234 5678',
  email: 'Desk@Vespa-Roma.example',
  opening_hours: WEEK,
};
const ITALIAN = { 'accept-language': 'it' };

let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await startApp({ shopTimeZone: 'Europe/Rome', shopCurrency: 'EUR' });
  owner = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

const save = (body: unknown, token = owner, headers: Record<string, string> = {}) =>
  server.request('PUT', '/api/v1/admin/shop', { token, body, headers });

it('answers the profile without a token, with the configured zone and currency', async () => {
  // A shop of its own: the other tests change this one's profile, in any order.
  const fresh = await startApp({
    shopTimeZone: 'Europe/Rome',
    shopCurrency: 'EUR',
    now: () => new Date('2026-11-27T09:00:00Z'),
  });
  const response = await fresh.request('GET', '/api/v1/shop');
  await fresh.close();
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    success: true,
    data: {
      name: 'Vespa Rentals',
      address: '',
      phone: '',
      email: '',
      opening_hours: [OPEN, OPEN, OPEN, OPEN, OPEN, OPEN, null],
      time_zone: 'Europe/Rome',
      currency: 'EUR',
      today: '2026-11-27',
    },
  });
});

it("answers the shop's date on its clock, not the server's", async () => {
  // Saturday 28 November 2026, 23:30 UTC: already Sunday in Rome, still Saturday in New York.
  const at = () => new Date('2026-11-28T23:30:00Z');
  const rome = await startApp({ shopTimeZone: 'Europe/Rome', now: at });
  const newYork = await startApp({ shopTimeZone: 'America/New_York', now: at });
  const answers = [
    (await rome.request('GET', '/api/v1/shop')).body.data.today,
    (await newYork.request('GET', '/api/v1/shop')).body.data.today,
  ];
  await rome.close();
  await newYork.close();
  expect(answers).toEqual(['2026-11-29', '2026-11-28']);
});

it('lets the owner change the profile, but never the zone or the currency', async () => {
  const response = await save({ ...PROFILE, time_zone: 'UTC', currency: 'USD' });
  expect(response.status).toBe(200);
  const expected = {
    ...PROFILE,
    email: 'desk@vespa-roma.example',
    time_zone: 'Europe/Rome',
    currency: 'EUR',
    // The test's own clock may pass midnight: the date's rule is the test above.
    today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  };
  expect(response.body).toEqual({ success: true, message: 'Shop profile saved', data: expected });
  expect((await server.request('GET', '/api/v1/shop')).body.data).toEqual(expected);

  // Phone and email may be left empty; the text is trimmed.
  const bare = await save({ ...PROFILE, name: ' Vespa ', phone: '', email: '' });
  expect(bare.status).toBe(200);
  expect(bare.body.data).toMatchObject({ name: 'Vespa', phone: '', email: '' });
});

it('refuses a rider (403) and a signed-out request (401), and changes nothing', async () => {
  await save(PROFILE);
  const rider = (await signUp(server)).token;
  const refused = await save({ ...PROFILE, address: 'Elsewhere 1' }, rider, ITALIAN);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('Solo il titolare può modificare il profilo del negozio');
  expect((await save(PROFILE, rider)).body.message).toBe(
    "Only the shop's owner can change the shop's profile",
  );
  expect((await server.request('PUT', '/api/v1/admin/shop', { body: PROFILE })).status).toBe(401);
  expect((await server.request('GET', '/api/v1/shop')).body.data.address).toBe(PROFILE.address);
});

it('says what is wrong with each field, in English and in Italian, and changes nothing', async () => {
  await save(PROFILE);
  const bad = {
    name: ' ',
    address: 'Via Nazionale 1',
    phone: 'call us',
    email: 'desk@',
    opening_hours: [OPEN, OPEN, { opens: '19:00', closes: '09:00' }, OPEN, OPEN, OPEN, null],
  };
  const english = await save(bad);
  expect(english.status).toBe(422);
  expect(english.body).toEqual({
    success: false,
    error: true,
    message: [
      "Name can't be blank",
      'Phone must be a phone number: 6 or more digits, with only spaces, +, -, ., / or brackets between them',
      'Email is invalid',
      'Opening hours on Wednesday: the shop must open before it closes',
    ],
  });
  expect((await save(bad, owner, ITALIAN)).body.message).toEqual([
    'Nome: campo obbligatorio',
    'Telefono: deve essere un numero di telefono di almeno 6 cifre, con solo spazi, +, -, ., / o parentesi tra le cifre',
    'Email non valida',
    'Orari di apertura di mercoledì: l’apertura deve venire prima della chiusura',
  ]);
  expect((await server.request('GET', '/api/v1/shop')).body.data.address).toBe(PROFILE.address);
});

it('answers malformed bodies with a sentence, never a 5xx', async () => {
  const cases: [unknown, string[]][] = [
    [{ ...PROFILE, opening_hours: 'always' }, ['Opening hours must be a list']],
    [
      { ...PROFILE, opening_hours: [OPEN] },
      ['Opening hours must list the seven days of the week, Monday first'],
    ],
    [
      { ...PROFILE, opening_hours: [1, null, null, null, null, null, null] },
      ['Opening hours on Monday must be times written HH:mm'],
    ],
    [
      {
        ...PROFILE,
        opening_hours: [null, null, null, null, null, null, { opens: '9', closes: 3 }],
      },
      ['Opening hours on Sunday must be times written HH:mm'],
    ],
    [
      { name: 'Vespa', phone: 42 },
      [
        "Address can't be blank",
        'Phone must be text',
        "Email can't be blank",
        "Opening hours can't be blank",
      ],
    ],
    [{ ...PROFILE, address: 'x'.repeat(201) }, ['Address is too long (maximum is 200 characters)']],
    [
      { ...PROFILE, address: 'Via\nRoma' },
      ["Address can't contain control characters or line separators"],
    ],
    [[PROFILE], ['Request body must be a JSON object']],
  ];
  for (const [body, message] of cases) {
    const response = await save(body);
    expect([response.status, response.body.message]).toEqual([422, message]);
  }
});

it('lets the owner’s settings page, at another origin, send its PUT', async () => {
  const preflight = await server.request('OPTIONS', '/api/v1/admin/shop', {
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
});

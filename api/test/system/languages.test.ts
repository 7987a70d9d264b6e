import { addMotorcycle, signUp, startApp, type TestServer } from '../support/helpers';

/**
 * The api answers in the request's language: Accept-Language, else the account's, else English
 * (api/README.md, "Languages"). A client that names none, as the replaced app's, reads English.
 */

const NOW = new Date('2030-06-15T05:00:00Z');
const ITALIAN = { 'accept-language': 'it' };

let server: TestServer;
let admin: string;
let rider: string;
let vespa: { id: number };

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
  vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
});

afterAll(() => server.close());

const book = (date: string, headers: Record<string, string>, total = 20) =>
  server.request('POST', '/api/v1/reservations', {
    token: rider,
    headers,
    body: { motorcycle_id: vespa.id, duration: 2, total, date, city: 'Roma' },
  });

const loginFailure = (headers: Record<string, string> = {}) =>
  server.request('POST', '/api/v1/login', {
    headers,
    body: { user: { email: 'nobody@example.com', password: 'wrong-password' } },
  });

describe('Accept-Language: it', () => {
  it('refuses a booking in Italian: the time taken, the total with an Italian decimal comma', async () => {
    expect((await book('2030-09-10', ITALIAN)).status).toBe(201);
    const taken = await book('2030-09-10', ITALIAN);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      success: false,
      error: true,
      message: [
        "In quell'orario questa moto è già prenotata. Scelga un'altra data o un'altra moto.",
      ],
    });
    const wrongTotal = await book('2030-09-20', ITALIAN, 21);
    expect(wrongTotal.body.message).toEqual([
      'Il totale deve essere 20,00 (durata × prezzo orario)',
    ]);
    expect((await book('2030-09-20', {}, 21)).body.message).toEqual([
      'Total must be 20.00 (duration × price per hour)',
    ]);
  });

  it('answers a failed login, a validation 422 and a 404 in Italian', async () => {
    const login = await loginFailure(ITALIAN);
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Email o password non corretti');

    const locale = await server.request('PATCH', '/api/v1/me', {
      token: rider,
      headers: ITALIAN,
      body: { locale: 'fr' },
    });
    expect(locale.status).toBe(422);
    expect(locale.body.message).toEqual(['La lingua deve essere una di queste: en, it']);

    const gone = await server.request('DELETE', '/api/v1/motorcycles/999999', {
      token: admin,
      headers: ITALIAN,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Moto non trovata');
    const noRoute = await server.request('GET', '/api/v1/nowhere', { headers: ITALIAN });
    expect(noRoute.body.message).toBe("Qui non c'è niente: GET /api/v1/nowhere");
  });

  it("refuses a bad booking with the rules' and the schema's sentences in Italian, English without a header", async () => {
    const bad = (headers: Record<string, string>) =>
      server.request('POST', '/api/v1/reservations', {
        token: rider,
        headers,
        body: { motorcycle_id: 'one', duration: 0, total: 20, date: '2030-13-01', city: ' ' },
      });
    const italian = await bad(ITALIAN);
    expect(italian.status).toBe(422);
    expect(italian.body.message).toEqual([
      'Moto: deve essere un numero',
      'Durata: deve essere maggiore di 0',
      'La data deve essere AAAA-MM-GG o AAAA-MM-GGTHH:mm',
      'Città: campo obbligatorio',
    ]);
    expect((await bad({})).body.message).toEqual([
      'Motorcycle must be a number',
      'Duration must be greater than 0',
      'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm',
      "City can't be blank",
    ]);
    const login = (headers: Record<string, string>) =>
      server.request('POST', '/api/v1/login', { headers, body: { user: { email: 'kim@x.it' } } });
    expect((await login(ITALIAN)).body.message).toEqual(['Password: campo obbligatorio']);
    expect((await login({})).body.message).toEqual(["Password can't be blank"]);
  });

  it('says when to try again in Italian, and a signed-out request too', async () => {
    const signedOut = await server.request('GET', '/api/v1/motorcycles', { headers: ITALIAN });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe("Per continuare, effettui l'accesso");
    const rider = await server.request('GET', '/api/v1/admin/fleet', {
      token: (await signUp(server)).token,
      headers: ITALIAN,
    });
    expect(rider.status).toBe(403);
    expect(rider.body.message).toBe('Solo gli amministratori possono vedere la flotta');
  });
});

describe('which language', () => {
  it("takes the browser's best language the api speaks, English for one it does not", async () => {
    const ask = async (acceptLanguage: string) =>
      (await loginFailure({ 'accept-language': acceptLanguage })).body.message;
    expect(await ask('it-IT,it;q=0.9,en;q=0.8')).toBe('Email o password non corretti');
    expect(await ask('fr-FR,fr;q=0.9,it;q=0.5')).toBe('Email o password non corretti');
    expect(await ask('en-GB,en;q=0.9,it;q=0.8')).toBe('Invalid email or password');
    expect(await ask('fr')).toBe('Invalid email or password');
    expect(await ask('*')).toBe('Invalid email or password');
  });

  it('speaks English byte for byte to a client that names no language', async () => {
    const login = await loginFailure();
    expect(login.text).toBe('{"success":false,"error":true,"message":"Invalid email or password"}');
  });

  it("follows the account's language without a header, and the header over it", async () => {
    const { token } = await signUp(server);
    await server.request('PATCH', '/api/v1/me', { token, body: { locale: 'it' } });
    const cancel = (headers: Record<string, string>) =>
      server.request('DELETE', '/api/v1/reservations/999999', { token, headers });
    expect((await cancel({})).body.message).toBe('Prenotazione non trovata');
    expect((await cancel({ 'accept-language': 'en' })).body.message).toBe('Reservation not found');
    // A header naming no language the api speaks leaves the account's choice.
    expect((await cancel({ 'accept-language': 'fr' })).body.message).toBe(
      'Prenotazione non trovata',
    );
  });
});

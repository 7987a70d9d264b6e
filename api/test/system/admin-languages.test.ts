import { addMotorcycle, signUp, startApp, type TestServer } from '../support/helpers';

/**
 * The administrators' sentences (the desk, the schedule's filters, a motorcycle's edit) in the
 * request's language, else the account's; English, word for word, to a client that names none
 * (api/README.md, "Languages").
 */

// 05:00 UTC on 15 June 2030 is 07:00 in Rome: a ride of that day can be handed over already.
const NOW = new Date('2030-06-15T05:00:00Z');
const TODAY = '2030-06-15';
const ITALIAN = { 'accept-language': 'it' };
const NONE = {};

let server: TestServer;
let admin: string;
let rider: string;

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
});

afterAll(() => server.close());

/** A reservation of today, on a motorcycle of its own so no other test's ride is in its way. */
async function rideOfToday(): Promise<number> {
  const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  const booking = await server.request('POST', '/api/v1/reservations', {
    token: rider,
    body: { motorcycle_id: vespa.id, duration: 2, total: 20, date: TODAY, city: 'Roma' },
  });
  if (booking.status !== 201) throw new Error(`booking failed: ${booking.text}`);
  return booking.body.data.id;
}

const step = (id: number, kind: 'pickup' | 'return', headers: Record<string, string>) =>
  server.request('POST', `/api/v1/reservations/${id}/${kind}`, {
    token: admin,
    headers,
    body: { odometer_km: 100 },
  });

describe('the desk', () => {
  it('refuses a step the status does not allow, and says a step done, in Italian', async () => {
    const id = await rideOfToday();
    const early = await step(id, 'return', ITALIAN);
    expect(early.status).toBe(422);
    expect(early.body.message).toEqual(['Questa moto non è ancora stata consegnata']);
    expect((await step(id, 'return', NONE)).body.message).toEqual([
      'This motorcycle has not been handed over yet',
    ]);

    const out = await step(id, 'pickup', ITALIAN);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Moto consegnata: buon giro');
    expect((await step(id, 'pickup', ITALIAN)).body.message).toEqual([
      'Questa moto è già stata consegnata',
    ]);

    const back = await step(id, 'return', ITALIAN);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Moto ritirata: è di nuovo in negozio');
    expect((await step(id, 'return', ITALIAN)).body.message).toEqual([
      'Questa moto è già stata riconsegnata',
    ]);
    expect((await step(id, 'pickup', ITALIAN)).body.message).toEqual([
      'Questa moto è già stata riconsegnata',
    ]);
  });

  it('says a step done in English to a client that names no language', async () => {
    const id = await rideOfToday();
    expect((await step(id, 'pickup', NONE)).body.message).toBe('Handed over: enjoy the ride');
    expect((await step(id, 'return', NONE)).body.message).toBe(
      'Taken back: the motorcycle is in the shop again',
    );
  });

  it('refuses to hand over or take back a cancelled ride, in Italian', async () => {
    const id = await rideOfToday();
    const cancelled = await server.request('DELETE', `/api/v1/reservations/${id}`, {
      token: admin,
    });
    expect(cancelled.status).toBe(200);
    expect((await step(id, 'pickup', ITALIAN)).body.message).toEqual([
      'Questa prenotazione è stata annullata: la moto non si può più consegnare',
    ]);
    expect((await step(id, 'return', ITALIAN)).body.message).toEqual([
      "Questa prenotazione è stata annullata: non c'è niente da ritirare",
    ]);
    expect((await step(id, 'return', NONE)).body.message).toEqual([
      'This reservation was cancelled: there is nothing to take back',
    ]);
  });

  it("speaks of workshop blocks in the account's language, English to one that chose none", async () => {
    const vespa = await addMotorcycle(server, admin);
    const italianAdmin = (await signUp(server, { admin: true })).token;
    await server.request('PATCH', '/api/v1/me', { token: italianAdmin, body: { locale: 'it' } });
    const block = (token: string, from: string, to: string) =>
      server.request('POST', `/api/v1/motorcycles/${vespa.id}/blocks`, {
        token,
        body: { from, to, reason: 'Tagliando' },
      });
    const remove = (token: string, id: number) =>
      server.request('DELETE', `/api/v1/blocks/${id}`, { token });

    const created = await block(italianAdmin, '2030-07-01', '2030-07-03');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('La moto è in officina per quel periodo');
    const removed = await remove(italianAdmin, created.body.data.id);
    expect(removed.body).toEqual({
      success: true,
      message: "Il blocco d'officina è stato rimosso",
    });
    const gone = await remove(italianAdmin, created.body.data.id);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Blocco d'officina non trovato");

    const english = await block(admin, '2030-08-01', '2030-08-03');
    expect(english.body.message).toBe('The motorcycle is in the workshop for that time');
    expect((await remove(admin, 999_999)).body).toEqual({
      success: false,
      error: true,
      message: 'Workshop block not found',
    });
  });
});

describe("the schedule's filters and a motorcycle's edit", () => {
  const filters = (query: string, headers: Record<string, string>) =>
    server.request('GET', `/api/v1/admin/reservations?${query}`, { token: admin, headers });

  it('names every bad filter in Italian, each field by its own sentence', async () => {
    const bad = 'from=2030-02-30&to=2030-13-01&motorcycle_id=x&status=gone';
    const italian = await filters(bad, ITALIAN);
    expect(italian.status).toBe(422);
    expect(italian.body.message).toEqual([
      'La data di inizio deve essere valida, nel formato AAAA-MM-GG',
      'La data di fine deve essere valida, nel formato AAAA-MM-GG',
      'La moto deve essere indicata con il suo id',
      'Lo stato deve essere confirmed, out, returned, cancelled o all',
    ]);
    expect((await filters(bad, NONE)).body.message).toEqual([
      'From must be a valid YYYY-MM-DD',
      'To must be a valid YYYY-MM-DD',
      'Motorcycle must be a motorcycle id',
      'Status must be confirmed, out, returned, cancelled or all',
    ]);
    const reversed = await filters('from=2030-08-10&to=2030-08-01', ITALIAN);
    expect(reversed.body.message).toEqual([
      'La data di fine non può venire prima della data di inizio',
    ]);
  });

  it('refuses a motorcycle change that names no field of a motorcycle, in Italian', async () => {
    const vespa = await addMotorcycle(server, admin);
    const nothing = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      headers: ITALIAN,
      body: { colour: 'Rosso' },
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toEqual([
      'Il corpo della richiesta deve modificare almeno un campo della moto: name, model, brand, color, chassisNumber, bookingPricePerHour, dayPrice, deposit, price, imageLink o description',
    ]);
  });
});

import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { storeReservations } from '../../support/stored-reservations';

// GET /api/v1/admin/reservations?reference=N: the reservation whose reference (its id) a rider
// gives at the desk, alone; with the other filters, only if they hold it too.

const LIST = '/api/v1/admin/reservations';
const SENTENCE = "Reference must be a reservation's number, such as 12";

let server: TestServer;
let admin: string;
let ids: number[];
let motorcycles: number[];

beforeAll(async () => {
  server = await startApp({ now: () => new Date('2030-06-15T05:00:00Z') });
  admin = (await signUp(server, { admin: true })).token;
  const rider = await signUp(server);
  motorcycles = [
    (await addMotorcycle(server, admin, { name: 'Red' })).id,
    (await addMotorcycle(server, admin, { name: 'Blue' })).id,
  ];
  ids = await storeReservations(
    server.app.database.db,
    ['2030-07-01T09:00', '2030-07-02T09:00', '2030-07-03T09:00'].map((date, n) => ({
      userId: rider.user.id,
      motorcycleId: motorcycles[n % 2] as number,
      date,
      duration: 2,
    })),
  );
});

afterAll(() => server.close());

const list = (query: string, headers?: Record<string, string>) =>
  server.request('GET', `${LIST}?${query}`, { token: admin, headers });
const idsOf = (response: { body: { data: Array<{ id: number }> } }) =>
  response.body.data.map((reservation) => reservation.id);

it('lists the reservation with that reference alone, on one page', async () => {
  const second = ids[1] as number;
  const response = await list(`reference=${second}`);
  expect(response.status).toBe(200);
  expect(idsOf(response)).toEqual([second]);
  expect(response.body.next_cursor).toBeNull();
  expect(idsOf(await list(`reference=${second}&limit=1`))).toEqual([second]);
});

it('lists nothing for a reference no reservation has', async () => {
  const response = await list('reference=99999');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ success: true, data: [], next_cursor: null });
});

it('combines with the other filters: the reservation only if they hold it too', async () => {
  const first = ids[0] as number;
  const on = (motorcycle: number) => `reference=${first}&motorcycle_id=${motorcycle}`;
  expect(idsOf(await list(on(motorcycles[0] as number)))).toEqual([first]);
  expect(idsOf(await list(on(motorcycles[1] as number)))).toEqual([]);
  expect(idsOf(await list(`reference=${first}&from=2030-07-02`))).toEqual([]);
  expect(idsOf(await list(`reference=${first}&status=confirmed`))).toEqual([first]);
});

it.each(['#12', 'twelve', '0', '-3', '1.5', '12a'])(
  'refuses reference=%j with a sentence naming the field',
  async (reference) => {
    const response = await list(`reference=${encodeURIComponent(reference)}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, error: true, message: [SENTENCE] });
  },
);

it('names the problem in Italian, beside the others', async () => {
  const response = await list('reference=x&status=gone', { 'accept-language': 'it' });
  expect(response.status).toBe(422);
  expect(response.body.message).toContain(
    'Il riferimento deve essere il numero di una prenotazione, per esempio 12',
  );
});

it('refuses an absurdly long reference', async () => {
  const response = await list(`reference=${'9'.repeat(5000)}`);
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual(['Reference is too long (maximum is 10 characters)']);
});

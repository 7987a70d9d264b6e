import { addMotorcycle, signUp, startApp, type TestServer } from '../support/helpers';

// A wall-clock time the shop's clocks skip, as it was booked on 2026-11-27: 02:30 on 28 March
// 2027 never happens in Rome (the clocks go from 02:00 to 03:00), yet a ride was booked and
// charged for it. The shop's zone is the one the api ships with (Europe/Rome); Rome's clocks go
// back at 01:00 UTC on 31 October 2027, when 02:00-02:59 happens twice.

const ROME_FORWARD = "Rome's clocks go forward from 02:00 to 03:00 on 28 March 2027";
const NOW = new Date('2026-11-27T10:00:00Z');

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

async function book(date: string, rider: string) {
  const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  return server.request('POST', '/api/v1/reservations', {
    token: rider,
    body: { motorcycle_id: vespa.id, duration: 2, total: 20, date, city: 'Rome' },
  });
}

async function block(from: string, to: string) {
  const vespa = await addMotorcycle(server, admin);
  return server.request('POST', `/api/v1/motorcycles/${vespa.id}/blocks`, {
    token: admin,
    body: { from, to, reason: 'Service' },
  });
}

it('refuses a booking at a time the clocks skip, naming the change', async () => {
  const { token: rider } = await signUp(server);
  const response = await book('2027-03-28T02:30', rider);
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual([`${ROME_FORWARD}: please choose another start time.`]);
  const mine = await server.request('GET', '/api/v1/reservations', { token: rider });
  expect(mine.body.data).toEqual([]);
});

it('books the first minute after the change, and a time in the hour that comes twice', async () => {
  const { token: rider } = await signUp(server);
  expect((await book('2027-03-28T03:00', rider)).status).toBe(201);
  const twice = await book('2027-10-31T02:30', rider);
  expect(twice.status).toBe(201);
  expect(twice.body.data.date).toBe('2027-10-31T02:30');
});

it('refuses a workshop block that starts or ends at a time the clocks skip, by its field', async () => {
  const starting = await block('2027-03-28T02:30', '2027-03-29T10:00');
  expect(starting.status).toBe(422);
  expect(starting.body.message).toEqual([`${ROME_FORWARD}: please choose another start time.`]);
  const ending = await block('2027-03-27T10:00', '2027-03-28T02:15');
  expect(ending.status).toBe(422);
  expect(ending.body.message).toEqual([`${ROME_FORWARD}: please choose another end time.`]);
  expect((await block('2027-03-27T10:00', '2027-03-28T03:00')).status).toBe(201);
});

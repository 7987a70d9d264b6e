import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// The overlap check reads only bookings that start within the longest hold (720 hours) before a
// new one: a booking of the longest kind must still be found from its far end. Each booking is
// another rider's: one rider may hold 720 hours in all.

const NOW = new Date('2030-06-15T05:00:00Z');

let server: TestServer;
let vespa: { id: number };

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  const admin = (await signUp(server, { admin: true })).token;
  vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
});

afterAll(() => server.close());

const attempt = async (date: string, duration: number) =>
  server.request('POST', '/api/v1/reservations', {
    token: (await signUp(server)).token,
    body: { motorcycle_id: vespa.id, duration, total: duration * 10, date, city: 'Turin' },
  });

it('a 720-hour several-days booking clashes with its last half hour', async () => {
  // 2030-08-01 00:30 → 2030-08-31 00:30
  expect((await attempt('2030-08-01T00:30', 720)).status).toBe(201);
  expect((await attempt('2030-08-31T00:00', 0.5)).status).toBe(409);
  expect((await attempt('2030-08-31T00:30', 1)).status).toBe(201);
});

it('a 720-hour single-day booking holds 30 whole days, the last one too', async () => {
  // 2030-09-01 → 2030-10-01 00:00
  expect((await attempt('2030-09-01', 720)).status).toBe(201);
  expect((await attempt('2030-09-30T23:30', 0.5)).status).toBe(409);
  expect((await attempt('2030-10-01', 1)).status).toBe(201);
});

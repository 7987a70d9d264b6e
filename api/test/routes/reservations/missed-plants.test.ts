import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// Two bugs planted on 2026-11-27 that every suite let through (issue #32): fair use counting
// only confirmed rides, not rides that are out; and a workshop check that looked only at the
// booking's start. Each test is the booking those bugs would have let in.

const NOW = new Date('2030-06-15T05:00:00Z'); // 07:00 in Rome, the shop's zone

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});
afterAll(() => server.close());

const scooter = () => addMotorcycle(server, admin, { bookingPricePerHour: 10 });

function book(token: string, motorcycleId: number, date: string, hours: number) {
  return server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: hours, total: hours * 10, date, city: 'Rome' },
  });
}

/** Booked, then handed over at once (its hand-over is open: it starts within 2 hours). */
async function out(token: string, date: string, hours: number) {
  const vespa = await scooter();
  const booked = await book(token, vespa.id, date, hours);
  expect(booked.status).toBe(201);
  const handed = await server.request(
    'POST',
    `/api/v1/reservations/${booked.body.data.id}/pickup`,
    {
      token: admin,
      body: { odometer_km: 0 },
    },
  );
  expect(handed.body.data).toMatchObject({ status: 'out' });
}

describe("a rider's fair use counts the rides they have out", () => {
  it('refuses a booking that takes a rider holding an out ride past 720 hours', async () => {
    const { token } = await signUp(server);
    await out(token, '2030-06-15T08:00', 700);
    const more = await book(token, (await scooter()).id, '2030-07-20T10:00', 30);
    expect(more.status).toBe(422);
    expect(more.body.message).toEqual([
      'Your upcoming reservations would hold more than 720 hours (30 days), the most a rider may hold in all',
    ]);
  });

  it('refuses a fourth at once next to three rides out', async () => {
    const { token } = await signUp(server);
    for (let n = 0; n < 3; n += 1) await out(token, '2030-06-15T08:00', 4);
    const fourth = await book(token, (await scooter()).id, '2030-06-15T09:00', 2);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toEqual([
      'You already hold 3 reservations at that time, the most a rider may hold at the same time',
    ]);
  });
});

describe('a booking that starts before a workshop block and ends inside it', () => {
  it('is refused: 08:00 for 2 hours against a block from 09:00', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    const blocked = await server.request('POST', `/api/v1/motorcycles/${vespa.id}/blocks`, {
      token: admin,
      body: { from: '2030-06-20T09:00', to: '2030-06-20T12:00', reason: 'Brakes' },
    });
    expect(blocked.status).toBe(201);
    const refused = await book(token, vespa.id, '2030-06-20T08:00', 2);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual([
      'This motorcycle is in the workshop at that time. Please choose another date or motorcycle.',
    ]);
  });
});

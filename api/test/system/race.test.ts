import {
  addMotorcycle,
  daysFromToday,
  signUp,
  startApp,
  type TestServer,
} from '../support/helpers';

let server: TestServer;
let admin: string;
let riders: string[];

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
  riders = await Promise.all(Array.from({ length: 5 }, async () => (await signUp(server)).token));
});

afterAll(() => server.close());

/** Opens 50 keep-alive connections first, so the 50 bookings reach the server together. */
async function warmUp() {
  await Promise.all(Array.from({ length: 50 }, () => server.request('GET', '/health')));
}

const statuses = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('concurrent bookings', () => {
  it('50 simultaneous requests for one slot: exactly one 201, 49 × 409', async () => {
    const motorcycle = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    await warmUp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('POST', '/api/v1/reservations', {
          token: riders[i % riders.length],
          body: {
            motorcycle_id: motorcycle.id,
            // Different shapes of one slot that all overlap pairwise: the whole day, or six
            // hours starting between 10:00 and 14:00.
            date: i % 2 === 0 ? daysFromToday(30) : `${daysFromToday(30)}T${10 + (i % 5)}:00`,
            duration: 6,
            total: 60,
            city: 'Rome',
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 49 });
    const stored = await server.app.database.db
      .selectFrom('reservations')
      .select('id')
      .where('motorcycle_id', '=', motorcycle.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('50 simultaneous requests for different slots are all accepted', async () => {
    const motorcycle = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    await warmUp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('POST', '/api/v1/reservations', {
          token: riders[i % riders.length],
          body: {
            motorcycle_id: motorcycle.id,
            date: `${daysFromToday(40 + (i % 25))}T${i < 25 ? '08' : '14'}:00`,
            duration: 6,
            total: 60,
            city: 'Rome',
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 50 });
  });
});

import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

const clock = { now: new Date('2030-06-15T04:00:00Z') }; // 06:00 in Rome

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});
afterAll(() => server.close());

describe('GET /api/v1/me/export', () => {
  it("is a JSON download of the account, every reservation's status, hand-over and money, and the feed", async () => {
    const vespa = await addMotorcycle(server, admin, {
      name: 'Vespa GTS',
      bookingPricePerHour: 10,
    });
    const { user, token } = await signUp(server, { name: 'Giulia Neri' });
    await server.request('PATCH', '/api/v1/me', { token, body: { phone: '333 1234567' } });
    const book = async (date: string) =>
      (
        await server.request('POST', '/api/v1/reservations', {
          token,
          body: { motorcycle_id: vespa.id, duration: 1.5, total: 15, date, city: 'Rome' },
        })
      ).body.data.id as number;
    const ridden = await book('2030-06-15T07:00');
    const dropped = await book('2030-06-20T10:00');
    await server.request('POST', `/api/v1/reservations/${ridden}/pickup`, {
      token: admin,
      body: {
        odometer_km: 120,
        note: 'Full tank',
        money: [
          { kind: 'payment', amount: 15, method: 'card' },
          { kind: 'deposit_held', amount: 50, method: 'cash' },
        ],
      },
    });
    await server.request('DELETE', `/api/v1/reservations/${dropped}`, { token });
    const other = await signUp(server);
    await server.request('POST', '/api/v1/reservations', {
      token: other.token,
      body: {
        motorcycle_id: vespa.id,
        duration: 1,
        total: 10,
        date: '2030-06-21T10:00',
        city: 'Rome',
      },
    });

    const exported = await server.request('GET', '/api/v1/me/export', { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vespa-rentals-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const body = exported.body;
    expect(body.account).toEqual({
      id: user.id,
      name: 'Giulia Neri',
      email: user.email,
      phone: '333 1234567',
      admin: false,
      role: 'rider',
      locale: null,
      two_factor: false,
    });
    expect(body.calendar_feed).toBe(false);
    expect(body.reservations).toEqual([
      expect.objectContaining({
        id: ridden,
        motorcycle_name: 'Vespa GTS',
        date: '2030-06-15T07:00',
        duration: 1.5,
        total: 15,
        status: 'out',
        pickup_odometer_km: 120,
        pickup_note: 'Full tank',
        picked_up_at: expect.any(String),
        booked_at: expect.any(String),
        money: { total: 15, charges: 0, paid: 15, refunded: 0, balance: 0, deposit_held: 50 },
      }),
      expect.objectContaining({
        id: dropped,
        status: 'cancelled',
        cancelled_at: expect.any(String),
        lines: [],
        money: expect.objectContaining({ balance: 0, deposit_held: 0 }),
      }),
    ]);
    expect(body.reservations[0].user).toBeUndefined();
    // The lines as the rider's own page shows them: not which of the staff wrote each.
    expect(body.reservations[0].lines).toEqual([
      expect.objectContaining({ kind: 'payment', amount: 15, method: 'card', voided_by: null }),
      expect.objectContaining({ kind: 'deposit_held', amount: 50, method: 'cash' }),
    ]);
    expect(body.reservations[0].lines[0].created_by).toBeUndefined();

    await server.request('POST', '/api/v1/calendar/feed', { token });
    expect((await server.request('GET', '/api/v1/me/export', { token })).body.calendar_feed).toBe(
      true,
    );
  });
});

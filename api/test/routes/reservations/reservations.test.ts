import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// 05:00 UTC: 07:00 on 15 June in Rome, the shop's time zone (still 14 June at UTC−12).
const NOW = new Date('2030-06-15T05:00:00Z');

let server: TestServer;
let admin: string;
let rider: string;
let gts: { id: number; name: string };

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
  // 12.5/h
  gts = await addMotorcycle(server, admin, { name: 'Vespa GTS', bookingPricePerHour: 12.5 });
});

afterAll(() => server.close());

function book(body: Record<string, unknown>, token = rider) {
  return server.request('POST', '/api/v1/reservations', { token, body });
}

function booking(overrides: Record<string, unknown> = {}) {
  return {
    motorcycle_id: gts.id,
    duration: 2.5,
    total: 31.25,
    date: '2030-07-01',
    city: 'Rome',
    ...overrides,
  };
}

describe('POST /api/v1/reservations', () => {
  it('books: 201 with the reservation and the motorcycle name', async () => {
    const response = await book(booking());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Reservation created successfully',
      data: {
        id: expect.any(Number),
        date: '2030-07-01',
        city: 'Rome',
        motorcycle_id: gts.id,
        motorcycle_name: 'Vespa GTS',
        duration: 2.5,
        total: 31.25,
      },
    });
  });

  it('accepts numeric strings for its numbers (api/README.md, "The wire contract")', async () => {
    const response = await server.request('POST', '/api/v1/reservations/', {
      token: rider,
      body: booking({
        motorcycle_id: String(gts.id),
        duration: '2.5',
        total: '31.25',
        date: '2030-07-02',
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      motorcycle_id: gts.id,
      duration: 2.5,
      total: 31.25,
    });
  });

  it('accepts a total within one cent and stores the recomputed one', async () => {
    const response = await book(booking({ date: '2030-07-03', total: 31.26 }));
    expect(response.status).toBe(201);
    expect(response.body.data.total).toBe(31.25);
  });

  it("accepts the shop's today, and refuses its yesterday though still today at UTC−12", async () => {
    expect((await book(booking({ date: '2030-06-15', duration: 1, total: 12.5 }))).status).toBe(
      201,
    );
    const yesterday = await book(booking({ date: '2030-06-14', duration: 1, total: 12.5 }));
    expect(yesterday.status).toBe(422);
    expect(yesterday.body.message).toEqual(["Date can't be in the past"]);
  });

  it('computes totals without floating-point drift', async () => {
    const response = await book(booking({ date: '2030-07-04', duration: 0.3, total: 3.75 }));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ duration: 0.3, total: 3.75 });
  });

  it.each([
    [{ total: 31.27 }, 'Total must be 31.25 (duration × price per hour)'],
    [{ total: 'free' }, 'Total must be a number'],
    [{ date: '2030-06-13' }, "Date can't be in the past"],
    [{ date: '2030-02-30' }, 'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm'],
    [{ date: '2030-07-01 10:00' }, 'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm'],
    [{ date: 'tomorrow' }, 'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm'],
    [{ duration: 0, total: 0 }, 'Duration must be greater than 0'],
    [{ duration: -2, total: -25 }, 'Duration must be greater than 0'],
    [{ duration: 720.1, total: 9001.25 }, 'Duration must be at most 720 hours (30 days)'],
    [{ duration: 2.55, total: 31.88 }, 'Duration must have at most one decimal place'],
    [{ city: '   ' }, "City can't be blank"],
    [{ motorcycle_id: 987654 }, 'Motorcycle does not exist or can no longer be booked'],
    [{ motorcycle_id: '99999999999' }, 'Motorcycle does not exist or can no longer be booked'],
    [{ motorcycle_id: 1.5 }, 'Motorcycle does not exist or can no longer be booked'],
  ])('refuses %p with 422', async (overrides, message) => {
    const response = await book(booking({ date: '2030-08-01', ...overrides }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, error: true, message: [message] });
  });

  it('reports several problems together', async () => {
    const response = await book({
      motorcycle_id: gts.id,
      duration: 0,
      total: 5,
      date: '2001-01-01',
      city: '',
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Duration must be greater than 0',
      "Date can't be in the past",
      "City can't be blank",
    ]);
  });

  it('names the motorcycle and the total among the other problems', async () => {
    const unknown = await book(booking({ motorcycle_id: 987654, city: '' }));
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      ['Motorcycle does not exist or can no longer be booked', "City can't be blank"],
    ]);
    const wrongTotal = await book(booking({ total: 31.27, date: '2001-01-01' }));
    expect([wrongTotal.status, wrongTotal.body.message]).toEqual([
      422,
      ['Total must be 31.25 (duration × price per hour)', "Date can't be in the past"],
    ]);
  });

  it('reports missing fields from the schema', async () => {
    const response = await book({});
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      "Motorcycle can't be blank",
      "Duration can't be blank",
      "Total can't be blank",
      "Date can't be blank",
      "City can't be blank",
    ]);
  });

  it('refuses a deleted motorcycle', async () => {
    const old = await addMotorcycle(server, admin);
    await server.request('DELETE', `/api/v1/motorcycles/${old.id}`, { token: admin });
    const response = await book(booking({ motorcycle_id: old.id, date: '2030-08-02' }));
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(['Motorcycle does not exist or can no longer be booked']);
  });
});

describe('overlapping bookings', () => {
  let vespa: { id: number };

  beforeAll(async () => {
    vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  });

  const attempt = (date: string, duration: number, id = vespa.id) =>
    book({ motorcycle_id: id, duration, total: duration * 10, date, city: 'Milan' });

  const OVERLAP = {
    success: false,
    error: true,
    message: [
      'This motorcycle is already booked for that time. Please choose another date or motorcycle.',
    ],
  };

  it('a single-day booking holds its whole calendar day', async () => {
    expect((await attempt('2030-09-10', 2)).status).toBe(201);
    const again = await attempt('2030-09-10', 1);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(OVERLAP);
    expect((await attempt('2030-09-10T20:00', 1)).status).toBe(409);
    expect((await attempt('2030-09-11', 5)).status).toBe(201);
    expect((await attempt('2030-09-09', 3)).status).toBe(201);
  });

  it('a several-days booking holds [start, start + duration)', async () => {
    // 2030-10-01 22:00 → 2030-10-03 10:00
    expect((await attempt('2030-10-01T22:00', 36)).status).toBe(201);
    expect((await attempt('2030-10-03T09:30', 1)).status).toBe(409);
    expect((await attempt('2030-10-01', 1)).status).toBe(409);
    expect((await attempt('2030-10-03', 1)).status).toBe(409);
    expect((await attempt('2030-10-01T12:00', 10)).status).toBe(201);
    expect((await attempt('2030-10-03T10:00', 4)).status).toBe(201);
    expect((await attempt('2030-10-04', 1)).status).toBe(201);
  });

  it('a single-day booking longer than a day holds every day it touches', async () => {
    expect((await attempt('2030-11-01', 30)).status).toBe(201);
    expect((await attempt('2030-11-02T23:00', 0.5)).status).toBe(409);
    expect((await attempt('2030-11-03', 1)).status).toBe(201);
  });

  it('other motorcycles stay bookable at the same time', async () => {
    const other = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    expect((await attempt('2030-09-10', 2, other.id)).status).toBe(201);
  });
});

describe('GET /api/v1/reservations', () => {
  it("lists only the caller's reservations, ordered by date", async () => {
    // A rider, a stranger and a motorcycle of this test's own: the file's other tests book too.
    const own = await signUp(server);
    const stranger = await signUp(server);
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const bookAt = (date: string, token: string) =>
      book({ motorcycle_id: vespa.id, duration: 2, total: 20, date, city: 'Rome' }, token);
    for (const date of ['2030-12-02', '2030-06-15', '2030-09-21', '2030-09-20T22:00']) {
      expect((await bookAt(date, own.token)).status).toBe(201);
    }
    expect((await bookAt('2030-10-10', stranger.token)).status).toBe(201);

    const list = await server.request('GET', '/api/v1/reservations/', { token: own.token });
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((r: { date: string }) => r.date)).toEqual([
      '2030-06-15',
      '2030-09-20T22:00',
      '2030-09-21',
      '2030-12-02',
    ]);
    const theirs = await server.request('GET', '/api/v1/reservations', { token: stranger.token });
    expect(theirs.body.data.map((r: { date: string }) => r.date)).toEqual(['2030-10-10']);
  });

  it('keeps the reservations of a deleted motorcycle readable in the books, with its name', async () => {
    const vintage = await addMotorcycle(server, admin, {
      name: 'Vespa Sei Giorni',
      bookingPricePerHour: 20,
    });
    const { token } = await signUp(server);
    const created = await book(
      { motorcycle_id: vintage.id, duration: 1, total: 20, date: '2030-12-24', city: 'Napoli ☀️' },
      token,
    );
    expect(created.status).toBe(201);
    await server.request('DELETE', `/api/v1/motorcycles/${vintage.id}`, { token: admin });
    // The ride ahead was cancelled with the scooter (test/mail/cancelled.test.ts): it leaves the
    // rider's list and stays in the shop's books under the scooter's name.
    const list = await server.request('GET', '/api/v1/reservations', { token });
    expect(list.body).toEqual({ success: true, data: [] });
    const books = await server.request(
      'GET',
      `/api/v1/admin/reservations?motorcycle_id=${vintage.id}`,
      { token: admin },
    );
    expect(books.body.data).toEqual([
      expect.objectContaining({
        id: created.body.data.id,
        date: '2030-12-24',
        city: 'Napoli ☀️',
        motorcycle_id: vintage.id,
        motorcycle_name: 'Vespa Sei Giorni',
        status: 'cancelled',
      }),
    ]);
  });
});

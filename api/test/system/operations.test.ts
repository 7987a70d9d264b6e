import { addMotorcycle, signUp, startApp, type TestServer } from '../support/helpers';

// Rental operations: availability before booking, cancel, the fleet's schedule, editing.

// 05:00 UTC on 15 June 2030: 07:00 on the 15th in Rome, the shop's time zone.
const clock = { now: new Date('2030-06-15T05:00:00Z') };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

async function rider(name?: string) {
  return signUp(server, name ? { name } : {});
}

function book(token: string, body: Record<string, unknown>) {
  return server.request('POST', '/api/v1/reservations', { token, body });
}

/** A one-hour booking at $10/h, the default motorcycles' price in these tests. */
const oneHour = (motorcycleId: number, date: string) => ({
  motorcycle_id: motorcycleId,
  duration: 1,
  total: 10,
  date,
  city: 'Rome',
});

describe('GET /api/v1/motorcycles/:id/availability', () => {
  it('lists when the motorcycle is taken, sorted, without any rider data', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const kim = await rider('Kim Availability');
    expect((await book(kim.token, oneHour(vespa.id, '2030-06-20'))).status).toBe(201);
    expect(
      (
        await book(kim.token, {
          ...oneHour(vespa.id, '2030-06-18T10:00'),
          duration: 2.5,
          total: 25,
        })
      ).status,
    ).toBe(201);
    // Outside the window asked for.
    expect((await book(kim.token, oneHour(vespa.id, '2030-07-30'))).status).toBe(201);

    const response = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?from=2030-06-15&days=14`,
      { token: (await rider()).token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        motorcycle_id: vespa.id,
        from: '2030-06-15',
        days: 14,
        busy: [
          { start: '2030-06-18T10:00', end: '2030-06-18T12:30', kind: 'booked' },
          { start: '2030-06-20T00:00', end: '2030-06-21T00:00', kind: 'booked' },
        ],
      },
    });
    expect(response.text).not.toContain('Kim');
    expect(response.text).not.toContain(kim.user.email);
  });

  it('starts today and covers 31 days when not told otherwise', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const { token } = await rider();
    await book(token, oneHour(vespa.id, '2030-07-15'));
    await book(token, oneHour(vespa.id, '2030-07-16'));
    const response = await server.request('GET', `/api/v1/motorcycles/${vespa.id}/availability`, {
      token,
    });
    // Today in Rome, though still 14 June at UTC−12.
    expect(response.body.data).toMatchObject({ from: '2030-06-15', days: 31 });
    expect(response.body.data.busy).toEqual([
      { start: '2030-07-15T00:00', end: '2030-07-16T00:00', kind: 'booked' },
    ]);
  });

  it.each([
    ['days=0', ['Days must be a whole number from 1 to 92']],
    ['days=93', ['Days must be a whole number from 1 to 92']],
    ['days=two', ['Days must be a whole number from 1 to 92']],
    [
      'from=2030-02-30&days=1.5',
      ['From must be a valid YYYY-MM-DD', 'Days must be a whole number from 1 to 92'],
    ],
  ])('answers 422 for %s', async (query, message) => {
    const vespa = await addMotorcycle(server, admin);
    const response = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?${query}`,
      { token: admin },
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(message);
  });

  it('answers 404 for an unknown or deleted motorcycle, 401 without a token', async () => {
    const vespa = await addMotorcycle(server, admin);
    await server.request('DELETE', `/api/v1/motorcycles/${vespa.id}`, { token: admin });
    for (const id of [vespa.id, 999_999, 'abc']) {
      const response = await server.request('GET', `/api/v1/motorcycles/${id}/availability`, {
        token: admin,
      });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Motorcycle not found');
    }
    expect(
      (await server.request('GET', `/api/v1/motorcycles/${vespa.id}/availability`)).status,
    ).toBe(401);
  });
});

describe('DELETE /api/v1/reservations/:id', () => {
  it("cancels the rider's own reservation: it leaves the list and the slot is free at once", async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const kim = await rider();
    const booked = await book(kim.token, oneHour(vespa.id, '2030-06-25'));
    const id = booked.body.data.id as number;

    const cancelled = await server.request('DELETE', `/api/v1/reservations/${id}`, {
      token: kim.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      success: true,
      message: 'Reservation cancelled successfully',
    });
    const mine = await server.request('GET', '/api/v1/reservations', { token: kim.token });
    expect(mine.body.data).toEqual([]);
    const availability = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?from=2030-06-25&days=1`,
      { token: kim.token },
    );
    expect(availability.body.data.busy).toEqual([]);
    expect((await book((await rider()).token, oneHour(vespa.id, '2030-06-25'))).status).toBe(201);

    const again = await server.request('DELETE', `/api/v1/reservations/${id}`, {
      token: kim.token,
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another rider's reservation, and lets an administrator cancel it", async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const owner = await rider();
    const id = (await book(owner.token, oneHour(vespa.id, '2030-06-26'))).body.data.id as number;

    const stranger = await server.request('DELETE', `/api/v1/reservations/${id}`, {
      token: (await rider()).token,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Reservation not found');

    const byAdmin = await server.request('DELETE', `/api/v1/reservations/${id}`, { token: admin });
    expect(byAdmin.status).toBe(200);
  });

  it('refuses a reservation that has started, with a sentence', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const kim = await rider();
    const id = (await book(kim.token, oneHour(vespa.id, '2030-06-16T09:00'))).body.data.id;
    const before = clock.now;
    // 09:30 in Rome, the shop's time zone (summer time, UTC+2).
    clock.now = new Date('2030-06-16T07:30:00Z');
    try {
      const response = await server.request('DELETE', `/api/v1/reservations/${id}`, {
        token: kim.token,
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toEqual([
        'This reservation has already started and can no longer be cancelled',
      ]);
    } finally {
      clock.now = before;
    }
  });

  it('keeps a race between a cancel and bookings of the freed slot to one booking at most', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const first = await rider();
    const id = (await book(first.token, oneHour(vespa.id, '2030-06-28'))).body.data.id;
    const others = await Promise.all(Array.from({ length: 5 }, () => rider()));

    const [cancelled, ...bookings] = await Promise.all([
      server.request('DELETE', `/api/v1/reservations/${id}`, { token: first.token }),
      ...Array.from({ length: 20 }, (_, i) =>
        book(others[i % others.length]!.token, oneHour(vespa.id, '2030-06-28')),
      ),
    ]);
    expect(cancelled!.status).toBe(200);
    const statuses = bookings.map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);

    const held = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?from=2030-06-28&days=1`,
      { token: admin },
    );
    expect(held.body.data.busy.length).toBe(statuses.filter((status) => status === 201).length);
    // The slot is free or held once, never twice.
    expect((await book(first.token, oneHour(vespa.id, '2030-06-28'))).status).toBe(
      held.body.data.busy.length === 0 ? 201 : 409,
    );
  });
});

describe('PATCH /api/v1/motorcycles/:id', () => {
  it('changes the fields sent; the catalogue shows them and earlier reservations keep their totals', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const kim = await rider();
    const before = await book(kim.token, {
      ...oneHour(vespa.id, '2030-06-29'),
      duration: 2,
      total: 20,
    });
    expect(before.status).toBe(201);

    const response = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body: { bookingPricePerHour: '14.25', description: 'Freshly serviced' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Motorcycle updated successfully',
      data: {
        id: vespa.id,
        name: vespa.name,
        bookingPricePerHour: 14.25,
        description: 'Freshly serviced',
      },
    });
    const list = await server.request('GET', '/api/v1/motorcycles', { token: kim.token });
    expect(list.body.data.find((m: { id: number }) => m.id === vespa.id)).toMatchObject({
      bookingPricePerHour: 14.25,
    });
    const mine = await server.request('GET', '/api/v1/reservations', { token: kim.token });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: before.body.data.id, total: 20 }),
    ]);
    // New bookings pay the new price.
    expect(
      (await book(kim.token, { ...oneHour(vespa.id, '2030-06-30'), total: 14.25 })).status,
    ).toBe(201);
  });

  it('checks each field sent with the create rules, all at once', async () => {
    const vespa = await addMotorcycle(server, admin);
    const other = await addMotorcycle(server, admin);
    const response = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body: { name: 'V', bookingPricePerHour: 0, chassisNumber: other.chassisNumber, color: 5 },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Name is too short (minimum is 2 characters)',
      'Color must be text',
      'Chassis number has already been taken',
      'Booking price per hour must be greater than 0',
    ]);
    // Its own chassis number is not "taken".
    const same = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body: { chassisNumber: vespa.chassisNumber },
    });
    expect(same.status).toBe(200);
    const empty = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toEqual(['Request body must change at least one field']);
  });

  it('answers 403 to riders and 404 for a deleted or unknown motorcycle', async () => {
    const vespa = await addMotorcycle(server, admin);
    const riderAttempt = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: (await rider()).token,
      body: { price: 1 },
    });
    expect(riderAttempt.status).toBe(403);
    expect(riderAttempt.body.message).toBe('Only administrators can edit motorcycles');
    await server.request('DELETE', `/api/v1/motorcycles/${vespa.id}`, { token: admin });
    for (const id of [vespa.id, 999_999, 'x']) {
      const response = await server.request('PATCH', `/api/v1/motorcycles/${id}`, {
        token: admin,
        body: { price: 1 },
      });
      expect(response.status).toBe(404);
    }
  });

  it('racing bookings: each stored total is the price the rider was shown, never a mix', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const riders = await Promise.all(Array.from({ length: 4 }, () => rider()));
    const [patched, ...bookings] = await Promise.all([
      server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
        token: admin,
        body: { bookingPricePerHour: 20 },
      }),
      ...Array.from({ length: 16 }, (_, i) =>
        book(riders[i % riders.length]!.token, {
          ...oneHour(vespa.id, `2030-07-${String(i + 1).padStart(2, '0')}`),
        }),
      ),
    ]);
    expect(patched!.status).toBe(200);
    for (const response of bookings) {
      if (response.status === 201) {
        expect(response.body.data.total).toBe(10);
      } else {
        expect(response.status).toBe(422);
        expect(response.body.message).toEqual(['Total must be 20.00 (duration × price per hour)']);
      }
    }
  });
});

describe('GET /api/v1/admin/reservations', () => {
  it("lists every rider's reservations with rider and status, filtered as asked", async () => {
    const red = await addMotorcycle(server, admin, {
      name: 'Red Admin List',
      bookingPricePerHour: 10,
    });
    const blue = await addMotorcycle(server, admin, {
      name: 'Blue Admin List',
      bookingPricePerHour: 10,
    });
    const ana = await rider('Ana Schedule');
    const bo = await rider('Bo Schedule');
    const a = (await book(ana.token, oneHour(red.id, '2030-08-10'))).body.data;
    const b = (await book(bo.token, oneHour(blue.id, '2030-08-12'))).body.data;
    const c = (await book(bo.token, oneHour(red.id, '2030-08-20'))).body.data;
    await server.request('DELETE', `/api/v1/reservations/${c.id}`, { token: bo.token });

    const list = async (query: string) => {
      const response = await server.request('GET', `/api/v1/admin/reservations?${query}`, {
        token: admin,
      });
      expect(response.status).toBe(200);
      return response.body.data as { id: number }[];
    };
    const window = 'from=2030-08-10&to=2030-08-20';
    const all = await list(window);
    expect(all.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    expect(all[0]).toEqual({
      ...a,
      status: 'confirmed',
      cancelled_at: null,
      user: { id: ana.user.id, name: 'Ana Schedule', email: ana.user.email },
      // Nothing paid yet: the whole total is owed (api/README.md, "Money").
      money: { total: 10, charges: 0, paid: 0, refunded: 0, balance: 10, deposit_held: 0 },
    });
    expect(all[2]).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.stringMatching(/Z$/),
    });

    expect((await list(`${window}&motorcycle_id=${red.id}`)).map((r) => r.id)).toEqual([
      a.id,
      c.id,
    ]);
    expect((await list(`${window}&status=cancelled`)).map((r) => r.id)).toEqual([c.id]);
    expect((await list(`${window}&status=confirmed`)).map((r) => r.id)).toEqual([a.id, b.id]);
    expect((await list('from=2030-08-11&to=2030-08-12')).map((r) => r.id)).toEqual([b.id]);
  });

  it('answers 403 to riders and 422 to a bad filter', async () => {
    const riderAttempt = await server.request('GET', '/api/v1/admin/reservations', {
      token: (await rider()).token,
    });
    expect(riderAttempt.status).toBe(403);
    expect(riderAttempt.body.message).toBe('Only administrators can see every reservation');
    const bad = await server.request(
      'GET',
      '/api/v1/admin/reservations?from=2030-08-10&to=2030-08-01&status=gone&motorcycle_id=x',
      { token: admin },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual([
      'To must not be before From',
      'Motorcycle must be a motorcycle id',
      'Status must be confirmed, out, returned, cancelled or all',
    ]);
  });
});

it('keeps the rider\'s unpaged list as it was (api/README.md, "Paging"): confirmed reservations only', async () => {
  const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  const kim = await rider();
  const keep = (await book(kim.token, oneHour(vespa.id, '2030-09-01'))).body.data;
  const drop = (await book(kim.token, oneHour(vespa.id, '2030-09-02'))).body.data;
  await server.request('DELETE', `/api/v1/reservations/${drop.id}`, { token: kim.token });
  const mine = await server.request('GET', '/api/v1/reservations', { token: kim.token });
  expect(mine.body).toEqual({ success: true, data: [keep] });
  expect(Object.keys(mine.body.data[0]).sort()).toEqual(
    ['city', 'date', 'duration', 'id', 'motorcycle_id', 'motorcycle_name', 'total'].sort(),
  );
});

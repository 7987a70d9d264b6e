import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// The shop's desk: workshop blocks, hand-over and take-back, the fleet window.

// 05:00 UTC on 15 June 2030 is 07:00 in Rome (summer time), the shop's zone in these tests.
const clock = { now: new Date('2030-06-15T05:00:00Z') };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});

afterEach(() => {
  clock.now = new Date('2030-06-15T05:00:00Z');
});

afterAll(() => server.close());

const rider = () => signUp(server);
const scooter = () => addMotorcycle(server, admin, { bookingPricePerHour: 10 });

/** A booking of `hours` at $10/h from `start` (`YYYY-MM-DDTHH:mm`). */
function book(token: string, motorcycleId: number, start: string, hours = 2) {
  return server.request('POST', '/api/v1/reservations', {
    token,
    body: {
      motorcycle_id: motorcycleId,
      duration: hours,
      total: hours * 10,
      date: start,
      city: 'Rome',
    },
  });
}

async function booked(token: string, motorcycleId: number, start: string, hours = 2) {
  const response = await book(token, motorcycleId, start, hours);
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id as number;
}

function block(motorcycleId: number, body: Record<string, unknown>, token = admin) {
  return server.request('POST', `/api/v1/motorcycles/${motorcycleId}/blocks`, { token, body });
}

const pickup = (id: number, body: Record<string, unknown>, token = admin) =>
  server.request('POST', `/api/v1/reservations/${id}/pickup`, { token, body });
const takeBack = (id: number, body: Record<string, unknown>, token = admin) =>
  server.request('POST', `/api/v1/reservations/${id}/return`, { token, body });
const cancel = (id: number, token = admin) =>
  server.request('DELETE', `/api/v1/reservations/${id}`, { token });

describe('workshop blocks', () => {
  it('keeps riders out of the workshop time and tells them only that', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const created = await block(vespa.id, {
      from: '2030-06-18T09:00',
      to: '2030-06-20T18:00',
      reason: 'New clutch, parts on order',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      motorcycle_id: vespa.id,
      from: '2030-06-18T09:00',
      to: '2030-06-20T18:00',
      reason: 'New clutch, parts on order',
    });

    const refused = await book(token, vespa.id, '2030-06-20T17:00');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual([
      'This motorcycle is in the workshop at that time. Please choose another date or motorcycle.',
    ]);
    // Touching the block's end is fine: [from, to).
    expect((await book(token, vespa.id, '2030-06-20T18:00')).status).toBe(201);

    const availability = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?from=2030-06-15&days=14`,
      { token },
    );
    expect(availability.body.data.busy).toEqual([
      { start: '2030-06-18T09:00', end: '2030-06-20T18:00', kind: 'workshop' },
      { start: '2030-06-20T18:00', end: '2030-06-20T20:00', kind: 'booked' },
    ]);
    expect(availability.text).not.toContain('clutch');
  });

  it('frees the time at once when the block is removed', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const { body } = await block(vespa.id, {
      from: '2030-07-01',
      to: '2030-07-03',
      reason: 'Service',
    });
    expect((await book(token, vespa.id, '2030-07-02T10:00')).status).toBe(409);
    const removed = await server.request('DELETE', `/api/v1/blocks/${body.data.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'The workshop block was removed' });
    expect((await book(token, vespa.id, '2030-07-02T10:00')).status).toBe(201);
    const again = await server.request('DELETE', `/api/v1/blocks/${body.data.id}`, {
      token: admin,
    });
    expect(again.status).toBe(404);
  });

  it('is refused over reservations, listing them, until the shop cancels them', async () => {
    const vespa = await scooter();
    const rita = await signUp(server, { name: 'Rita Rider' });
    const first = await booked(rita.token, vespa.id, '2030-06-22T10:00');
    const second = await booked(rita.token, vespa.id, '2030-06-23T10:00');
    // Outside the block, and a cancelled one inside: neither is in the way.
    await booked(rita.token, vespa.id, '2030-06-26T10:00');
    const cancelled = await booked(rita.token, vespa.id, '2030-06-24T10:00');
    expect((await cancel(cancelled, rita.token)).status).toBe(200);

    const wanted = { from: '2030-06-22T00:00', to: '2030-06-25T00:00', reason: 'Brakes' };
    const refused = await block(vespa.id, wanted);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: true,
      message: [
        'This motorcycle has reservations at that time. Cancel or move them before taking it to the workshop.',
      ],
      conflicts: [
        expect.objectContaining({
          id: first,
          status: 'confirmed',
          user: expect.objectContaining({ name: 'Rita Rider' }),
        }),
        expect.objectContaining({ id: second, status: 'confirmed' }),
      ],
    });

    for (const { id } of refused.body.conflicts) expect((await cancel(id)).status).toBe(200);
    expect((await block(vespa.id, wanted)).status).toBe(201);
    // Twice the same time is one block too many.
    const twice = await block(vespa.id, { ...wanted, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toEqual([
      'This motorcycle is already in the workshop at that time.',
    ]);
  });

  it('says everything wrong with a block at once', async () => {
    const vespa = await scooter();
    const backwards = await block(vespa.id, {
      from: '2030-06-20T10:00',
      to: '2030-06-20T10:00',
      reason: ' \u200b ',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toEqual(['To must be after From', "Reason can't be blank"]);

    const garbled = await block(vespa.id, { from: '2030-02-30T10:00', to: 'soon', reason: 7 });
    expect(garbled.status).toBe(422);
    expect(garbled.body.message).toEqual([
      'From must be a valid YYYY-MM-DDTHH:mm',
      'To must be a valid YYYY-MM-DDTHH:mm',
      'Reason must be text',
    ]);

    const endless = await block(vespa.id, {
      from: '2030-06-20',
      to: '2031-06-22',
      reason: 'Forever',
    });
    expect(endless.body.message).toEqual(['A workshop block can last at most 366 days']);
  });

  it('is for administrators, on motorcycles that exist', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const body = { from: '2030-06-20', to: '2030-06-21', reason: 'Tyres' };
    expect((await block(vespa.id, body, token)).status).toBe(403);
    expect((await block(999_999, body)).status).toBe(404);
    expect((await block(Number.NaN, body)).status).toBe(404);
    expect((await server.request('DELETE', '/api/v1/blocks/1', { token })).status).toBe(403);
  });
});

describe('handing over and taking back', () => {
  it('follows confirmed → out → returned, with the rider seeing each step', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const id = await booked(token, vespa.id, '2030-06-15T10:00', 2);
    const status = async () =>
      (await server.request('GET', '/api/v1/reservations?limit=50', { token })).body.data.find(
        (reservation: { id: number }) => reservation.id === id,
      )?.status;
    expect(await status()).toBe('confirmed');

    clock.now = new Date('2030-06-15T07:55:00Z'); // 09:55 in Rome
    const out = await pickup(id, { odometer_km: 1204, note: 'Scratch on the left mirror' });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      id,
      status: 'out',
      picked_up_at: '2030-06-15T07:55:00.000Z',
      pickup_odometer_km: 1204,
      pickup_note: 'Scratch on the left mirror',
    });
    expect(await status()).toBe('out');

    // Back at 12:40 in Rome, 40 minutes after the 12:00 end.
    clock.now = new Date('2030-06-15T10:40:00Z');
    const back = await takeBack(id, { odometer_km: 1262, damage: 'Dented front fender' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({
      status: 'returned',
      returned_at: '2030-06-15T10:40:00.000Z',
      return_odometer_km: 1262,
      damage: 'Dented front fender',
      late_minutes: 40,
    });
    expect(await status()).toBe('returned');
  });

  it("writes the step's money with it, or neither: a line refused refuses the step", async () => {
    const vespa = await scooter();
    const id = await booked((await rider()).token, vespa.id, '2030-06-15T10:00', 2);
    const ledger = async () =>
      (await server.request('GET', `/api/v1/reservations/${id}`, { token: admin })).body.data;
    clock.now = new Date('2030-06-15T07:55:00Z');

    const unchecked = await pickup(id, {
      odometer_km: 10,
      money: [
        { kind: 'payment', amount: 20 },
        { kind: 'deposit_held', amount: 0, method: 'cash' },
      ],
    });
    expect(unchecked).toMatchObject({
      status: 422,
      body: {
        message: [
          "Money line 1: Method can't be blank",
          'Money line 2: Amount must be greater than 0',
        ],
      },
    });
    // A keep beyond the deposit the same step holds: the api's own check, in the transaction.
    const overKept = await pickup(id, {
      odometer_km: 10,
      money: [
        { kind: 'deposit_held', amount: 50, method: 'cash' },
        { kind: 'deposit_kept', amount: 60, note: 'Dent' },
      ],
    });
    expect(overKept).toMatchObject({
      status: 422,
      body: { message: ['Only 50.00 of deposit is held: no more can be returned or kept'] },
    });
    expect(await ledger()).toMatchObject({ status: 'confirmed', lines: [] });

    const out = await pickup(id, {
      odometer_km: 10,
      money: [
        { kind: 'payment', amount: 20, method: 'card' },
        { kind: 'deposit_held', amount: 50, method: 'cash' },
      ],
    });
    expect(out.status).toBe(200);
    expect(await ledger()).toMatchObject({
      status: 'out',
      money: { total: 20, paid: 20, balance: 0, deposit_held: 50 },
    });
    clock.now = new Date('2030-06-15T10:40:00Z');
    const back = await takeBack(id, {
      odometer_km: 30,
      money: [
        { kind: 'charge', amount: 10, note: 'Late: 40 minutes' },
        { kind: 'deposit_kept', amount: 10, note: 'The late fee' },
        { kind: 'deposit_returned', amount: 40, method: 'cash' },
      ],
    });
    expect(back.status).toBe(200);
    const after = await ledger();
    expect(after).toMatchObject({
      status: 'returned',
      money: { total: 20, charges: 10, paid: 20, balance: 0, deposit_held: 0 },
    });
    expect(after.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'payment',
      'deposit_held',
      'charge',
      'deposit_kept',
      'deposit_returned',
    ]);
  });

  it('counts a return by the end as on time', async () => {
    const vespa = await scooter();
    const id = await booked((await rider()).token, vespa.id, '2030-06-16T10:00', 3);
    clock.now = new Date('2030-06-16T08:00:00Z');
    await pickup(id, { odometer_km: 0 });
    clock.now = new Date('2030-06-16T10:59:00Z'); // 12:59 in Rome, before the 13:00 end
    const back = await takeBack(id, { odometer_km: 15 });
    expect(back.body.data.late_minutes).toBe(0);
    expect(back.body.data).not.toHaveProperty('damage');
  });

  it('refuses each step out of order, with a sentence', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const id = await booked(token, vespa.id, '2030-06-17T10:00');
    const expectRefusal = async (
      response: Promise<{ status: number; body: { message: unknown } }>,
      sentence: string,
    ) => {
      const { status, body } = await response;
      expect(status).toBe(422);
      expect(body.message).toEqual([sentence]);
    };

    await expectRefusal(
      takeBack(id, { odometer_km: 10 }),
      'This motorcycle has not been handed over yet',
    );
    clock.now = new Date('2030-06-17T06:00:00Z'); // 08:00 in Rome, 2 hours before the start
    expect((await pickup(id, { odometer_km: 500 })).status).toBe(200);
    await expectRefusal(
      pickup(id, { odometer_km: 500 }),
      'This motorcycle has already been handed over',
    );
    await expectRefusal(
      cancel(id),
      'This motorcycle has been handed over and can no longer be cancelled: take it back instead',
    );
    await expectRefusal(
      takeBack(id, { odometer_km: 499 }),
      "Odometer can't be below the 500 km it showed when it was handed over",
    );
    expect((await takeBack(id, { odometer_km: 500 })).status).toBe(200);
    await expectRefusal(
      takeBack(id, { odometer_km: 600 }),
      'This motorcycle has already been returned',
    );
    await expectRefusal(
      pickup(id, { odometer_km: 600 }),
      'This motorcycle has already been returned',
    );
    expect((await cancel(id)).status).toBe(422);

    const dropped = await booked(token, vespa.id, '2030-06-18T10:00');
    expect((await cancel(dropped, token)).status).toBe(200);
    await expectRefusal(
      pickup(dropped, { odometer_km: 1 }),
      'This reservation was cancelled and can no longer be handed over',
    );
  });

  it('takes only whole kilometres, and only from administrators', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const id = await booked(token, vespa.id, '2030-06-19T10:00');
    for (const odometer_km of [-1, 1.5, '12', null, 1e12]) {
      const response = await pickup(id, { odometer_km });
      expect(response.status).toBe(422);
      expect(response.body.message).toHaveLength(1);
    }
    expect((await pickup(id, {})).body.message).toEqual(["Odometer km can't be blank"]);
    expect((await pickup(id, { odometer_km: 3 }, token)).status).toBe(403);
    expect((await pickup(987_654, { odometer_km: 3 })).status).toBe(404);
  });

  it('lets the desk release a ride whose rider never came, while riders cannot cancel after the start', async () => {
    const vespa = await scooter();
    const { token } = await rider();
    const id = await booked(token, vespa.id, '2030-06-15T10:00');
    clock.now = new Date('2030-06-16T12:00:00Z');
    expect((await cancel(id, token)).status).toBe(422);
    expect((await cancel(id)).status).toBe(200);
  });
});

describe('races at the desk', () => {
  it('a hand-over and a cancel of one ride: exactly one of them happens', async () => {
    const { token } = await rider();
    for (let round = 0; round < 10; round += 1) {
      // A scooter of its own each round: the rides before are still out.
      const vespa = await scooter();
      const day = `2030-07-${String(10 + round).padStart(2, '0')}`;
      clock.now = new Date('2030-06-15T05:00:00Z');
      const id = await booked(token, vespa.id, `${day}T10:00`);
      // 09:00 in Rome that day: the hand-over is open.
      clock.now = new Date(`${day}T07:00:00Z`);
      const [handed, cancelled] = await Promise.all([
        pickup(id, { odometer_km: round }),
        cancel(id),
      ]);
      expect([handed.status, cancelled.status].sort()).toEqual([200, 422]);
      const { status } = (
        await server.request('GET', `/api/v1/admin/reservations?motorcycle_id=${vespa.id}`, {
          token: admin,
        })
      ).body.data.find((reservation: { id: number }) => reservation.id === id);
      expect(status).toBe(handed.status === 200 ? 'out' : 'cancelled');
    }
  });

  it('a block and a booking for the same time: exactly one of them succeeds', async () => {
    const { token } = await rider();
    for (let round = 0; round < 10; round += 1) {
      const vespa = await scooter();
      const day = `2030-08-${String(10 + round).padStart(2, '0')}`;
      const [blocked, booking] = await Promise.all([
        block(vespa.id, { from: `${day}T08:00`, to: `${day}T18:00`, reason: 'Inspection' }),
        book(token, vespa.id, `${day}T12:00`),
      ]);
      expect([blocked.status, booking.status].sort()).toEqual([201, 409]);
    }
  });
});

describe('GET /api/v1/admin/fleet', () => {
  it('sends what overlaps the window only: motorcycles, standing rides and blocks', async () => {
    const vespa = await scooter();
    const rita = await signUp(server, { name: 'Rita Window' });
    const inside = await booked(rita.token, vespa.id, '2030-09-02T10:00');
    const acrossStart = await booked(rita.token, vespa.id, '2030-08-31T20:00', 30);
    await booked(rita.token, vespa.id, '2030-09-09T10:00'); // after the window
    const cancelled = await booked(rita.token, vespa.id, '2030-09-03T10:00');
    await cancel(cancelled);
    await block(vespa.id, { from: '2030-09-05', to: '2030-09-06', reason: 'Oil change' });
    await block(vespa.id, { from: '2030-09-20', to: '2030-09-21', reason: 'Later' });

    const response = await server.request('GET', '/api/v1/admin/fleet?from=2030-09-01&days=7', {
      token: admin,
    });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.from).toBe('2030-09-01');
    expect(data.days).toBe(7);
    expect(data.motorcycles).toContainEqual({
      id: vespa.id,
      name: vespa.name,
      model: 'Primavera 150',
    });
    const mine = data.reservations.filter(
      (r: { motorcycle_id: number }) => r.motorcycle_id === vespa.id,
    );
    expect(mine.map((r: { id: number }) => r.id)).toEqual([acrossStart, inside]);
    expect(mine[0]).toMatchObject({ status: 'confirmed', user: { name: 'Rita Window' } });
    expect(
      data.blocks.filter((b: { motorcycle_id: number }) => b.motorcycle_id === vespa.id),
    ).toEqual([
      expect.objectContaining({
        from: '2030-09-05T00:00',
        to: '2030-09-06T00:00',
        reason: 'Oil change',
      }),
    ]);
  });

  it('leaves out the blocks of a deleted motorcycle, unless its rides keep it in the window', async () => {
    const [gone, keptByRide] = [await scooter(), await scooter()];
    const rita = await rider();
    await block(gone.id, { from: '2030-10-07', to: '2030-10-08', reason: 'Sold for parts' });
    await block(keptByRide.id, { from: '2030-10-08', to: '2030-10-09', reason: 'Tyres' });
    const ride = await booked(rita.token, keptByRide.id, '2030-10-10T10:00');
    // Out with its rider: deleting the scooter cancels only the rides it has not started.
    clock.now = new Date('2030-10-10T08:00:00Z');
    expect((await pickup(ride, { odometer_km: 5 })).status).toBe(200);
    for (const { id } of [gone, keptByRide]) {
      const deleted = await server.request('DELETE', `/api/v1/motorcycles/${id}`, {
        token: admin,
      });
      expect(deleted.status).toBe(200);
    }

    const { body } = await server.request('GET', '/api/v1/admin/fleet?from=2030-10-07&days=7', {
      token: admin,
    });
    const ids = (list: Array<{ id: number }>) => list.map(({ id }) => id);
    expect(ids(body.data.motorcycles)).not.toContain(gone.id);
    expect(ids(body.data.motorcycles)).toContain(keptByRide.id);
    expect(ids(body.data.reservations)).toContain(ride);
    const blocksOf = (motorcycleId: number) =>
      body.data.blocks.filter((b: { motorcycle_id: number }) => b.motorcycle_id === motorcycleId);
    expect(blocksOf(gone.id)).toEqual([]);
    expect(blocksOf(keptByRide.id)).toEqual([expect.objectContaining({ reason: 'Tyres' })]);
  });

  it('starts on the shop’s today and refuses windows it does not serve', async () => {
    // 23:30 UTC on 15 June is already 16 June in Rome.
    clock.now = new Date('2030-06-15T23:30:00Z');
    const today = await server.request('GET', '/api/v1/admin/fleet', { token: admin });
    expect(today.body.data).toMatchObject({ from: '2030-06-16', days: 7 });
    for (const query of ['days=0', 'days=32', 'days=x', 'from=2030-13-01', 'from=yesterday']) {
      const refused = await server.request('GET', `/api/v1/admin/fleet?${query}`, { token: admin });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toHaveLength(1);
    }
    const { token } = await rider();
    expect((await server.request('GET', '/api/v1/admin/fleet', { token })).status).toBe(403);
  });
});

import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// GET /api/v1/motorcycles?from=&to= (api/README.md, "Free for a time"): the scooters free for the
// whole of a time on the shop's clock, each with what a booking of that time costs, and how many
// are taken then. The shop is in Rome; its clock is set by each test.

const HOUR_MS = 3_600_000;
const clock = { now: new Date(0) };
/** Sets the shop's clock in Rome (summer time, UTC+2) to `wall` (`YYYY-MM-DDTHH:mm`). */
const shopTime = (wall: string) => {
  clock.now = new Date(Date.parse(`${wall}Z`) - 2 * HOUR_MS);
};

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});
beforeEach(() => shopTime('2030-06-15T07:00'));
afterAll(() => server.close());

const scooter = (price = 10) => addMotorcycle(server, admin, { bookingPricePerHour: price });

function freeFor(from: string, to: string, on: TestServer = server, token = admin) {
  return on.request('GET', `/api/v1/motorcycles?from=${from}&to=${to}`, { token });
}

/** The ids of the scooters free for [from, to). */
async function freeIds(from: string, to: string): Promise<number[]> {
  const response = await freeFor(from, to);
  if (response.status !== 200) throw new Error(`free list failed: ${response.text}`);
  return response.body.data.map((motorcycle: { id: number }) => motorcycle.id);
}

/** A new rider's booking of `hours` from `date` (at `price` an hour); its id and token. */
async function ride(motorcycleId: number, date: string, hours: number, on = server, price = 10) {
  const { token } = await signUp(on);
  const total = hours * price;
  const response = await on.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: hours, total, date, city: 'Rome' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return { id: response.body.data.id as number, token };
}

async function block(motorcycleId: number, from: string, to: string, on = server) {
  const response = await on.request('POST', `/api/v1/motorcycles/${motorcycleId}/blocks`, {
    token: admin,
    body: { from, to, reason: 'Service' },
  });
  if (response.status !== 201) throw new Error(`block failed: ${response.text}`);
}

describe('what holds a scooter', () => {
  it('a confirmed ride overlapping any part of the window; the other scooters stay', async () => {
    const [vespa, other] = [await scooter(), await scooter()];
    await ride(vespa.id, '2030-06-20T10:00', 2);
    for (const [from, to] of [
      ['2030-06-20T11:00', '2030-06-20T13:00'],
      ['2030-06-20T09:00', '2030-06-20T10:30'],
      ['2030-06-20T09:00', '2030-06-20T14:00'],
      ['2030-06-20T10:30', '2030-06-20T11:00'],
    ] as const) {
      const ids = await freeIds(from, to);
      expect([from, ids.includes(vespa.id)]).toEqual([from, false]);
      expect(ids).toContain(other.id);
    }
  });

  it('not a ride touching either end of the window', async () => {
    const vespa = await scooter();
    await ride(vespa.id, '2030-06-20T10:00', 2);
    expect(await freeIds('2030-06-20T08:00', '2030-06-20T10:00')).toContain(vespa.id);
    expect(await freeIds('2030-06-20T12:00', '2030-06-20T14:00')).toContain(vespa.id);
  });

  it('not a cancelled ride', async () => {
    const vespa = await scooter();
    const { id, token } = await ride(vespa.id, '2030-06-20T10:00', 2);
    expect(await freeIds('2030-06-20T11:00', '2030-06-20T12:00')).not.toContain(vespa.id);
    const cancel = await server.request('DELETE', `/api/v1/reservations/${id}`, { token });
    expect(cancel.status).toBe(200);
    expect(await freeIds('2030-06-20T11:00', '2030-06-20T12:00')).toContain(vespa.id);
  });

  it('a date-only booking: its whole day, and not a minute of the next', async () => {
    const vespa = await scooter();
    await ride(vespa.id, '2030-06-21', 2);
    expect(await freeIds('2030-06-21T18:00', '2030-06-21T20:00')).not.toContain(vespa.id);
    expect(await freeIds('2030-06-20T22:00', '2030-06-21T00:00')).toContain(vespa.id);
    expect(await freeIds('2030-06-22T00:00', '2030-06-22T02:00')).toContain(vespa.id);
  });

  it('a ride out past its end, in every later window until it is taken back', async () => {
    const vespa = await scooter();
    const { id } = await ride(vespa.id, '2030-06-15T08:00', 2);
    const pickup = await server.request('POST', `/api/v1/reservations/${id}/pickup`, {
      token: admin,
      body: { odometer_km: 100 },
    });
    expect(pickup.status).toBe(200);
    shopTime('2030-06-16T09:00');
    expect(await freeIds('2030-06-25T10:00', '2030-06-25T12:00')).not.toContain(vespa.id);
    const back = await server.request('POST', `/api/v1/reservations/${id}/return`, {
      token: admin,
      body: { odometer_km: 180 },
    });
    expect(back.status).toBe(200);
    expect(await freeIds('2030-06-25T10:00', '2030-06-25T12:00')).toContain(vespa.id);
  });

  it('a workshop block overlapping the window, not one touching it', async () => {
    const vespa = await scooter();
    await block(vespa.id, '2030-06-22T09:00', '2030-06-22T12:00');
    expect(await freeIds('2030-06-22T11:00', '2030-06-22T13:00')).not.toContain(vespa.id);
    expect(await freeIds('2030-06-22T12:00', '2030-06-22T14:00')).toContain(vespa.id);
    expect(await freeIds('2030-06-22T07:00', '2030-06-22T09:00')).toContain(vespa.id);
  });

  it('a ride in the minutes a booking of the window would hold past its end', async () => {
    // 4 minutes are 0.1 hours as a booking counts them: 10:00 to 10:06.
    const vespa = await scooter();
    await ride(vespa.id, '2030-06-23T10:05', 1);
    expect(await freeIds('2030-06-23T10:00', '2030-06-23T10:04')).not.toContain(vespa.id);
    expect(await freeIds('2030-06-23T09:00', '2030-06-23T10:00')).toContain(vespa.id);
  });
});

describe('the answer', () => {
  it('lists the free scooters by id, each with its quote, and counts the taken', async () => {
    const shop = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
    try {
      const owner = (await signUp(shop, { admin: true })).token;
      const add = () => addMotorcycle(shop, owner, { bookingPricePerHour: 12.5 });
      const [booked, inWorkshop, first, second, deleted] = [
        await add(),
        await add(),
        await add(),
        await add(),
        await add(),
      ];
      await ride(booked.id, '2030-12-05T12:00', 2, shop, 12.5);
      const workshop = await shop.request('POST', `/api/v1/motorcycles/${inWorkshop.id}/blocks`, {
        token: owner,
        body: { from: '2030-12-05T09:00', to: '2030-12-05T10:30', reason: 'Tyres' },
      });
      expect(workshop.status).toBe(201);
      // A deleted scooter is neither free nor taken, whatever holds it.
      const gone = await shop.request('POST', `/api/v1/motorcycles/${deleted.id}/blocks`, {
        token: owner,
        body: { from: '2030-12-05T09:00', to: '2030-12-05T18:00', reason: 'Sold' },
      });
      expect(gone.status).toBe(201);
      await shop.request('DELETE', `/api/v1/motorcycles/${deleted.id}`, { token: owner });
      const listed = (await shop.request('GET', '/api/v1/motorcycles', { token: owner })).body.data;

      const response = await freeFor('2030-12-05T10:00', '2030-12-05T13:00', shop, owner);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: [
          { ...listed[2], quote: 37.5 },
          { ...listed[3], quote: 37.5 },
        ],
        taken: 2,
      });
      expect(listed.map((m: { id: number }) => m.id)).toEqual([
        booked.id,
        inWorkshop.id,
        first.id,
        second.id,
      ]);
    } finally {
      await shop.close();
    }
  });

  it('quotes exactly the total a booking of that window sends: it is booked with it', async () => {
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 11.15 });
    const [from, to] = ['2030-06-25T10:00', '2030-06-27T09:20'];
    const answer = await freeFor(from, to);
    const quoted = answer.body.data.find((m: { id: number }) => m.id === vespa.id);
    // 47 hours 20 minutes are 47.3 hours; 47.3 × 11.15 = 527.395, half up.
    expect(quoted.quote).toBe(527.4);
    const { token } = await signUp(server);
    const booking = await server.request('POST', '/api/v1/reservations', {
      token,
      body: {
        motorcycle_id: vespa.id,
        duration: 47.3,
        total: quoted.quote,
        date: from,
        city: 'Rome',
      },
    });
    expect(booking.status).toBe(201);
    expect(booking.body.data.total).toBe(527.4);
    const after = await freeFor(from, to);
    expect(after.body.data.map((m: { id: number }) => m.id)).not.toContain(vespa.id);
    expect(after.body.taken).toBe(answer.body.taken + 1);
  });

  it('without from and to is the plain list, unchanged', async () => {
    const vespa = await scooter();
    await ride(vespa.id, '2030-06-20T10:00', 2);
    for (const path of ['/api/v1/motorcycles', '/api/v1/motorcycles?limit=5']) {
      const response = await server.request('GET', path, { token: admin });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['success', 'data']);
      expect(response.body.data).toContainEqual(expect.objectContaining({ id: vespa.id }));
      for (const motorcycle of response.body.data) expect(motorcycle).not.toHaveProperty('quote');
    }
  });

  it('asks for a token, as the plain list does', async () => {
    const response = await server.request(
      'GET',
      '/api/v1/motorcycles?from=2030-06-20T10:00&to=2030-06-20T12:00',
    );
    expect(response.status).toBe(401);
  });
});

it('describes from, to, quote and taken in the OpenAPI document', async () => {
  const { body } = await server.request('GET', '/api/v1/openapi.json');
  const call = body.paths['/api/v1/motorcycles'].get;
  expect(call.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
    'from',
    'to',
  ]);
  expect(Object.keys(call.responses)).toEqual(expect.arrayContaining(['200', '401', '422']));
  const list = call.responses['200'].content['application/json'].schema;
  expect(list.required).toEqual(['success', 'data']);
  expect(list.properties.taken).toMatchObject({ type: 'integer' });
  expect(list.properties.data.items.properties.quote).toMatchObject({ type: 'number' });
  expect(list.properties.data.items.required).not.toContain('quote');
});

import {
  addMotorcycle,
  motorcycleFields,
  signUp,
  startApp,
  type TestServer,
} from '../../support/helpers';

// A motorcycle's day price and deposit (api/README.md, "Validation"; docs/PRODUCT.md, "Bookings"):
// with a day price each started 24 hours of a ride costs at most it, in the bookings' totals and
// the free list's quotes alike; without one a ride costs its hours, as the replaced app's client
// computes it. The shop is in Rome; its clock shows 10:00 on 1 March 2027, before both of the
// year's clock changes.

const NOW = new Date('2027-03-01T09:00:00Z');

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

function post(body: unknown, headers: Record<string, string> = {}) {
  return server.request('POST', '/api/v1/motorcycles', { token: admin, body, headers });
}

/** $10 an hour, $45 a day: a day's 24 hours would cost $240. */
const dayPriced = () => addMotorcycle(server, admin, { bookingPricePerHour: 10, dayPrice: 45 });

/** A new rider's booking of `duration` hours from `date`, sending `total`. */
async function book(motorcycleId: number, date: string, duration: number, total: number) {
  const { token } = await signUp(server);
  return server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration, total, date, city: 'Rome' },
  });
}

describe('adding a motorcycle', () => {
  it('keeps a day price and a deposit, sent as numbers or numeric strings', async () => {
    const numbers = await post(motorcycleFields({ dayPrice: 45, deposit: 250 }));
    expect(numbers.status).toBe(201);
    expect(numbers.body.data).toMatchObject({
      bookingPricePerHour: 12.5,
      dayPrice: 45,
      deposit: 250,
    });
    const strings = await post(motorcycleFields({ dayPrice: '45.50', deposit: '0' }));
    expect(strings.body.data).toMatchObject({ dayPrice: 45.5, deposit: 0 });
    const list = await server.request('GET', '/api/v1/motorcycles', { token: admin });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id: numbers.body.data.id, dayPrice: 45, deposit: 250 }),
    );
  });

  it('gives a motorcycle sent without them (or with a null day price) none and no deposit', async () => {
    const without = await post(motorcycleFields());
    expect(without.body.data).toMatchObject({ dayPrice: null, deposit: 0 });
    const nulled = await post(motorcycleFields({ dayPrice: null }));
    expect(nulled.body.data).toMatchObject({ dayPrice: null, deposit: 0 });
  });

  it('says every wrong amount in a sentence, in the order of the form', async () => {
    const response = await post(
      motorcycleFields({ bookingPricePerHour: 0, dayPrice: 0, deposit: -1, price: -1 }),
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Booking price per hour must be greater than 0',
      'Day price must be greater than 0',
      'Deposit must be greater than or equal to 0',
      'Price must be greater than or equal to 0',
    ]);
  });

  it.each([
    [{ dayPrice: 100000.01 }, 'Day price must be less than or equal to 100000'],
    [{ dayPrice: '45.005' }, 'Day price must have at most 2 decimal places'],
    [{ dayPrice: 'a lot' }, 'Day price must be a number'],
    [{ dayPrice: '' }, 'Day price must be a number'],
    [{ deposit: '100000.01' }, 'Deposit must be less than or equal to 100000'],
    [{ deposit: 0.125 }, 'Deposit must have at most 2 decimal places'],
    [{ deposit: null }, 'Deposit must be a number'],
  ])('refuses %p', async (overrides, sentence) => {
    const response = await post(motorcycleFields(overrides));
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([sentence]);
  });

  it('says them in Italian to an Italian request', async () => {
    const response = await post(motorcycleFields({ dayPrice: '0', deposit: '-5' }), {
      'accept-language': 'it',
    });
    expect(response.body.message).toEqual([
      'Tariffa giornaliera: deve essere maggiore di 0',
      'Cauzione: deve essere almeno 0',
    ]);
  });

  it('takes a day price below the hourly price: every ride then costs at most it', async () => {
    const cheap = await addMotorcycle(server, admin, { bookingPricePerHour: 10, dayPrice: 5 });
    expect((await book(cheap.id, '2027-03-10T10:00', 1, 5)).status).toBe(201);
  });
});

describe('editing a motorcycle', () => {
  it('sets, changes and clears the day price and changes the deposit', async () => {
    const vespa = await addMotorcycle(server, admin);
    const patch = (body: unknown) =>
      server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, { token: admin, body });
    expect((await patch({ dayPrice: 45, deposit: '300' })).body.data).toMatchObject({
      dayPrice: 45,
      deposit: 300,
    });
    // The other fields stay as they were.
    expect((await patch({ name: 'Vespa Nuova' })).body.data).toMatchObject({
      dayPrice: 45,
      deposit: 300,
    });
    expect((await patch({ dayPrice: null })).body.data).toMatchObject({
      dayPrice: null,
      deposit: 300,
    });
    const refused = await patch({ dayPrice: -1, deposit: 'much' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual([
      'Day price must be greater than 0',
      'Deposit must be a number',
    ]);
  });
});

describe('a booking of a motorcycle with a day price', () => {
  it.each([
    ['exactly 24 hours: one day price', 24, 45],
    ['24 hours and 6 minutes: a day price and the started block’s 0.1 hours', 24.1, 46],
    ['30 hours: two day prices (6 hours would cost $60)', 30, 90],
    ['72 hours: three day prices', 72, 135],
    ['4 hours: its hours', 4, 40],
  ])('costs %s', async (_case, duration, total) => {
    const vespa = await dayPriced();
    const response = await book(vespa.id, '2027-03-10T10:00', duration, total);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ duration, total });
  });

  it('refuses the total of the hours, naming the one it must be', async () => {
    const vespa = await dayPriced();
    const response = await book(vespa.id, '2027-03-10T10:00', 72, 720);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Total must be 135.00 (the hours at the price per hour, each started 24 hours at most the day price)',
    ]);
  });

  // Friday 10:00 to Monday 10:00 over the weekends Rome's clocks change: 71 and 73 hours pass,
  // and the shop's wall clock, which durations count, shows 72 (what the reserve form sends).
  it.each([
    ['2027-03-26T10:00', '2027-03-29T10:00'],
    ['2027-10-29T10:00', '2027-11-01T10:00'],
  ])('costs a 3-day trip from %s across a clock change three day prices', async (from, to) => {
    const vespa = await dayPriced();
    const hourly = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const free = await server.request('GET', `/api/v1/motorcycles?from=${from}&to=${to}`, {
      token: admin,
    });
    expect(free.status).toBe(200);
    const quotes = new Map(
      free.body.data.map((m: { id: number; quote: number }) => [m.id, m.quote]),
    );
    expect([quotes.get(vespa.id), quotes.get(hourly.id)]).toEqual([135, 720]);
    const booked = await book(vespa.id, from, 72, 135);
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ duration: 72, total: 135 });
  });
});

describe('the demo scooters', () => {
  it('have no day price and no deposit, and cost their hours as before', async () => {
    const seeded = await startApp({
      seedDemoData: true,
      now: () => NOW,
      shopTimeZone: 'Europe/Rome',
    });
    try {
      const { token } = await signUp(seeded);
      const list = await seeded.request('GET', '/api/v1/motorcycles', { token });
      expect(list.body.data.length).toBeGreaterThan(0);
      for (const motorcycle of list.body.data) {
        expect(motorcycle).toMatchObject({ dayPrice: null, deposit: 0 });
      }
      const from = '2027-03-26T10:00';
      const free = await seeded.request(
        'GET',
        `/api/v1/motorcycles?from=${from}&to=2027-03-29T10:00`,
        { token },
      );
      for (const motorcycle of free.body.data) {
        expect(motorcycle.quote).toBe(Math.round(72 * motorcycle.bookingPricePerHour * 100) / 100);
      }
    } finally {
      await seeded.close();
    }
  });
});

import { MAX_UPCOMING_RESERVATIONS } from 'shared-domain';
import {
  addMotorcycle,
  motorcycleFields,
  signUp,
  startApp,
  type TestServer,
} from '../support/helpers';

// The reproductions of the outside attack on the landed api, each now refused.

// 05:00 UTC on 15 June: 07:00 on 15 June in Rome, the shop's time zone.
const clock = { now: new Date('2030-06-15T05:00:00Z') };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

const book = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/api/v1/reservations', { token, body });

describe('a booking that holds a day for nothing', () => {
  it('refuses duration 1e-10 with total 0, and the day stays bookable', async () => {
    const rider = (await signUp(server)).token;
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const free = await book(rider, {
      motorcycle_id: vespa.id,
      duration: 1e-10,
      total: 0,
      date: '2030-07-01',
      city: 'Rome',
    });
    expect(free.status).toBe(422);
    expect(free.body.message).toEqual(['Duration must be at least 0.1 hours']);
    const real = await book(rider, {
      motorcycle_id: vespa.id,
      duration: 2,
      total: 20,
      date: '2030-07-01',
      city: 'Rome',
    });
    expect(real.status).toBe(201);
  });

  it.each([1e-10, 0.004, '0.001'])(
    'refuses a booking price of %s, which is $0 once stored',
    async (price) => {
      const response = await server.request('POST', '/api/v1/motorcycles', {
        token: admin,
        body: motorcycleFields({ bookingPricePerHour: price }),
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toEqual(['Booking price per hour must be greater than 0']);
    },
  );
});

describe('hoarding', () => {
  it(`stops a rider at ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, counting only those not ended`, async () => {
    const rider = (await signUp(server)).token;
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const day = (n: number) => `2030-08-${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= MAX_UPCOMING_RESERVATIONS; n += 1) {
      const response = await book(rider, {
        motorcycle_id: vespa.id,
        duration: 1,
        total: 10,
        date: day(n),
        city: 'Rome',
      });
      expect(response.status).toBe(201);
    }
    const one = { motorcycle_id: vespa.id, duration: 1, total: 10, date: day(25), city: 'Rome' };
    const refused = await book(rider, one);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual([
      `You already hold ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, the most a rider may hold at once`,
    ]);
    // Another rider is not affected.
    expect((await book((await signUp(server)).token, one)).status).toBe(201);

    // Once the first ones have ended, there is room again.
    const before = clock.now;
    clock.now = new Date('2030-08-03T12:00:00Z');
    try {
      expect((await book(rider, { ...one, date: day(26) })).status).toBe(201);
    } finally {
      clock.now = before;
    }
  });

  it('refuses a start more than 365 days ahead, and the year 9999', async () => {
    const rider = (await signUp(server)).token;
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const attempt = (date: string) =>
      book(rider, { motorcycle_id: vespa.id, duration: 1, total: 10, date, city: 'Rome' });
    // 365 days after 15 June 2030 (today in Rome) is 15 June 2031.
    expect((await attempt('2031-06-15')).status).toBe(201);
    for (const date of ['2031-06-16', '2031-06-16T08:00', '9999-12-31']) {
      const response = await attempt(date);
      expect(response.status).toBe(422);
      expect(response.body.message).toEqual(["Date can't be more than 365 days ahead"]);
    }
  });
});

describe('text that looks blank', () => {
  const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';

  it('refuses names and cities made only of zero-width characters', async () => {
    const signup = await server.request('POST', '/api/v1/users', {
      body: { user: { name: ZERO_WIDTH, email: 'ghost@example.com', password: 'ghost-pass' } },
    });
    expect(signup.status).toBe(422);
    expect(signup.body.message).toEqual(["Name can't be blank"]);

    const added = await server.request('POST', '/api/v1/motorcycles', {
      token: admin,
      body: motorcycleFields({ name: ZERO_WIDTH, model: ZERO_WIDTH, color: ' \u200b ' }),
    });
    expect(added.status).toBe(422);
    expect(added.body.message).toEqual([
      "Name can't be blank",
      "Model can't be blank",
      "Color can't be blank",
    ]);

    const rider = (await signUp(server)).token;
    const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
    const booked = await book(rider, {
      motorcycle_id: vespa.id,
      duration: 1,
      total: 10,
      date: '2030-07-10',
      city: ZERO_WIDTH,
    });
    expect(booked.status).toBe(422);
    expect(booked.body.message).toEqual(["City can't be blank"]);
  });
});

describe('passwords', () => {
  it.each([
    ['six spaces', '      ', "Password can't be only spaces"],
    ['123456', '123456', 'Password is too common'],
    ['password', 'Password', 'Password is too common'],
    ['one key held down', 'aaaaaaaa', 'Password is too easy to guess'],
  ])('refuses %s', async (_case, password, message) => {
    const response = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'Weak', email: 'weak@example.com', password } },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([message]);
  });
});

describe('a body with several bad fields', () => {
  it('gets one sentence per failing field, type errors and rule errors together', async () => {
    const response = await server.request('POST', '/api/v1/motorcycles', {
      token: admin,
      body: {
        name: 'A',
        model: 7,
        brand: 'Vespa',
        color: '',
        chassisNumber: 'ALL-AT-ONCE-1',
        bookingPricePerHour: 'cheap',
        price: -1,
        imageLink: 'not a link',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Name is too short (minimum is 2 characters)',
      'Model must be text',
      "Color can't be blank",
      'Booking price per hour must be a number',
      'Price must be greater than or equal to 0',
      'Image link must be an http(s) URL or a path beginning with /images/',
    ]);
  });

  it('does so for signup and booking too', async () => {
    const signup = await server.request('POST', '/api/v1/users', {
      body: { user: { name: 'K', email: 42, password: '123' } },
    });
    expect(signup.body.message).toEqual([
      'Name is too short (minimum is 2 characters)',
      'Email must be text',
      'Password is too short (minimum is 6 characters)',
    ]);

    const rider = (await signUp(server)).token;
    const booking = await book(rider, {
      motorcycle_id: 'x',
      duration: 0,
      total: 'lots',
      date: '2030-01-01',
      city: '',
    });
    expect(booking.body.message).toEqual([
      'Motorcycle must be a number',
      'Duration must be greater than 0',
      'Total must be a number',
      "Date can't be in the past",
      "City can't be blank",
    ]);
  });
});

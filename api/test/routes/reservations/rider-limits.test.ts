import { DEFAULTS } from '../../../src/config';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// What one rider can do to everyone else (found from outside on 2026-11-25): one free account
// held all seven demo scooters for three months with 20 bookings of 720 hours, and one rider made
// about 20,000 book-and-cancel pairs a minute. Now a rider holds at most 3 reservations at once
// and 720 hours ahead in all, and makes at most 30 bookings and 30 cancellations an hour; the
// figures are written out here as docs/PRODUCT.md and api/README.md state them.

const AT_ONCE = 3;
const PER_HOUR = 30;
const TOO_MANY_AT_ONCE = [
  'You already hold 3 reservations at that time, the most a rider may hold at the same time',
];
const TOO_MANY_HOURS = [
  'Your upcoming reservations would hold more than 720 hours (30 days), the most a rider may hold in all',
];

// 07:00 on 15 June 2030 in Rome, the shop's time zone.
const NOW = new Date('2030-06-15T05:00:00Z');

let server: TestServer;
let admin: string;

beforeAll(async () => {
  // The booking and cancellation limits as shipped (the suites' default raises them;
  // shipped-limits.test.ts checks that loadConfig ships these), signups unlimited.
  const hour = { points: PER_HOUR, seconds: 3600 };
  server = await startApp({
    now: () => NOW,
    rateLimits: {
      ...DEFAULTS.rateLimits,
      signupPerAddress: { points: 100_000, seconds: 3600 },
      bookingsPerRider: hour,
      cancellationsPerRider: hour,
    },
  });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

type Vespa = { id: number };

const fleet = (size: number) =>
  Promise.all(
    Array.from({ length: size }, () => addMotorcycle(server, admin, { bookingPricePerHour: 10 })),
  );

function book(token: string, vespa: Vespa, date: string, hours = 1) {
  return server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: vespa.id, duration: hours, total: hours * 10, date, city: 'Rome' },
  });
}

const cancel = (token: string, id: number) =>
  server.request('DELETE', `/api/v1/reservations/${id}`, { token });

/** `YYYY-MM-DD` of day `n` (0-based) from 1 July 2030. */
const july = (n: number) => new Date(Date.UTC(2030, 6, 1 + n)).toISOString().slice(0, 10);

describe('one free account holding the fleet', () => {
  it('books the first of 20 bookings of 720 hours, and no more; the scooters stay free', async () => {
    const seven = await fleet(7);
    const { token } = await signUp(server);
    const statuses: number[] = [];
    // Each scooter for each of the next three months, 30 days at a time.
    for (let n = 0; n < 20; n += 1) {
      const month = Math.floor(n / 7);
      const response = await book(token, seven[n % 7] as Vespa, july(30 * month), 720);
      statuses.push(response.status);
      if (n > 0) expect(response.body.message).toEqual(TOO_MANY_HOURS);
    }
    expect(statuses).toEqual([201, ...Array(19).fill(422)]);
    // Everyone else still finds the scooters free.
    const other = (await signUp(server)).token;
    expect((await book(other, seven[1] as Vespa, july(3))).status).toBe(201);
  });

  it('allows 720 hours in all, counted from now, whatever their number', async () => {
    const [vespa] = await fleet(1);
    const { token } = await signUp(server);
    // Three single days hold 72 hours; 648 more fit, 648.1 do not.
    for (const n of [0, 2, 4])
      expect((await book(token, vespa as Vespa, july(n))).status).toBe(201);
    const over = await book(token, vespa as Vespa, `${july(10)}T00:00`, 648.1);
    expect(over.body.message).toEqual(TOO_MANY_HOURS);
    expect((await book(token, vespa as Vespa, `${july(10)}T00:00`, 648)).status).toBe(201);
  });
});

describe('reservations held at once', () => {
  it('are at most three: a fourth at that time is refused until one is cancelled', async () => {
    const four = await fleet(4);
    const { token } = await signUp(server);
    const ids: number[] = [];
    for (const vespa of four.slice(0, AT_ONCE)) {
      const response = await book(token, vespa, `${july(1)}T14:00`, 3);
      expect(response.status).toBe(201);
      ids.push(response.body.data.id);
    }
    const fourth = await book(token, four[3] as Vespa, `${july(1)}T16:00`, 2);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toEqual(TOO_MANY_AT_ONCE);
    // Right after the three end, and on another day, there is room.
    expect((await book(token, four[3] as Vespa, `${july(1)}T17:00`, 1)).status).toBe(201);
    expect((await book(token, four[3] as Vespa, july(2))).status).toBe(201);
    expect((await cancel(token, ids[0] as number)).status).toBe(200);
    expect((await book(token, four[3] as Vespa, `${july(1)}T15:00`, 1)).status).toBe(201);
  });

  it('count what covers one instant: a week over three separate days is one more at most', async () => {
    const four = await fleet(4);
    const { token } = await signUp(server);
    for (const [n, vespa] of [1, 3, 5].map((n, i) => [n, four[i]] as const)) {
      expect((await book(token, vespa as Vespa, july(n))).status).toBe(201);
    }
    // Holds days 0–6, so it meets all three, but never two of them at once.
    expect((await book(token, four[3] as Vespa, `${july(0)}T00:00`, 24 * 7)).status).toBe(201);
  });

  it('stay at three when ten bookings of one time arrive at once', async () => {
    const ten = await fleet(10);
    const { token } = await signUp(server);
    const answers = await Promise.all(
      ten.map((vespa) => book(token, vespa, `${july(8)}T10:00`, 2)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(AT_ONCE);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10 - AT_ONCE);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.message).toEqual(TOO_MANY_AT_ONCE);
    }
  });
});

const BOOKINGS_LIMITED =
  'An account may make at most 30 bookings an hour. Try again in 60 minutes.';

describe('book-and-cancel floods', () => {
  it('stop at the 31st booking within an hour, with a sentence and Retry-After', async () => {
    const [vespa] = await fleet(1);
    const { token } = await signUp(server);
    for (let pair = 1; pair <= PER_HOUR; pair += 1) {
      const booked = await book(token, vespa as Vespa, july(5));
      expect({ pair, status: booked.status }).toEqual({ pair, status: 201 });
      expect((await cancel(token, booked.body.data.id)).status).toBe(200);
    }
    const refused = await book(token, vespa as Vespa, july(5));
    expect(refused.status).toBe(429);
    // An array, as every refusal of a booking is: the replaced app's client reads a plain message
    // as a success.
    expect(refused.body).toEqual({ success: false, error: true, message: [BOOKINGS_LIMITED] });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // The slot stays free for everyone else.
    expect((await book((await signUp(server)).token, vespa as Vespa, july(5))).status).toBe(201);
  });

  it('do not count refused attempts: 40 at a taken time, then 30 bookings', async () => {
    const [vespa, taken] = await fleet(2);
    expect((await book((await signUp(server)).token, taken as Vespa, july(6))).status).toBe(201);
    const { token } = await signUp(server);
    const refused = await Promise.all(
      Array.from({ length: 40 }, () => book(token, taken as Vespa, july(6))),
    );
    expect(refused.map((answer) => answer.status)).toEqual(Array(40).fill(409));
    for (let pair = 1; pair <= PER_HOUR; pair += 1) {
      const booked = await book(token, vespa as Vespa, july(6));
      expect({ pair, status: booked.status }).toEqual({ pair, status: 201 });
      expect((await cancel(token, booked.body.data.id)).status).toBe(200);
    }
    expect((await book(token, vespa as Vespa, july(6))).status).toBe(429);
    // A booking that is wrong anyway is told what is wrong with it, as before the limit.
    const wrongTotal = await server.request('POST', '/api/v1/reservations', {
      token,
      body: {
        motorcycle_id: (vespa as Vespa).id,
        duration: 1,
        total: 11,
        date: july(6),
        city: 'Rome',
      },
    });
    expect([wrongTotal.status, wrongTotal.body.message]).toEqual([
      422,
      ['Total must be 10.00 (duration × price per hour)'],
    ]);
    const unknown = await book(token, { id: 987_654 }, july(6));
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      ['Motorcycle does not exist or can no longer be booked'],
    ]);
  });

  it('let exactly the bookings left in the hour through when they arrive at once', async () => {
    const ten = await fleet(10);
    const { token } = await signUp(server);
    for (let pair = 1; pair <= PER_HOUR - 5; pair += 1) {
      const booked = await book(token, ten[0] as Vespa, july(7));
      expect((await cancel(token, booked.body.data.id)).status).toBe(200);
    }
    // Ten bookings on ten days: five are left in the hour.
    const answers = await Promise.all(ten.map((vespa, n) => book(token, vespa, july(8 + n))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    const list = await server.request('GET', '/api/v1/reservations', { token });
    expect(list.body.data).toHaveLength(5);
  });

  it('stop at the 31st cancellation within an hour; the shop cancelling is not counted', async () => {
    // Reservations the rider made before this hour, through another instance of the api on the
    // same database (its own counters, the suites' raised limits).
    const earlier = await startApp({ now: () => NOW }, server.config.database);
    try {
      const [vespa] = await fleet(1);
      const { token } = await signUp(server);
      const bookEarlier = async (n: number) =>
        (
          await earlier.request('POST', '/api/v1/reservations', {
            token,
            body: {
              motorcycle_id: (vespa as Vespa).id,
              duration: 1,
              total: 10,
              date: july(n),
              city: 'Rome',
            },
          })
        ).body.data.id as number;
      const statuses: number[] = [];
      const cancelEach = async (ids: number[]) => {
        for (const id of ids) statuses.push((await cancel(token, id)).status);
      };
      // The rider holds at most 20 at a time: 20, then 11 more.
      const first: number[] = [];
      for (let n = 0; n < 20; n += 1) first.push(await bookEarlier(n));
      await cancelEach(first);
      const second: number[] = [];
      for (let n = 20; n < 31; n += 1) second.push(await bookEarlier(n));
      await cancelEach(second);
      expect(statuses).toEqual([...Array(PER_HOUR).fill(200), 429]);
      const list = await server.request('GET', '/api/v1/reservations', { token });
      expect(list.body.data).toHaveLength(1);
      const lastId = list.body.data[0].id as number;
      const refused = await cancel(token, lastId);
      expect(refused.body.message).toEqual([
        'An account may make at most 30 cancellations an hour. Try again in 60 minutes.',
      ]);
      // The shop may still cancel it for the rider.
      expect((await cancel(admin, lastId)).status).toBe(200);
    } finally {
      await earlier.close();
    }
  });

  it("count no administrator's cancellations of riders' reservations", async () => {
    const [vespa] = await fleet(1);
    const ids: number[] = [];
    for (let n = 0; n <= PER_HOUR; n += 1) {
      const booked = await book((await signUp(server)).token, vespa as Vespa, july(n));
      ids.push(booked.body.data.id);
    }
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await cancel(admin, id)).status);
    expect(statuses).toEqual(Array(PER_HOUR + 1).fill(200));
  });
});

import { addDaysISO, bookingInterval } from 'shared-domain';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { cursorFor, expectedPageSizes, malformedCursors, walkPages } from '../../support/paging';
import { type StoredReservation, storeReservations } from '../../support/stored-reservations';

// GET /api/v1/reservations: the whole list when asked without parameters, pages when asked for
// them (rides that have not ended, soonest first, then past rides, latest first): api/README.md,
// "Paging".

/** 03:00 UTC on 15 June 2030: 05:00 in Rome, the shop's time zone (summer time). */
const NOW = new Date('2030-06-15T03:00:00Z');
/** The shop's wall clock then, read as UTC like the stored times. */
const SHOP_NOW = Date.parse('2030-06-15T05:00Z');
const LIST = '/api/v1/reservations';
const LIMIT_SENTENCE = 'Limit must be a whole number from 1 to 200';
const CURSOR_SENTENCE =
  'Cursor is not one this list gave: pass the next_cursor of the page before, or none for the first page';

let server: TestServer;
let admin: string;
let rider: string;
let stranger: string;
let red: number;
let blue: number;

interface Row {
  id: number;
  start: number;
  end: number;
}
/** The rider's reservations that stand, as the test stored them. */
const own: Row[] = [];

async function store(reservations: StoredReservation[]): Promise<Row[]> {
  const ids = await storeReservations(server.app.database.db, reservations);
  return reservations.map((reservation, n) => {
    const interval = bookingInterval(reservation.date, reservation.duration);
    if (!interval) throw new Error(`not a booking: ${reservation.date}`);
    return { id: ids[n] as number, ...interval };
  });
}

const byStart = (a: Row, b: Row) => a.start - b.start || a.id - b.id;

/** Upcoming rides soonest first, then past ones latest first. */
function pagedOrder(rows: readonly Row[]): number[] {
  const now = SHOP_NOW;
  const upcoming = rows.filter((row) => row.end > now).sort(byStart);
  const past = rows
    .filter((row) => row.end <= now)
    .sort(byStart)
    .reverse();
  return [...upcoming, ...past].map((row) => row.id);
}

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  admin = (await signUp(server, { admin: true })).token;
  const me = await signUp(server);
  const other = await signUp(server);
  rider = me.token;
  stranger = other.token;
  red = (await addMotorcycle(server, admin, { name: 'Red', bookingPricePerHour: 10 })).id;
  blue = (await addMotorcycle(server, admin, { name: 'Blue', bookingPricePerHour: 10 })).id;

  const mine = (motorcycleId: number, date: string, duration: number) => ({
    userId: me.user.id,
    motorcycleId,
    date,
    duration,
  });
  // A ride every other day since January (more than one default page), some on both
  // motorcycles at the same time (ties in start time), some whole days.
  const history: StoredReservation[] = [];
  for (let n = 0; n < 60; n += 1) {
    const day = addDaysISO('2030-01-02', n * 2) as string;
    history.push(n % 7 === 0 ? mine(red, day, 24) : mine(red, `${day}T10:00`, 3));
    if (n % 10 === 0) history.push(mine(blue, `${day}T10:00`, 3));
  }
  const stood = await store([
    ...history,
    // Ended right now: past.
    mine(red, '2030-06-15T03:00', 2),
    // Riding right now: not ended, so upcoming. The longest ride there can be (720 hours),
    // ending an hour from now, is the soonest.
    mine(blue, '2030-06-15T04:00', 3),
    mine(red, '2030-05-16T06:00', 720),
    mine(red, '2030-06-20T09:00', 2),
    mine(blue, '2030-06-20T09:00', 2),
    mine(red, '2030-06-22', 24),
    mine(red, '2030-07-01T18:30', 1.5),
  ]);
  own.push(...stood);
  // Cancelled ones, and another rider's, are not the rider's list.
  await store([
    { ...mine(blue, '2030-03-03T10:00', 1), cancelledAt: NOW.getTime() },
    { ...mine(blue, '2030-06-25T10:00', 1), cancelledAt: NOW.getTime() },
    { userId: other.user.id, motorcycleId: blue, date: '2030-06-21T10:00', duration: 1 },
    { userId: other.user.id, motorcycleId: blue, date: '2030-02-21T10:00', duration: 1 },
  ]);
});

afterAll(() => server.close());

function list(query: string, token = rider) {
  return server.request('GET', `${LIST}${query}`, { token });
}

describe('without parameters (the unpaged list)', () => {
  it('answers the whole list by start time, with the fields it always had', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'success']);
    expect(response.body.data.map((row: { id: number }) => row.id)).toEqual(
      [...own].sort(byStart).map((row) => row.id),
    );
    expect(response.body.data.length).toBeGreaterThan(50);
    expect(Object.keys(response.body.data[0]).sort()).toEqual(
      ['city', 'date', 'duration', 'id', 'motorcycle_id', 'motorcycle_name', 'total'].sort(),
    );
  });
});

describe('a page at a time', () => {
  it.each([1, 3, 4, 7, 50, 200])(
    'walks rides not yet ended soonest first, then past rides latest first (limit %i)',
    async (limit) => {
      const ids = pagedOrder(own);
      const walk = await walkPages(server, rider, LIST, limit);
      expect(walk.ids).toEqual(ids);
      expect(walk.pageSizes).toEqual(expectedPageSizes(ids.length, limit));
    },
  );

  it('goes on to the past rides when a page ends with the last upcoming one', async () => {
    const upcoming = pagedOrder(own.filter((row) => row.end > SHOP_NOW));
    expect(upcoming).toHaveLength(6);
    const first = await list(`?limit=${upcoming.length}`);
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(upcoming);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const next = await list(`?limit=2&cursor=${first.body.next_cursor}`);
    expect(next.body.data.map((row: { id: number }) => row.id)).toEqual(
      pagedOrder(own).slice(upcoming.length, upcoming.length + 2),
    );
  });

  it("answers 50 rows when given only a cursor, with the whole list's fields and the status", async () => {
    const first = await list('?limit=3');
    expect(Object.keys(first.body).sort()).toEqual(['data', 'next_cursor', 'success']);
    const whole = await list('');
    expect(first.body.data[0]).toEqual({
      ...whole.body.data.find((row: { id: number }) => row.id === first.body.data[0].id),
      status: 'confirmed',
    });
    const rest = await list(`?cursor=${first.body.next_cursor}`);
    expect(rest.body.data.map((row: { id: number }) => row.id)).toEqual(
      pagedOrder(own).slice(3, 53),
    );
  });

  it('answers an empty last page to a rider with no reservations', async () => {
    const { token } = await signUp(server);
    const response = await list('?limit=10', token);
    expect(response.body).toEqual({ success: true, data: [], next_cursor: null });
  });

  it('neither repeats nor skips a ride booked between two pages', async () => {
    const { token } = await signUp(server);
    const book = async (date: string, motorcycleId = red) => {
      const response = await server.request('POST', LIST, {
        token,
        body: { motorcycle_id: motorcycleId, duration: 1, total: 10, date, city: 'Rome' },
      });
      expect(response.status).toBe(201);
      return response.body.data.id as number;
    };
    const planned = [
      await book('2030-08-01T10:00'),
      await book('2030-08-02T10:00'),
      await book('2030-08-03T10:00'),
    ];
    const first = await list('?limit=2', token);
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(planned.slice(0, 2));
    // Before the last ride shown, at its very start time (a later id: after it), and later.
    const earlier = await book('2030-07-30T10:00');
    const tied = await book('2030-08-02T10:00', blue);
    const later = await book('2030-08-04T10:00');
    const rest = await walkPages(server, token, LIST, 2, first.body.next_cursor);
    expect(rest.ids).toEqual([tied, planned[2], later]);
    expect(rest.ids).not.toContain(earlier);
  });
});

describe('refusing what is not a page', () => {
  it.each(['0', '201', '-3', '2.5', 'all'])('refuses limit=%j with a sentence', async (limit) => {
    const response = await list(`?limit=${limit}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, error: true, message: [LIMIT_SENTENCE] });
  });

  it.each(malformedCursors({ k: 'p', s: Date.parse('2030-03-01T10:00Z'), i: 17 }))(
    'refuses a cursor that is %s with a sentence',
    async (_name, cursor) => {
      const response = await list(`?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ success: false, error: true, message: [CURSOR_SENTENCE] });
    },
  );

  it.each([
    ["the administrators' list's cursor", { s: Date.parse('2030-03-01T10:00Z'), i: 7 }],
    ['a part of the list that does not exist', { k: 'x', s: 0, i: 7 }],
  ])('refuses %s', async (_name, value) => {
    const response = await list(`?limit=5&cursor=${cursorFor(value)}`);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([CURSOR_SENTENCE]);
  });

  it('names a bad limit and a bad cursor at once, and a huge cursor before reading it', async () => {
    const both = await list('?limit=1000&cursor=%00');
    expect(both.body.message).toEqual([LIMIT_SENTENCE, CURSOR_SENTENCE]);
    const huge = await list(`?cursor=${'A'.repeat(8000)}`);
    expect(huge.status).toBe(422);
    expect(huge.body.message).toEqual(['Cursor is too long (maximum is 128 characters)']);
  });

  it('shows a rider only their own rides, whatever the cursor says', async () => {
    const response = await list(`?limit=200&cursor=${cursorFor({ k: 'u', s: 0, i: 1 })}`, stranger);
    expect(response.status).toBe(200);
    const mine = new Set(own.map((row) => row.id));
    expect(response.body.data.length).toBeGreaterThan(0);
    for (const row of response.body.data as { id: number }[]) expect(mine.has(row.id)).toBe(false);
  });
});

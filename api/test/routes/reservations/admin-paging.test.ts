import { addDaysISO, bookingInterval } from 'shared-domain';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { cursorFor, expectedPageSizes, malformedCursors, walkPages } from '../../support/paging';
import { type StoredReservation, storeReservations } from '../../support/stored-reservations';

// GET /api/v1/admin/reservations a page at a time: every row once, in order, whatever the
// filters and whatever is booked between two pages.

const NOW = new Date('2030-06-15T05:00:00Z');
const LIST = '/api/v1/admin/reservations';
const DAY_MS = 86_400_000;
const LIMIT_SENTENCE = 'Limit must be a whole number from 1 to 200';
const CURSOR_SENTENCE =
  'Cursor is not one this list gave: pass the next_cursor of the page before, or none for the first page';

let server: TestServer;
let admin: string;
/** Booked between pages; nothing else rides it. */
let spare: number;
let motorcycles: number[];
let riderIds: number[];

/** What the database holds, as the test wrote it: the list's answers are checked against it. */
interface Row {
  id: number;
  motorcycleId: number;
  start: number;
  end: number;
  cancelled: boolean;
}
const rows: Row[] = [];

function remember(ids: number[], stored: StoredReservation[]) {
  stored.forEach((reservation, n) => {
    const interval = bookingInterval(reservation.date, reservation.duration);
    if (!interval) throw new Error(`not a booking: ${reservation.date}`);
    rows.push({
      id: ids[n] as number,
      motorcycleId: reservation.motorcycleId,
      ...interval,
      cancelled: reservation.cancelledAt !== undefined,
    });
  });
}

beforeAll(async () => {
  server = await startApp({ now: () => NOW });
  admin = (await signUp(server, { admin: true })).token;
  const riders = [await signUp(server), await signUp(server)];
  riderIds = riders.map((rider) => rider.user.id);
  motorcycles = [];
  for (const name of ['Red', 'Green', 'Blue']) {
    motorcycles.push((await addMotorcycle(server, admin, { name, bookingPricePerHour: 10 })).id);
  }
  spare = (await addMotorcycle(server, admin, { name: 'Spare', bookingPricePerHour: 10 })).id;

  // Each motorcycle every day from July to September, most at the same 09:00 as the others
  // (ties in start time, which the id orders), some whole days; every fifth one cancelled.
  const stored: StoredReservation[] = [];
  for (let day = 0; day < 87; day += 1) {
    motorcycles.forEach((motorcycleId, m) => {
      const date = addDaysISO('2030-07-01', day) as string;
      const wholeDay = (day + m) % 4 === 0;
      stored.push({
        userId: riders[(day + m) % 2]?.user.id as number,
        motorcycleId,
        date: wholeDay ? date : `${date}T09:00`,
        duration: wholeDay ? 24 : 2,
        cancelledAt: (day * 3 + m) % 5 === 0 ? NOW.getTime() : undefined,
      });
    });
  }
  remember(await storeReservations(server.app.database.db, stored), stored);
});

afterAll(() => server.close());

interface Filter {
  motorcycleId?: number;
  from?: string;
  to?: string;
  status?: 'confirmed' | 'cancelled';
}

function queryOf(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.motorcycleId !== undefined) params.set('motorcycle_id', String(filter.motorcycleId));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.status) params.set('status', filter.status);
  const text = params.toString();
  return text ? `${LIST}?${text}` : LIST;
}

/** The ids the list must show for a filter, in its order: start time, then id. */
function expected(filter: Filter): number[] {
  const from = filter.from ? Date.parse(`${filter.from}T00:00Z`) : -Infinity;
  const to = filter.to ? Date.parse(`${filter.to}T00:00Z`) + DAY_MS : Infinity;
  return rows
    .filter(
      (row) =>
        row.end > from &&
        row.start < to &&
        (filter.motorcycleId === undefined || row.motorcycleId === filter.motorcycleId) &&
        (filter.status === undefined || row.cancelled === (filter.status === 'cancelled')),
    )
    .sort((a, b) => a.start - b.start || a.id - b.id)
    .map((row) => row.id);
}

function list(query: string) {
  return server.request('GET', query, { token: admin });
}

describe('paging through every reservation', () => {
  const FILTERS: [string, () => Filter][] = [
    ['no filter', () => ({})],
    ['one motorcycle', () => ({ motorcycleId: motorcycles[1] })],
    ['a window of days', () => ({ from: '2030-08-01', to: '2030-08-20' })],
    ['from a day on', () => ({ from: '2030-09-10' })],
    ['up to a day', () => ({ to: '2030-07-12' })],
    ['cancelled ones', () => ({ status: 'cancelled' })],
    ['confirmed ones', () => ({ status: 'confirmed' })],
    [
      'every filter at once',
      () => ({
        motorcycleId: motorcycles[2],
        from: '2030-07-15',
        to: '2030-08-31',
        status: 'confirmed',
      }),
    ],
  ];

  it.each(FILTERS)(
    'walks each row once, by start time then id, in full pages (%s)',
    async (_name, filterOf) => {
      const filter = filterOf();
      const ids = expected(filter);
      expect(ids.length).toBeGreaterThan(7);
      const walk = await walkPages(server, admin, queryOf(filter), 7);
      expect(walk.ids).toEqual(ids);
      expect(walk.pageSizes).toEqual(expectedPageSizes(ids.length, 7));
    },
  );

  it('ends with a null cursor on a page that is exactly full, and on an empty list', async () => {
    const filter = { motorcycleId: motorcycles[0], to: '2030-07-10' };
    const total = expected(filter).length;
    const walk = await walkPages(server, admin, queryOf(filter), total);
    expect(walk.pageSizes).toEqual([total]);

    const empty = await list(`${LIST}?from=2031-03-01`);
    expect(empty.body).toEqual({ success: true, data: [], next_cursor: null });
  });

  it('answers 50 rows by default, and up to 200 when asked', async () => {
    const all = expected({});
    expect(all.length).toBeGreaterThan(200);
    const first = await list(LIST);
    expect(first.status).toBe(200);
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(all.slice(0, 50));
    expect(first.body.next_cursor).toEqual(expect.any(String));

    const second = await list(`${LIST}?cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(all.slice(50, 100));

    const big = await list(`${LIST}?limit=200`);
    expect(big.body.data).toHaveLength(200);
    const one = await list(`${LIST}?limit=1`);
    expect(one.body.data.map((row: { id: number }) => row.id)).toEqual(all.slice(0, 1));
  });

  it('keeps the rows and their fields as the unpaged list had them', async () => {
    const response = await list(`${LIST}?limit=3&status=cancelled`);
    expect(response.body).toEqual({
      success: true,
      data: expect.any(Array),
      next_cursor: expect.any(String),
    });
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      city: 'Rome',
      motorcycle_id: expect.any(Number),
      motorcycle_name: expect.any(String),
      duration: expect.any(Number),
      total: expect.any(Number),
      status: 'cancelled',
      cancelled_at: NOW.toISOString(),
      user: { id: expect.any(Number), name: expect.any(String), email: expect.any(String) },
      // Its money (api/README.md, "Money"): a cancelled ride owes no total.
      money: { total: 0, charges: 0, paid: 0, refunded: 0, balance: 0, deposit_held: 0 },
    });
  });
});

it('lists a ride of the longest length on every day it is held, and not after', async () => {
  // 720 hours, the longest a booking may be: from 12 August 06:00 to 11 September 06:00.
  const longest = [
    { userId: riderIds[0] as number, motorcycleId: spare, date: '2030-08-12T06:00', duration: 720 },
  ];
  const [id] = await storeReservations(server.app.database.db, longest);
  remember([id as number], longest);
  const held = async (day: string) => {
    const response = await list(`${LIST}?motorcycle_id=${spare}&from=${day}&to=${day}`);
    return response.body.data.map((row: { id: number }) => row.id).includes(id);
  };
  expect(await held('2030-08-12')).toBe(true);
  expect(await held('2030-09-11')).toBe(true);
  expect(await held('2030-09-12')).toBe(false);
});

describe('bookings made between two pages', () => {
  it('neither repeat nor skip a row: the next page starts right after the last one shown', async () => {
    const filter = {};
    const before = expected(filter);
    const first = await list(`${LIST}?limit=40`);
    const shown: number[] = first.body.data.map((row: { id: number }) => row.id);
    expect(shown).toEqual(before.slice(0, 40));
    const last = rows.find((row) => row.id === shown.at(-1)) as Row;

    // One earlier than the last row shown, one at the very same start time (a later id, so
    // after it), one later.
    const { token } = await signUp(server);
    const lastDay = new Date(last.start).toISOString().slice(0, 10);
    const booked: number[] = [];
    for (const date of [
      `${addDaysISO(lastDay, -3)}T18:00`,
      new Date(last.start).toISOString().slice(0, 16),
      `${addDaysISO(lastDay, 5)}T18:00`,
    ]) {
      const response = await server.request('POST', '/api/v1/reservations', {
        token,
        body: { motorcycle_id: spare, duration: 1, total: 10, date, city: 'Rome' },
      });
      expect(response.status).toBe(201);
      booked.push(response.body.data.id);
      remember([response.body.data.id], [{ userId: 0, motorcycleId: spare, date, duration: 1 }]);
    }
    const [earlier, tied, later] = booked as [number, number, number];

    const rest = await walkPages(server, admin, LIST, 40, first.body.next_cursor);
    const seen = [...shown, ...rest.ids];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(earlier);
    expect(seen).toContain(tied);
    expect(seen).toContain(later);
    for (const id of before) expect(seen).toContain(id);
    // Everything after the last row shown, in the order the list has now.
    expect(rest.ids).toEqual(
      expected(filter).filter((id) => {
        const row = rows.find((candidate) => candidate.id === id) as Row;
        return row.start > last.start || (row.start === last.start && row.id > last.id);
      }),
    );
  });
});

describe('refusing what is not a page', () => {
  it.each(['0', '201', '-1', '1.5', 'ten', '1e2', ' 5', '0x10'])(
    'refuses limit=%j with a sentence',
    async (limit) => {
      const response = await list(`${LIST}?limit=${encodeURIComponent(limit)}`);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ success: false, error: true, message: [LIMIT_SENTENCE] });
    },
  );

  it('refuses an absurdly long limit', async () => {
    const response = await list(`${LIST}?limit=${'9'.repeat(5000)}`);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(['Limit is too long (maximum is 10 characters)']);
  });

  it.each(malformedCursors({ s: Date.parse('2030-07-01T09:00Z'), i: 12 }))(
    'refuses a cursor that is %s with a sentence',
    async (_name, cursor) => {
      const response = await list(`${LIST}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ success: false, error: true, message: [CURSOR_SENTENCE] });
    },
  );

  it("refuses the rider list's cursor", async () => {
    const riderCursor = cursorFor({ k: 'u', s: Date.parse('2030-07-01T09:00Z'), i: 12 });
    const response = await list(`${LIST}?cursor=${riderCursor}`);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([CURSOR_SENTENCE]);
  });

  it('refuses a huge cursor at once, before reading it', async () => {
    const response = await list(`${LIST}?cursor=${'A'.repeat(8000)}`);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(['Cursor is too long (maximum is 128 characters)']);
  });

  it('names every problem at once: filters, limit and cursor', async () => {
    const response = await list(`${LIST}?status=gone&limit=500&cursor=nope`);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      'Status must be confirmed, out, returned, cancelled or all',
      LIMIT_SENTENCE,
      CURSOR_SENTENCE,
    ]);
  });
});

it('describes limit, cursor and next_cursor in the OpenAPI document', async () => {
  const { body } = await server.request('GET', '/api/v1/openapi.json');
  for (const path of [LIST, '/api/v1/reservations']) {
    const call = body.paths[path].get;
    expect(call.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor']),
    );
    const page = call.responses['200'].content['application/json'].schema;
    expect(page.properties.next_cursor).toMatchObject({ type: 'string', nullable: true });
  }
  // The rider's whole list, asked for without parameters, has no cursor.
  const admins = body.paths[LIST].get.responses['200'].content['application/json'].schema;
  const riders =
    body.paths['/api/v1/reservations'].get.responses['200'].content['application/json'].schema;
  expect(admins.required).toContain('next_cursor');
  expect(riders.required).not.toContain('next_cursor');
});

// The shop's desk in tests: rides and blocks as the api sends them, an api that keeps them and
// changes them as the real one does, and the shop's clock.
import {
  bookingInterval,
  toCents,
  wallClockMs,
  wallClockNow,
  type AdminReservation,
  type Block,
  type FleetWindow,
  type LedgerLine,
  type NewLedgerLine,
  type Pickup,
  type Return,
  type ReservationMoney,
} from 'shared-domain';
import {
  jsonResponse,
  mockApi,
  motorcycle,
  PUBLIC_CONFIG,
  type ApiHandler,
} from 'shared-auth/testing';

export const SCOOTERS = [
  { id: 1, name: 'Vespa GTS', model: 'GTS 300' },
  { id: 2, name: 'Vespa Primavera', model: 'Primavera 125' },
  { id: 3, name: 'Vespa Sprint', model: 'Sprint 150' },
];

/** The week the tests look at: Monday 2 to Sunday, December 8 2030. */
export const MONDAY = '2030-12-02';

/** A ride as the admin calls send it: Rita Rider on the Vespa GTS, confirmed. */
export function ride(id: number, overrides: Partial<AdminReservation> = {}): AdminReservation {
  return {
    id,
    date: '2030-12-03T10:00',
    city: 'Rome',
    motorcycle_id: 1,
    motorcycle_name: 'Vespa GTS',
    duration: 3,
    total: 55.5,
    status: 'confirmed',
    cancelled_at: null,
    user: { id: 10 + id, name: 'Rita Rider', email: 'rita@example.test' },
    ...overrides,
  };
}

export function block(id: number, overrides: Partial<Block> = {}): Block {
  return {
    id,
    motorcycle_id: 2,
    from: '2030-12-04T09:00',
    to: '2030-12-04T17:00',
    reason: 'brake pads',
    ...overrides,
  };
}

/** The scooters as GET /api/v1/motorcycles lists them: 12.50 an hour, no deposit. */
export const FLEET = SCOOTERS.map(({ id, name, model }) => motorcycle(id, { name, model }));

/** A line of a ledger as the api lists it: written by Sam Staff on 3 December 2030. */
export function ledgerLine(id: number, line: Partial<LedgerLine> = {}): LedgerLine {
  return {
    id,
    kind: 'payment',
    amount: 55.5,
    method: 'card',
    note: null,
    voids_line_id: null,
    voided_by: null,
    created_at: '2030-12-03T08:30:00.000Z',
    created_by: { id: 3, name: 'Sam Staff' },
    ...line,
  };
}

/** A ride's money from its total and lines, in cents as the api reckons it. */
export function moneyOf(total: number, lines: readonly LedgerLine[]): ReservationMoney {
  const sum = (kind: LedgerLine['kind']) =>
    lines
      .filter((line) => line.kind === kind && line.voided_by === null)
      .reduce((cents, line) => cents + toCents(line.amount), 0);
  const charges = sum('charge');
  const paid = sum('payment');
  const refunded = sum('refund');
  const kept = sum('deposit_kept');
  return {
    total,
    charges: charges / 100,
    paid: paid / 100,
    refunded: refunded / 100,
    balance: (toCents(total) + charges - paid - kept + refunded) / 100,
    deposit_held: (sum('deposit_held') - sum('deposit_returned') - kept) / 100,
  };
}

/** A ride's ledger once it was paid in full by card, when it was booked. */
export const paidInFull = (r: AdminReservation) => [ledgerLine(100 + r.id, { amount: r.total })];

/** The data of GET /api/v1/reservations/{id}: the ride with its money and its ledger's lines. */
export const withMoney = (r: AdminReservation, lines: LedgerLine[]) => ({
  ...r,
  money: moneyOf(r.total, lines),
  lines,
});

/**
 * An api holding `rides` and `blocks`: the fleet window (what overlaps the window asked for),
 * the list of reservations (by status, reference, the start of the rider's name or email, and
 * the days held from `from`; one page), hand-over, take-back, cancel, and blocks; each ride with
 * its money and ledger (by default paid in full by card when booked; `ledgers` gives a ride its
 * own lines), a line written to it, and the fleet (FLEET). `answers` replaces routes' answers.
 */
export function deskApi(
  rides: AdminReservation[],
  blocks: Block[] = [],
  answers: Record<string, ApiHandler> = {},
  ledgers: Record<number, LedgerLine[]> = {},
) {
  const state = {
    rides: [...rides],
    blocks: [...blocks],
    ledgers: new Map(rides.map((r) => [r.id, ledgers[r.id] ?? paidInFull(r)])),
  };
  const rideWithMoney = (id: number) =>
    withMoney(
      state.rides.find((r) => r.id === id) as AdminReservation,
      state.ledgers.get(id) ?? [],
    );
  const write = (id: number, body: NewLedgerLine) => {
    const lines = state.ledgers.get(id) ?? [];
    const line = ledgerLine(1000 + lines.length, {
      ...body,
      ...(body.kind === 'void'
        ? { voids_line_id: body.line_id, amount: lines.find((l) => l.id === body.line_id)?.amount }
        : {}),
      method: 'method' in body ? (body.method ?? null) : null,
      note: body.note ?? null,
    });
    const voided = (l: LedgerLine) =>
      l.id === line.voids_line_id ? { ...l, voided_by: line.id } : l;
    state.ledgers.set(id, [...lines.map(voided), line]);
    return { line, money: rideWithMoney(id).money };
  };
  const update = (id: number, changes: Partial<AdminReservation>) => {
    state.rides = state.rides.map((r) => (r.id === id ? { ...r, ...changes } : r));
    return state.rides.find((r) => r.id === id) as AdminReservation;
  };
  const api = mockApi({
    'GET /api/v1/admin/fleet': ({ url }) => {
      const query = new URL(url).searchParams;
      const from = query.get('from') as string;
      const days = Number(query.get('days'));
      const start = Date.parse(`${from}T00:00Z`);
      const end = start + days * 86_400_000;
      const overlaps = (interval: { start: number; end: number } | null) =>
        interval !== null && interval.start < end && interval.end > start;
      const data: FleetWindow = {
        from,
        days,
        motorcycles: SCOOTERS,
        reservations: state.rides.filter((r) => overlaps(bookingInterval(r.date, r.duration))),
        blocks: state.blocks.filter((b) =>
          overlaps({ start: wallClockMs(b.from) ?? 0, end: wallClockMs(b.to) ?? 0 }),
        ),
      };
      return jsonResponse(200, { success: true, data });
    },
    'GET /api/v1/admin/reservations': ({ url }) => {
      const query = new URL(url).searchParams;
      const status = query.get('status');
      const reference = query.get('reference');
      const rider = query.get('rider')?.toLowerCase();
      const from = query.get('from');
      const heldFrom = from ? Date.parse(`${from}T00:00Z`) : -Infinity;
      const data = state.rides.filter(
        (r) =>
          (!status || r.status === status) &&
          (!reference || r.id === Number(reference)) &&
          (!rider || [r.user.name, r.user.email].some((v) => v.toLowerCase().startsWith(rider))) &&
          (bookingInterval(r.date, r.duration)?.end ?? 0) > heldFrom,
      );
      return jsonResponse(200, { success: true, data, next_cursor: null });
    },
    'POST /api/v1/reservations/:id/pickup': ({ params, body }) => {
      const { odometer_km, money = [] } = body as Pickup & { money?: NewLedgerLine[] };
      for (const line of money) write(Number(params.id), line);
      const data = update(Number(params.id), {
        status: 'out',
        picked_up_at: '2030-12-03T09:05:00.000Z',
        pickup_odometer_km: odometer_km,
      });
      return jsonResponse(200, { success: true, message: 'The scooter is out', data });
    },
    'POST /api/v1/reservations/:id/return': ({ params, body }) => {
      const { odometer_km, money = [] } = body as Return & { money?: NewLedgerLine[] };
      for (const line of money) write(Number(params.id), line);
      const data = update(Number(params.id), {
        status: 'returned',
        return_odometer_km: odometer_km,
        late_minutes: 0,
      });
      return jsonResponse(200, { success: true, message: 'Taken back', data });
    },
    'GET /api/v1/reservations/:id': ({ params }) =>
      jsonResponse(200, { success: true, data: rideWithMoney(Number(params.id)) }),
    'POST /api/v1/reservations/:id/payments': ({ params, body }) => {
      const data = write(Number(params.id), body as NewLedgerLine);
      const message = data.line.kind === 'void' ? 'The line was voided' : 'Recorded';
      return jsonResponse(201, { success: true, message, data });
    },
    'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: FLEET }),
    'DELETE /api/v1/reservations/:id': ({ params }) => {
      update(Number(params.id), { status: 'cancelled', cancelled_at: '2030-12-03T08:00:00Z' });
      return jsonResponse(200, { success: true, message: 'Reservation cancelled successfully' });
    },
    'POST /api/v1/motorcycles/:id/blocks': (call) => {
      const made = { id: 90 + state.blocks.length, motorcycle_id: Number(call.params.id) };
      const created = { ...(call.body as Omit<Block, 'id' | 'motorcycle_id'>), ...made };
      state.blocks.push(created);
      return jsonResponse(201, { success: true, message: 'In the workshop then', data: created });
    },
    'DELETE /api/v1/blocks/:id': ({ params }) => {
      state.blocks = state.blocks.filter((b) => b.id !== Number(params.id));
      return jsonResponse(200, { success: true, message: 'The workshop block was removed' });
    },
    ...answers,
  });
  return { ...api, state };
}

/** A wall-clock `YYYY-MM-DDTHH:mm` moved by hours. */
export function addHours(wallClock: string, hours: number): string {
  return new Date(Date.parse(`${wallClock}Z`) + hours * 3_600_000).toISOString().slice(0, 16);
}

/**
 * The instant at which the shop's clock shows `wallClock` (`YYYY-MM-DDTHH:mm`), in the time zone
 * the test api names (PUBLIC_CONFIG), whatever the zone the tests run in.
 */
export function shopInstant(wallClock: string): Date {
  const zone = PUBLIC_CONFIG.shopTimeZone;
  const wanted = Date.parse(`${wallClock}Z`);
  // The zone's offset near that moment, then at the instant it gives (no desk test sits in an
  // hour the clocks skip).
  const guess = wanted - (wallClockNow(new Date(wanted), zone) - wanted);
  return new Date(wanted - (wallClockNow(new Date(guess), zone) - guess));
}

/**
 * Sets the browser's clock to the instant the shop's clock shows `wallClock` (and `secondsPast`
 * it) and lets it run on; timers stay real. Give it back with jest.useRealTimers().
 */
export function setShopClock(wallClock: string, secondsPast = 0): void {
  jest.useFakeTimers({
    now: shopInstant(wallClock).getTime() + secondsPast * 1000,
    advanceTimers: true,
    doNotFake: [
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * Label in name (WCAG 2.5.3): the words a control shows are, in order and unbroken, words of the
 * name it is called by, whatever the case and the punctuation between them. A speech-input user
 * says what they see.
 */
export function expectLabelInName(control: HTMLElement): void {
  const between = '[^\\p{L}\\p{N}]+';
  const shown = (control.textContent ?? '').split(new RegExp(between, 'u')).filter(Boolean);
  expect(shown).not.toHaveLength(0);
  const run = new RegExp(`(^|${between})${shown.join(between)}(${between}|$)`, 'iu');
  expect(control).toHaveAccessibleName(expect.stringMatching(run));
}

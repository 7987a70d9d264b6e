import { createHash } from 'node:crypto';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { formatProblems, readCalendar } from '../../support/icalendar';

// Rides in the riders' own calendars: one ride as an .ics file, and a private feed. Every file is
// read back by ical.js, as a calendar app would read it.

// 10:00 UTC on 20 December 2029 (11:00 in Rome, the shop's zone in these tests).
const START = new Date('2029-12-20T10:00:00Z');
const clock = { now: START };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});

afterEach(() => {
  clock.now = START;
});

afterAll(() => server.close());

async function book(
  token: string,
  motorcycleId: number,
  date: string,
  hours = 2,
  city = 'Rome',
): Promise<number> {
  const response = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: hours, total: hours * 10, date, city },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id;
}

const scooter = (name = 'Vespa Calendar') =>
  addMotorcycle(server, admin, { name, bookingPricePerHour: 10 });

const rideFile = (id: number, token?: string) =>
  server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, { token });

const newFeed = async (token: string): Promise<string> => {
  const response = await server.request('POST', '/api/v1/calendar/feed', { token });
  expect(response.status).toBe(200);
  return response.body.data.url;
};

/**
 * The feed as a calendar app asks for it: the address alone, no bearer. The address is on
 * PUBLIC_API_URL, not where this test's api listens, so its path is asked of the api here.
 */
const feed = (url: string) => server.request('GET', new URL(url).pathname);

describe("a ride's calendar file", () => {
  it("is one event at the times it was booked on the shop's clock, its text escaped and folded by octets", async () => {
    // Commas, semicolons, quotes, a backslash and characters of 2 and 4 octets, long enough to fold.
    const name = 'Vespa "GTS"; Super, Édition spéciale è è è è è è è 🛵🛵🛵🛵 ✓✓✓';
    const city = 'Città di Castello, Umbria; Italia \\ Nord';
    const vespa = await scooter(name);
    const { token } = await signUp(server);
    const id = await book(token, vespa.id, '2030-01-10T09:00', 2.5, city);

    const response = await rideFile(id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="vespa-ride-${id}.ics"`,
    );
    expect(formatProblems(response.text)).toEqual([]);
    expect(readCalendar(response.text)).toEqual({
      name: 'Vespa Rentals',
      events: [
        {
          uid: `reservation-${id}@rides.vespa-rentals`,
          stamp: '2029-12-20T10:00:00Z',
          start: '2030-01-10T09:00:00',
          end: '2030-01-10T11:30:00',
          startZone: 'Europe/Rome',
          startIsDate: false,
          endIsDate: false,
          summary: name,
          // At the shop (zones.test.ts), not in the city the rider typed.
          location: 'Vespa Rentals',
          description: `Vespa Rentals: ${name} for 2.5 hours, $25.00. Reference ${id}: give it at the desk.`,
          status: 'CONFIRMED',
          sequence: 0,
        },
      ],
    });
    // The same UID at every download, so the app updates the ride instead of adding it twice.
    clock.now = new Date('2029-12-21T08:00:00Z');
    const again = readCalendar((await rideFile(id, token)).text).events[0];
    expect(again?.uid).toBe(`reservation-${id}@rides.vespa-rentals`);
    expect(again?.stamp).toBe('2029-12-21T08:00:00Z');
  });

  it('gives a date-only booking as whole days', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    const oneDay = await book(token, vespa.id, '2030-01-15', 2.5);
    const twoDays = await book(token, vespa.id, '2030-01-20', 30);
    const days = async (id: number) => {
      const [event] = readCalendar((await rideFile(id, token)).text).events;
      return event && [event.start, event.startIsDate, event.end, event.endIsDate];
    };
    expect(await days(oneDay)).toEqual(['2030-01-15', true, '2030-01-16', true]);
    expect(await days(twoDays)).toEqual(['2030-01-20', true, '2030-01-22', true]);
  });

  it("is the rider's own (administrators: anyone's), and says when a ride was cancelled", async () => {
    const vespa = await scooter();
    const owner = await signUp(server);
    const other = await signUp(server);
    const id = await book(owner.token, vespa.id, '2030-02-01T10:00');

    expect((await rideFile(id, other.token)).status).toBe(404);
    expect((await rideFile(id, other.token)).body.message).toBe('Reservation not found');
    expect((await rideFile(id)).status).toBe(401);
    expect((await rideFile(id + 1000, owner.token)).status).toBe(404);
    expect((await rideFile(id, admin)).status).toBe(200);

    await server.request('DELETE', `/api/v1/reservations/${id}`, { token: owner.token });
    const [event] = readCalendar((await rideFile(id, owner.token)).text).events;
    expect(event).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });
});

describe("the rider's calendar feed", () => {
  it('lists, without a bearer, the confirmed and out rides from 30 days ago on', async () => {
    const vespa = await scooter('Vespa Feed');
    const { token } = await signUp(server);
    const stranger = await signUp(server);
    await book(token, vespa.id, '2030-01-05T10:00');
    const lately = await book(token, vespa.id, '2030-01-25T10:00');
    const cancelled = await book(token, vespa.id, '2030-03-02T10:00');
    const returned = await book(token, vespa.id, '2030-01-27T10:00');
    const out = await book(token, vespa.id, '2030-02-20T09:00', 24);
    const upcoming = await book(token, vespa.id, '2030-03-01T10:00');
    await book(stranger.token, vespa.id, '2030-03-05T10:00');
    await server.request('DELETE', `/api/v1/reservations/${cancelled}`, { token });
    const desk = (id: number, step: string, km: number) =>
      server.request('POST', `/api/v1/reservations/${id}/${step}`, {
        token: admin,
        body: { odometer_km: km },
      });
    clock.now = new Date('2030-01-27T09:00:00Z'); // each hand-over on its ride's day
    expect((await desk(returned, 'pickup', 100)).status).toBe(200);
    expect((await desk(returned, 'return', 120)).status).toBe(200);
    clock.now = new Date('2030-02-20T08:00:00Z');
    expect((await desk(out, 'pickup', 120)).status).toBe(200);

    const url = await newFeed(token);
    expect(url).toMatch(
      new RegExp(`^${server.config.publicApiUrl}/api/v1/calendar/feed/[\\w-]{59}\\.ics$`),
    );
    // 11:00 on 24 February in Rome: 30 days ago is 25 January 11:00, when that day's ride had
    // started and not yet ended.
    clock.now = new Date('2030-02-24T10:00:00Z');
    const response = await feed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(formatProblems(response.text)).toEqual([]);
    const calendar = readCalendar(response.text);
    expect(calendar.name).toBe('Vespa Rentals rides');
    expect(calendar.events.map((event) => event.uid)).toEqual(
      [lately, out, upcoming].map((id) => `reservation-${id}@rides.vespa-rentals`),
    );
    expect(calendar.events.every((event) => event.summary === 'Vespa Feed')).toBe(true);
  });

  it('stops working when replaced, and the api keeps only a hash of its secret', async () => {
    const rider = await signUp(server);
    const vespa = await scooter();
    await book(rider.token, vespa.id, '2030-01-12T10:00');
    const first = await newFeed(rider.token);
    expect((await feed(first)).status).toBe(200);

    const second = await newFeed(rider.token);
    expect(second).not.toBe(first);
    const replaced = await feed(first);
    expect(replaced.status).toBe(404);
    expect(replaced.body).toEqual({
      success: false,
      error: true,
      message: 'Calendar not found',
    });
    expect((await feed(second)).status).toBe(200);

    const secret = second.slice(second.lastIndexOf('/') + 1, -'.ics'.length);
    const rows = await server.app.database.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', rider.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(JSON.stringify(row)).not.toContain(secret.slice(16));
    expect(row?.verifier_hash).toBe(createHash('sha256').update(secret.slice(16)).digest('hex'));

    // The right selector with another verifier, a made-up secret, a wrong file name: all 404.
    const forged = `${secret.slice(0, 16)}${'A'.repeat(43)}`;
    for (const file of [`${forged}.ics`, `${'B'.repeat(59)}.ics`, secret, 'x.ics']) {
      const response = await server.request('GET', `/api/v1/calendar/feed/${file}`);
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
  });

  it('is given to signed-in riders only', async () => {
    const response = await server.request('POST', '/api/v1/calendar/feed');
    expect(response.status).toBe(401);
  });
});

import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { readCalendar } from '../../support/icalendar';

// A ride's calendar texts in the rider's language (api/README.md, "Languages"): the single ride's
// file in the request's language, else the account's; the feed, which a calendar app asks for
// naming no language of the rider's, in the account's. A rider who chose none reads today's
// English, word for word (calendar.test.ts). Intl writes a no-break space before the currency.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => new Date('2029-12-20T10:00:00Z') });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

/** A rider, in Italian when `locale` says so, with a ride of `hours` at 10 an hour. */
async function riderWithRide(hours: number, locale?: 'it') {
  const vespa = await addMotorcycle(server, admin, {
    name: 'Vespa Lingua',
    bookingPricePerHour: 10,
  });
  const { token } = await signUp(server);
  if (locale) await server.request('PATCH', '/api/v1/me', { token, body: { locale } });
  const booked = await server.request('POST', '/api/v1/reservations', {
    token,
    body: {
      motorcycle_id: vespa.id,
      duration: hours,
      total: hours * 10,
      date: '2030-01-10T09:00',
      city: 'Roma',
    },
  });
  expect(booked.status).toBe(201);
  return { token, id: booked.body.data.id as number };
}

const rideFile = async (id: number, token: string, language?: string) => {
  const headers = language ? { 'accept-language': language } : undefined;
  const response = await server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, {
    token,
    headers,
  });
  expect(response.status).toBe(200);
  return readCalendar(response.text);
};

const feedOf = async (token: string) => {
  const made = await server.request('POST', '/api/v1/calendar/feed', { token });
  const response = await server.request('GET', new URL(made.body.data.url).pathname);
  expect(response.status).toBe(200);
  return readCalendar(response.text);
};

describe("an Italian rider's calendar", () => {
  it('reads the ride’s file and the feed in Italian, hours and money written the Italian way', async () => {
    const { token, id } = await riderWithRide(2.5, 'it');
    const italian = `Vespa Rentals: Vespa Lingua per 2,5 ore, 25,00\u00a0USD. Riferimento ${id}: lo comunichi al banco.`;
    expect((await rideFile(id, token)).events[0]?.description).toBe(italian);
    const feed = await feedOf(token);
    expect(feed.name).toBe('Corse Vespa Rentals');
    expect(feed.events.map((event) => event.description)).toEqual([italian]);
  });

  it('says one hour in the singular', async () => {
    const { token, id } = await riderWithRide(1, 'it');
    expect((await rideFile(id, token)).events[0]?.description).toBe(
      `Vespa Rentals: Vespa Lingua per 1 ora, 10,00\u00a0USD. Riferimento ${id}: lo comunichi al banco.`,
    );
  });

  it('follows the language a request names before the account’s', async () => {
    const { token, id } = await riderWithRide(1, 'it');
    expect((await rideFile(id, token, 'en-GB,en;q=0.9')).events[0]?.description).toBe(
      `Vespa Rentals: Vespa Lingua for 1 hour, $10.00. Reference ${id}: give it at the desk.`,
    );
  });
});

describe('a rider who chose no language', () => {
  it('reads today’s English in the file and the feed', async () => {
    const { token, id } = await riderWithRide(2.5);
    const english = `Vespa Rentals: Vespa Lingua for 2.5 hours, $25.00. Reference ${id}: give it at the desk.`;
    expect((await rideFile(id, token)).events[0]?.description).toBe(english);
    const feed = await feedOf(token);
    expect(feed.name).toBe('Vespa Rentals rides');
    expect(feed.events.map((event) => event.description)).toEqual([english]);
  });

  it('reads the file in Italian when the request asks for it', async () => {
    const { token, id } = await riderWithRide(2.5);
    expect((await rideFile(id, token, 'it-IT,it;q=0.9')).events[0]?.description).toBe(
      `Vespa Rentals: Vespa Lingua per 2,5 ore, 25,00\u00a0USD. Riferimento ${id}: lo comunichi al banco.`,
    );
  });
});

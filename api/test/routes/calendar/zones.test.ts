import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import {
  eventInstants,
  formatProblems,
  readCalendar,
  timeZoneObservances,
} from '../../support/icalendar';

// A ride's times are the shop's wall clock in its zone (api/README.md, "Calendars"): written
// with TZID= the zone and the zone's VTIMEZONE, so a tourist's phone set to another zone still
// shows the shop's 10:00 at the right instant. Each file is read back by ical.js from the file
// alone, as a calendar app would; the instants expected are written out by hand from the zone's
// published offsets.

// 1 June 2030: summer rides this year, winter rides next year, all within the booking window.
const NOW = new Date('2030-06-01T08:00:00Z');

interface Shop {
  server: TestServer;
  admin: string;
  rider: string;
  vespa: number;
}

async function openShop(shopTimeZone: string): Promise<Shop> {
  const server = await startApp({ now: () => NOW, shopTimeZone });
  const admin = (await signUp(server, { admin: true })).token;
  const vespa = (await addMotorcycle(server, admin, { bookingPricePerHour: 10 })).id;
  return { server, admin, rider: (await signUp(server)).token, vespa };
}

let rome: Shop;
let tokyo: Shop;

beforeAll(async () => {
  rome = await openShop('Europe/Rome');
  tokyo = await openShop('Asia/Tokyo');
});

afterAll(async () => {
  await rome.server.close();
  await tokyo.server.close();
});

async function book(shop: Shop, date: string, hours = 2): Promise<number> {
  const response = await shop.server.request('POST', '/api/v1/reservations', {
    token: shop.rider,
    body: { motorcycle_id: shop.vespa, duration: hours, total: hours * 10, date, city: 'Roma' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id;
}

async function rideFile(shop: Shop, id: number): Promise<string> {
  const response = await shop.server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, {
    token: shop.rider,
  });
  expect(response.status).toBe(200);
  expect(formatProblems(response.text)).toEqual([]);
  return response.text;
}

/** The events' content lines naming `property`, continuation lines joined. */
const linesOf = (text: string, property: string) =>
  text
    .slice(text.indexOf('BEGIN:VEVENT'))
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith(`${property}:`) || line.startsWith(`${property};`));

describe("a ride's file", () => {
  it("gives the shop's 10:00 in Rome as the right instant in summer and in winter", async () => {
    const summer = await rideFile(rome, await book(rome, '2030-07-10T10:00'));
    expect(linesOf(summer, 'DTSTART')).toEqual(['DTSTART;TZID=Europe/Rome:20300710T100000']);
    expect(linesOf(summer, 'DTEND')).toEqual(['DTEND;TZID=Europe/Rome:20300710T120000']);
    expect(eventInstants(summer)).toEqual([
      { start: '2030-07-10T08:00:00.000Z', end: '2030-07-10T10:00:00.000Z' },
    ]);
    // Rome's offsets and the days its clocks change in 2030, and the change before it.
    expect(timeZoneObservances(summer)).toEqual({
      'Europe/Rome': [
        'STANDARD 20291028T030000 +0200→+0100',
        'DAYLIGHT 20300331T020000 +0100→+0200',
        'STANDARD 20301027T030000 +0200→+0100',
      ],
    });
    expect(readCalendar(summer).events[0]?.startZone).toBe('Europe/Rome');

    const winter = await rideFile(rome, await book(rome, '2031-01-10T10:00'));
    expect(eventInstants(winter)).toEqual([
      { start: '2031-01-10T09:00:00.000Z', end: '2031-01-10T11:00:00.000Z' },
    ]);
  });

  it('ends a ride across the clocks going back at the right instant', async () => {
    // 24 hours on the wall clock from Saturday 26 October 2030: 25 hours go by.
    const file = await rideFile(rome, await book(rome, '2030-10-26T10:00', 24));
    expect(eventInstants(file)).toEqual([
      { start: '2030-10-26T08:00:00.000Z', end: '2030-10-27T09:00:00.000Z' },
    ]);
  });

  it('gives a zone without summer time its one offset', async () => {
    const file = await rideFile(tokyo, await book(tokyo, '2030-07-10T10:00'));
    expect(linesOf(file, 'DTSTART')).toEqual(['DTSTART;TZID=Asia/Tokyo:20300710T100000']);
    expect(eventInstants(file)).toEqual([
      { start: '2030-07-10T01:00:00.000Z', end: '2030-07-10T03:00:00.000Z' },
    ]);
    expect(timeZoneObservances(file)).toEqual({
      'Asia/Tokyo': ['STANDARD 19700101T000000 +0900→+0900'],
    });
  });

  it('keeps a date-only booking as whole days, without a zone', async () => {
    const file = await rideFile(rome, await book(rome, '2030-08-15', 30));
    expect(linesOf(file, 'DTSTART')).toEqual(['DTSTART;VALUE=DATE:20300815']);
    expect(linesOf(file, 'DTEND')).toEqual(['DTEND;VALUE=DATE:20300817']);
    expect(eventInstants(file)).toEqual([{ start: '2030-08-15', end: '2030-08-17' }]);
    expect(timeZoneObservances(file)).toEqual({});
  });
});

describe('the feed', () => {
  it('writes its rides in the zone, with the clock changes of every year they span', async () => {
    const shop = await openShop('Europe/Rome');
    await book(shop, '2030-07-10T10:00');
    await book(shop, '2031-05-10T10:00');
    const made = await shop.server.request('POST', '/api/v1/calendar/feed', { token: shop.rider });
    const response = await shop.server.request('GET', new URL(made.body.data.url).pathname);
    await shop.server.close();
    expect(response.status).toBe(200);
    expect(formatProblems(response.text)).toEqual([]);
    expect(linesOf(response.text, 'DTSTART')).toEqual([
      'DTSTART;TZID=Europe/Rome:20300710T100000',
      'DTSTART;TZID=Europe/Rome:20310510T100000',
    ]);
    expect(eventInstants(response.text).map((event) => event.start)).toEqual([
      '2030-07-10T08:00:00.000Z',
      '2031-05-10T08:00:00.000Z',
    ]);
    expect(timeZoneObservances(response.text)['Europe/Rome']).toEqual([
      'STANDARD 20291028T030000 +0200→+0100',
      'DAYLIGHT 20300331T020000 +0100→+0200',
      'STANDARD 20301027T030000 +0200→+0100',
      'DAYLIGHT 20310330T020000 +0100→+0200',
      'STANDARD 20311026T030000 +0200→+0100',
    ]);
  });
});

describe("the shop's place and the reference", () => {
  it("is the shop's name and address, escaped, and the description ends with the reference", async () => {
    const profile = {
      name: 'Vespa; Roma, "Centro"',
      address: 'Via dei Serpenti 12, 00184 Roma',
      phone: '',
      email: '',
      opening_hours: [null, null, null, null, null, null, null],
    };
    const saved = await rome.server.request('PUT', '/api/v1/admin/shop', {
      token: rome.admin,
      body: profile,
    });
    expect(saved.status).toBe(200);
    // A backslash and a line break, as a row stored before the api refused them could hold.
    await rome.server.app.database.db
      .updateTable('shop_profile')
      .set({ address: 'Via dei Serpenti 12 \\ scala B\n00184 Roma' })
      .execute();
    const id = await book(rome, '2030-09-01T10:00');
    const file = await rideFile(rome, id);
    expect(linesOf(file, 'LOCATION')).toEqual([
      'LOCATION:Vespa\\; Roma\\, "Centro"\\, Via dei Serpenti 12 \\\\ scala B\\n00184 Roma',
    ]);
    const [event] = readCalendar(file).events;
    expect(event?.location).toBe(
      'Vespa; Roma, "Centro", Via dei Serpenti 12 \\ scala B\n00184 Roma',
    );
    expect(event?.description).toMatch(new RegExp(`Reference ${id}: give it at the desk\\.$`));

    const italian = await rome.server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, {
      token: rome.rider,
      headers: { 'accept-language': 'it' },
    });
    expect(readCalendar(italian.text).events[0]?.description).toMatch(
      new RegExp(`Riferimento ${id}: lo comunichi al banco\\.$`),
    );
  });
});

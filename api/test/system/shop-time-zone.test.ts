import { loadConfig } from '../../src/config';
import {
  addMotorcycle,
  freshDatabase,
  signUp,
  startApp,
  TEST_SECRET,
  type TestServer,
} from '../support/helpers';
import { databaseUrl, refusedServerProcess } from '../support/server-process';

// The shop's time zone (SHOP_TIME_ZONE, Europe/Rome unless set) decides "now", "today" and
// "started": bookings are wall-clock times of the shop. Found from outside on 2026-11-25: the api
// read "today" at UTC−12 and "started" at UTC+14, so a ride that had ended was booked and a ride
// could be cancelled half a day after it started. Europe/Rome moves its clocks forward at 01:00
// UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.

const clock = { now: new Date('2026-11-25T16:00:00Z') };

let server: TestServer;
let admin: string;

beforeAll(async () => {
  // The shop's zone as the api ships it: not set here.
  server = await startApp({ now: () => clock.now });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

/** Runs `work` with the api's clock at `instant`. */
async function at<T>(instant: string, work: () => Promise<T>): Promise<T> {
  const before = clock.now;
  clock.now = new Date(instant);
  try {
    return await work();
  } finally {
    clock.now = before;
  }
}

async function bookingOf(date: string, hours = 2) {
  const { token } = await signUp(server);
  const vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
  const response = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: vespa.id, duration: hours, total: hours * 10, date, city: 'Rome' },
  });
  return { token, response };
}

const cancel = (token: string, id: number) =>
  server.request('DELETE', `/api/v1/reservations/${id}`, { token });

const PASSED_IN_ROME = "Date can't be in the past: that time has already passed in Rome";
const STARTED = 'This reservation has already started and can no longer be cancelled';

describe('a ride that has already ended', () => {
  it('is refused when it ended six hours ago in Rome, earlier the same day', async () => {
    // 17:00 in Rome: 09:00–11:00 ended six hours ago, on a date that is today almost everywhere.
    const { response } = await bookingOf('2026-11-25T09:00');
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([PASSED_IN_ROME]);
  });

  it('is refused when it ended six hours ago everywhere on earth', async () => {
    // 23:00 UTC: 11:00 on the 25th at UTC−12, where 03:00–05:00 that day ended six hours ago;
    // midnight has passed in Rome.
    const { response } = await at('2026-11-25T23:00:00Z', () => bookingOf('2026-11-25T03:00'));
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["Date can't be in the past"]);
  });

  it("books a start still ahead on the shop's clock, and the shop's today for a single day", async () => {
    expect((await bookingOf('2026-11-25T17:00')).response.status).toBe(201);
    expect((await bookingOf('2026-11-25')).response.status).toBe(201);
    const yesterday = await bookingOf('2026-11-24');
    expect(yesterday.response.body.message).toEqual(["Date can't be in the past"]);
  });
});

describe('cancelling', () => {
  it('is refused once the ride has started in Rome, half a day before it has everywhere', async () => {
    const { token, response } = await bookingOf('2026-11-26T10:00');
    expect(response.status).toBe(201);
    // 10:30 in Rome (UTC+1): still 22:30 the evening before at UTC−12.
    const late = await at('2026-11-26T09:30:00Z', () => cancel(token, response.body.data.id));
    expect(late.status).toBe(422);
    expect(late.body.message).toEqual([STARTED]);
  });

  it('is allowed until the start in Rome', async () => {
    const { token, response } = await bookingOf('2026-11-26T10:00');
    // 09:59 in Rome.
    const inTime = await at('2026-11-26T08:59:00Z', () => cancel(token, response.body.data.id));
    expect(inTime.status).toBe(200);
  });

  it("reads a single day from the shop's midnight", async () => {
    const { token, response } = await bookingOf('2026-11-27');
    // 00:00 on the 27th in Rome is 23:00 UTC on the 26th.
    const started = await at('2026-11-26T23:00:00Z', () => cancel(token, response.body.data.id));
    expect(started.body.message).toEqual([STARTED]);
  });
});

describe('the nights the clocks change in Rome', () => {
  it('going forward: 03:00 comes at 01:00 UTC, straight after 01:59', async () => {
    const { token, response } = await at('2026-03-28T12:00:00Z', () =>
      bookingOf('2026-03-29T03:00'),
    );
    expect(response.status).toBe(201);
    const id = response.body.data.id;
    // 01:59 in Rome: not started, but a ride at 01:30 has.
    await at('2026-03-29T00:59:00Z', async () => {
      expect((await bookingOf('2026-03-29T01:30')).response.body.message).toEqual([PASSED_IN_ROME]);
      // 02:30 never comes that night (test/system/skipped-times.test.ts).
      expect((await bookingOf('2026-03-29T02:30')).response.body.message).toEqual([
        "Rome's clocks go forward from 02:00 to 03:00 on 29 March 2026: please choose another start time.",
      ]);
    });
    // 03:00 in Rome, one minute later.
    const started = await at('2026-03-29T01:00:00Z', () => cancel(token, id));
    expect(started.body.message).toEqual([STARTED]);
  });

  it('going forward: the new day starts at 23:00 UTC, winter time', async () => {
    await at('2026-03-28T22:59:00Z', async () => {
      expect((await bookingOf('2026-03-28')).response.status).toBe(201);
    });
    await at('2026-03-28T23:00:00Z', async () => {
      expect((await bookingOf('2026-03-28')).response.body.message).toEqual([
        "Date can't be in the past",
      ]);
      expect((await bookingOf('2026-03-29')).response.status).toBe(201);
    });
  });

  it('going back: the day starts at 22:00 UTC, summer time, and 03:00 comes at 02:00 UTC', async () => {
    await at('2026-10-24T22:00:00Z', async () => {
      expect((await bookingOf('2026-10-24')).response.body.message).toEqual([
        "Date can't be in the past",
      ]);
    });
    const { token, response } = await at('2026-10-25T01:59:00Z', () =>
      bookingOf('2026-10-25T03:00'),
    );
    expect(response.status).toBe(201);
    const started = await at('2026-10-25T02:00:00Z', () => cancel(token, response.body.data.id));
    expect(started.body.message).toEqual([STARTED]);
  });
});

describe('SHOP_TIME_ZONE', () => {
  it('is told to clients by GET /api/v1/config', async () => {
    const config = await server.request('GET', '/api/v1/config');
    expect(config.body).toEqual({
      success: true,
      data: {
        adminSignup: 'open',
        shopTimeZone: 'Europe/Rome',
        shopCurrency: 'USD',
        staffTwoFactor: 'optional',
      },
    });
  });

  it("moves the shop's clock: 17:00 in Rome is noon in New York", async () => {
    const newYork = await startApp({ now: () => clock.now, shopTimeZone: 'America/New_York' });
    try {
      const boss = (await signUp(newYork, { admin: true })).token;
      const { token } = await signUp(newYork);
      const vespa = await addMotorcycle(newYork, boss, { bookingPricePerHour: 10 });
      const book = (date: string) =>
        newYork.request('POST', '/api/v1/reservations', {
          token,
          body: { motorcycle_id: vespa.id, duration: 1, total: 10, date, city: 'Brooklyn' },
        });
      expect((await book('2026-11-25T13:00')).status).toBe(201);
      expect((await book('2026-11-25T10:00')).body.message).toEqual([
        "Date can't be in the past: that time has already passed in New York",
      ]);
      const config = await newYork.request('GET', '/api/v1/config');
      expect(config.body.data.shopTimeZone).toBe('America/New_York');
      // At 03:00 UTC on the 26th it is still the 25th in New York.
      await at('2026-11-26T03:00:00Z', async () => {
        const availability = await newYork.request(
          'GET',
          `/api/v1/motorcycles/${vespa.id}/availability`,
          { token },
        );
        expect(availability.body.data.from).toBe('2026-11-25');
      });
    } finally {
      await newYork.close();
    }
  });

  it('takes an IANA name in any case, as IANA spells it', async () => {
    const env = {
      JWT_SECRET: TEST_SECRET,
      DATABASE_URL: databaseUrl(await freshDatabase()),
    };
    expect(loadConfig(env).shopTimeZone).toBe('Europe/Rome');
    expect(loadConfig({ ...env, SHOP_TIME_ZONE: 'america/new_york' }).shopTimeZone).toBe(
      'America/New_York',
    );
  });

  it('refuses to start with an unknown zone, in one clear line', async () => {
    const { code, output } = await refusedServerProcess(await freshDatabase(), {
      SHOP_TIME_ZONE: 'Europe/Atlantis',
    });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'SHOP_TIME_ZONE must be an IANA time zone name such as Europe/Rome or America/New_York, got "Europe/Atlantis"',
    );
  });
});

import { parse } from 'csv-parse/sync';
import { csvDownload } from '../../support/csv';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// What the fleet earned: GET /api/v1/admin/reports/monthly, from bookings made through the api.

// 10:00 UTC on 20 December 2029 in Rome: every ride below is in the shop's future.
const NOW = new Date('2029-12-20T10:00:00Z');

/** The api's clock: NOW, but for the test that deletes a scooter after its ride. */
const clock = { now: NOW };
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

interface Row {
  month: string;
  motorcycle_id: number;
  motorcycle_name: string;
  reservations: number;
  cancellations: number;
  booked_hours: number;
  workshop_hours: number;
  revenue: number;
  utilisation: number | null;
  paid: number;
  charges: number;
  refunds: number;
  deposits_kept: number;
}

/** Books through the api at the motorcycle's price; the total as the form computes it. */
async function book(
  token: string,
  motorcycle: { id: number; bookingPricePerHour: number },
  date: string,
  hours: number,
): Promise<number> {
  const total = Math.round(hours * 10 * Math.round(motorcycle.bookingPricePerHour * 100)) / 1000;
  const response = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycle.id, duration: hours, total, date, city: 'Rome' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id;
}

async function workshop(motorcycleId: number, from: string, to: string) {
  const response = await server.request('POST', `/api/v1/motorcycles/${motorcycleId}/blocks`, {
    token: admin,
    body: { from, to, reason: 'Service' },
  });
  if (response.status !== 201) throw new Error(`block failed: ${response.text}`);
}

const report = (query: string, headers: Record<string, string> = {}) =>
  server.request('GET', `/api/v1/admin/reports/monthly${query}`, { token: admin, headers });

/** The report's rows of these motorcycles (other tests add theirs to the same shop). */
async function rowsOf(query: string, ...ids: number[]): Promise<Row[]> {
  const response = await report(query);
  expect(response.status).toBe(200);
  return (response.body.data as Row[]).filter((row) => ids.includes(row.motorcycle_id));
}

const zero = {
  reservations: 0,
  cancellations: 0,
  booked_hours: 0,
  workshop_hours: 0,
  revenue: 0,
  // The ledger's money (test/routes/reports/cash-up.test.ts): no line is written here.
  paid: 0,
  charges: 0,
  refunds: 0,
  deposits_kept: 0,
};

describe('the monthly report', () => {
  it('sums each month exactly: cancelled rides left out, rides and workshop time split at month ends', async () => {
    const primavera = await addMotorcycle(server, admin, {
      name: 'Report Primavera',
      bookingPricePerHour: 12.5,
    });
    const gts = await addMotorcycle(server, admin, {
      name: 'Report GTS',
      bookingPricePerHour: 12.35,
    });
    const { token } = await signUp(server);
    const { token: longRider } = await signUp(server);

    // January: 3 h, a date-only booking of 2.5 h (it holds the whole day, it rides 2.5 h), and a
    // ride of 30 h from 31 January 18:00: 6 h in January ($75), 24 h in February ($300).
    await book(token, primavera, '2030-01-10T09:00', 3);
    await book(token, primavera, '2030-01-15', 2.5);
    await book(token, primavera, '2030-01-31T18:00', 30);
    const cancelled = await book(token, primavera, '2030-01-20T10:00', 4);
    const cancel = await server.request('DELETE', `/api/v1/reservations/${cancelled}`, { token });
    expect(cancel.status).toBe(200);
    // In the workshop 60 h in February, and 48 h more up to March (24 h in March).
    await workshop(primavera.id, '2030-02-10T00:00', '2030-02-12T12:00');
    await workshop(primavera.id, '2030-02-27T00:00', '2030-03-02T00:00');

    // Six minutes either side of midnight at $12.35/h: $2.47, which does not halve in cents;
    // February gets the half cent (rounded half up), March the rest.
    await book(token, gts, '2030-02-28T23:54', 0.2);
    // 700 h from 5 March: 648 h in March and 52 h in April, $8,645.00 in all.
    await book(longRider, gts, '2030-03-05T00:00', 700);

    const rows = await rowsOf('?from=2030-01&to=2030-04', primavera.id, gts.id);
    const named = { motorcycle_id: primavera.id, motorcycle_name: 'Report Primavera' };
    const gtsNamed = { motorcycle_id: gts.id, motorcycle_name: 'Report GTS' };
    expect(rows).toEqual([
      {
        month: '2030-01',
        ...gtsNamed,
        ...zero,
        utilisation: 0,
      },
      {
        month: '2030-01',
        ...named,
        ...zero,
        reservations: 3,
        cancellations: 1,
        booked_hours: 11.5,
        workshop_hours: 0,
        revenue: 143.75,
        // 11.5 of January's 744 hours.
        utilisation: 0.0155,
      },
      {
        month: '2030-02',
        ...gtsNamed,
        ...zero,
        reservations: 1,
        booked_hours: 0.1,
        revenue: 1.24,
        utilisation: 0.0001,
      },
      {
        month: '2030-02',
        ...named,
        ...zero,
        booked_hours: 24,
        workshop_hours: 108,
        revenue: 300,
        // 24 of the 672 − 108 hours it was out of the workshop.
        utilisation: 0.0426,
      },
      {
        month: '2030-03',
        ...gtsNamed,
        ...zero,
        reservations: 1,
        booked_hours: 648.1,
        revenue: 8004.03,
        utilisation: 0.8711,
      },
      {
        month: '2030-03',
        ...named,
        ...zero,
        workshop_hours: 24,
        utilisation: 0,
      },
      {
        month: '2030-04',
        ...gtsNamed,
        ...zero,
        booked_hours: 52,
        revenue: 642.2,
        utilisation: 0.0722,
      },
      { month: '2030-04', ...named, ...zero, utilisation: 0 },
    ]);
    // Every cent of every ride is in exactly one month.
    const cents = rows.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
    expect(cents).toBe(3750 + 3125 + 37500 + 247 + 864500);
  });

  it('has no utilisation for a month spent in the workshop, and keeps a deleted motorcycle’s months with rides', async () => {
    const sprint = await addMotorcycle(server, admin, { name: 'Report Sprint' });
    const gone = await addMotorcycle(server, admin, { name: 'Report Gone' });
    const { token } = await signUp(server);
    await workshop(sprint.id, '2030-05-01', '2030-06-01');
    await book(token, gone, '2030-05-03T10:00', 2);
    // Deleted after its ride (one still ahead would be cancelled with it).
    clock.now = new Date('2030-05-10T10:00:00Z');
    const deleted = await server.request('DELETE', `/api/v1/motorcycles/${gone.id}`, {
      token: admin,
    });
    clock.now = NOW;
    expect(deleted.status).toBe(200);

    const rows = await rowsOf('?from=2030-05&to=2030-06', sprint.id, gone.id);
    expect(rows).toEqual([
      {
        month: '2030-05',
        motorcycle_id: gone.id,
        motorcycle_name: 'Report Gone',
        ...zero,
        reservations: 1,
        booked_hours: 2,
        revenue: 25,
        utilisation: 0.0027,
      },
      {
        month: '2030-05',
        motorcycle_id: sprint.id,
        motorcycle_name: 'Report Sprint',
        ...zero,
        workshop_hours: 744,
        utilisation: null,
      },
      // Deleted before June and nothing in it: no row.
      {
        month: '2030-06',
        motorcycle_id: sprint.id,
        motorcycle_name: 'Report Sprint',
        ...zero,
        utilisation: 0,
      },
    ]);
  });

  it('answers the same rows as CSV that a spreadsheet opens safely', async () => {
    const names = [
      '=HYPERLINK("http://x","Get paid")',
      '+39 Vespa',
      '-Vespa',
      '@SUM(A1:A9)',
      'Vespa "Sei Giorni", 300; Città 🛵',
    ];
    const ids: number[] = [];
    for (const name of names) ids.push((await addMotorcycle(server, admin, { name })).id);
    const { token } = await signUp(server);
    await book(token, { id: ids[0] as number, bookingPricePerHour: 12.5 }, '2030-07-04T10:00', 1.5);

    const json = await rowsOf('?from=2030-07&to=2030-07', ...ids);
    const bytes = await csvDownload(
      server,
      '/api/v1/admin/reports/monthly?from=2030-07&to=2030-07',
      admin,
      'vespa-report-2030-07-to-2030-07.csv',
    );
    // UTF-8 with a byte order mark (csvDownload), CRLF after every record.
    const text = bytes.toString('utf8');
    expect(text.startsWith('\ufeffmonth,motorcycle_id,motorcycle_name,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const records: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(Object.keys(records[0] as object)).toEqual([
      'month',
      'motorcycle_id',
      'motorcycle_name',
      'reservations',
      'cancellations',
      'booked_hours',
      'workshop_hours',
      'revenue',
      'utilisation',
      'paid',
      'charges',
      'refunds',
      'deposits_kept',
    ]);
    const mine = records.filter((record) => ids.includes(Number(record.motorcycle_id)));
    expect(mine.map((record) => record.motorcycle_name)).toEqual(
      json
        .map((row) => row.motorcycle_name)
        .map((name) =>
          // A cell that would start a formula starts with an apostrophe instead.
          /^[=+\-@]/.test(name) ? `'${name}` : name,
        ),
    );
    expect(mine.map((record) => record.motorcycle_name).sort()).toEqual(
      [
        `'=HYPERLINK("http://x","Get paid")`,
        "'+39 Vespa",
        "'-Vespa",
        "'@SUM(A1:A9)",
        'Vespa "Sei Giorni", 300; Città 🛵',
      ].sort(),
    );
    // Every other cell as the JSON has it (money with its cents).
    expect(mine.map(({ motorcycle_name: _name, ...rest }) => rest)).toEqual(
      json.map((row) => ({
        month: row.month,
        motorcycle_id: String(row.motorcycle_id),
        reservations: String(row.reservations),
        cancellations: String(row.cancellations),
        booked_hours: String(row.booked_hours),
        workshop_hours: String(row.workshop_hours),
        revenue: row.revenue.toFixed(2),
        utilisation: String(row.utilisation),
        paid: row.paid.toFixed(2),
        charges: row.charges.toFixed(2),
        refunds: row.refunds.toFixed(2),
        deposits_kept: row.deposits_kept.toFixed(2),
      })),
    );
    expect(mine.find((record) => Number(record.motorcycle_id) === ids[0])).toMatchObject({
      reservations: '1',
      booked_hours: '1.5',
      revenue: '18.75',
    });
  });

  it('answers JSON unless CSV is asked for', async () => {
    for (const accept of [
      'application/json',
      '*/*',
      'text/html',
      'text/csv;q=0.1, application/json',
    ]) {
      const response = await report('?from=2030-07&to=2030-07', { accept });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body.success).toBe(true);
    }
  });

  it('covers at most 24 months and says what is wrong with the months, all at once', async () => {
    const REPORT_SENTENCES = {
      fromInvalid: 'From must be a month written YYYY-MM, 1970-01 or later',
      toInvalid: 'To must be a month written YYYY-MM, 1970-01 or later',
      toBeforeFrom: 'To must not be before From',
      tooLong: 'A report covers at most 24 months',
    };
    expect((await report('?from=2030-01&to=2031-12')).status).toBe(200);
    const cases: [string, string[]][] = [
      ['?from=2030-01&to=2032-01', [REPORT_SENTENCES.tooLong]],
      ['?from=2030-03&to=2030-02', [REPORT_SENTENCES.toBeforeFrom]],
      ['', [REPORT_SENTENCES.fromInvalid, REPORT_SENTENCES.toInvalid]],
      ['?from=2030-13&to=2030-1', [REPORT_SENTENCES.fromInvalid, REPORT_SENTENCES.toInvalid]],
      ['?from=1969-12&to=2030-01', [REPORT_SENTENCES.fromInvalid]],
      ['?from=2030-01-01&to=2030-02', [REPORT_SENTENCES.fromInvalid]],
      [`?from=${'9'.repeat(32)}&to=2030-02`, [REPORT_SENTENCES.fromInvalid]],
    ];
    for (const [query, sentences] of cases) {
      const response = await report(query);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 422,
        body: { success: false, error: true, message: sentences },
      });
    }
  });

  it('is for administrators only', async () => {
    const { token } = await signUp(server);
    const rider = await server.request(
      'GET',
      '/api/v1/admin/reports/monthly?from=2030-01&to=2030-01',
      {
        token,
      },
    );
    expect(rider.status).toBe(403);
    expect(rider.body.message).toBe('Only administrators can see the reports');
    const stranger = await server.request(
      'GET',
      '/api/v1/admin/reports/monthly?from=2030-01&to=2030-01',
      { headers: { accept: 'text/csv' } },
    );
    expect(stranger.status).toBe(401);
  });
});

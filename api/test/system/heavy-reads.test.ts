import { type Response, signUp, startApp, type TestServer } from '../support/helpers';
import { seedYearOfAShop, type SeededShop } from '../support/year-of-a-shop';

// Found from outside on 2026-11-27: eight 24-month reports at once froze an instance on a year
// of a 200-scooter shop (riders' catalogue 3 ms → 1.4 s, /health 4 s, long enough for HAProxy to
// take it out). Heavy reads now run at most one per administrator and two per instance, and a
// report gives the event loop a turn between months (api/README.md, "Heavy reads"). The test
// fires the attack and asserts what clients see, in the order they see it: never a timing.

const REPORT = '/api/v1/admin/reports/monthly?from=2024-07&to=2026-06';
const CSV = { accept: 'text/csv' };
const ITALIAN = { 'accept-language': 'it' };
const REPORT_BUSY = 'Another report is being prepared. Please try again in a moment.';
const FLEET_BUSY =
  'Another long fleet window is being prepared. Please try again in a moment, or ask for 7 days or fewer.';

let api: TestServer;
let shop: SeededShop;
let admins: string[];
let rider: string;

beforeAll(async () => {
  api = await startApp();
  shop = await seedYearOfAShop(api.app.database.db);
  admins = await Promise.all(
    Array.from({ length: 4 }, async () => (await signUp(api, { admin: true })).token),
  );
  rider = (await signUp(api)).token;
}, 120_000);

afterAll(() => api.close());

/** Sends a request and notes, in `finished`, when its whole answer had arrived. */
function tracked(finished: string[], label: string, path: string, token?: string, headers = {}) {
  return api.request('GET', path, { token, headers }).then((response) => {
    finished.push(label);
    return response;
  });
}

it('eight 24-month reports at once: past the caps 429 with a sentence, while /health and the catalogue answer before the last report', async () => {
  // What each report is when it runs alone.
  const alone = await api.request('GET', REPORT, { token: admins[0] });
  const aloneCsv = await api.request('GET', REPORT, { token: admins[1], headers: CSV });
  expect([alone.status, aloneCsv.status]).toEqual([200, 200]);

  const finished: string[] = [];
  // Each administrator asks twice at once, as JSON and as CSV.
  const reports = admins.flatMap((token, n) => [
    tracked(finished, `report ${n} json`, REPORT, token),
    tracked(finished, `report ${n} csv`, REPORT, token, CSV),
  ]);
  const others = Array.from({ length: 4 }, (_, n) => [
    tracked(finished, `health ${n}`, '/health'),
    tracked(finished, `catalogue ${n}`, '/api/v1/motorcycles', rider),
  ]).flat();
  const [answers, otherAnswers] = await Promise.all([Promise.all(reports), Promise.all(others)]);

  expect(otherAnswers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const lastReport = Math.max(
    ...finished.flatMap((label, i) => (label.startsWith('report') ? [i] : [])),
  );
  const answeredAfterIt = finished.slice(lastReport + 1);
  expect(answeredAfterIt).toEqual([]);

  const ran = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 429);
  expect({ ran: ran.length, refused: refused.length }).toEqual({ ran: 2, refused: 6 });
  for (const answer of refused) {
    expect(answer.body.message).toBe(REPORT_BUSY);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // The reports that ran are the reports: the same as alone.
  for (const answer of ran) {
    const csv = answer.headers.get('content-type')?.startsWith('text/csv');
    expect(answer.text).toBe(csv ? aloneCsv.text : alone.text);
  }
}, 120_000);

it('a report counts every standing ride of the year and its money once', async () => {
  const report: Response = await api.request('GET', REPORT, { token: admins[2] });
  const rows: { reservations: number; revenue: number }[] = report.body.data;
  expect(rows.reduce((sum, row) => sum + row.reservations, 0)).toBe(shop.standing);
  const cents = rows.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
  expect(cents).toBe(shop.standingCents);
}, 60_000);

it('a fleet window longer than a week is a heavy read too; a week is not', async () => {
  const long = '/api/v1/admin/fleet?from=2025-03-01&days=31';
  const week = '/api/v1/admin/fleet?from=2025-03-01&days=7';
  const token = admins[3];
  // While the administrator's report runs, their long window waits its turn; a week does not.
  const [report, longWindow, weekly] = await Promise.all([
    api.request('GET', REPORT, { token }),
    api.request('GET', long, { token }),
    api.request('GET', week, { token }),
  ]);
  expect([report.status, longWindow.status, weekly.status]).toEqual([200, 429, 200]);
  expect(longWindow.body.message).toBe(FLEET_BUSY);
  // Once the report is over, the long window is answered.
  expect((await api.request('GET', long, { token })).status).toBe(200);

  // The refusals in the request's language.
  const [again, italianWindow, italianReport] = await Promise.all([
    api.request('GET', REPORT, { token }),
    api.request('GET', long, { token, headers: ITALIAN }),
    api.request('GET', REPORT, { token, headers: ITALIAN }),
  ]);
  expect([again.status, italianWindow.status, italianReport.status]).toEqual([200, 429, 429]);
  expect(italianWindow.body.message).toBe(
    "Si sta già preparando un'altra vista della flotta su molti giorni. Riprovi tra un momento, o chieda al massimo 7 giorni.",
  );
  expect(italianReport.body.message).toBe(
    'Si sta già preparando un altro resoconto. Riprovi tra un momento.',
  );
}, 60_000);

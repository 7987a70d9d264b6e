import { signUp, startApp, type TestServer } from '../../support/helpers';

// The times GET /api/v1/motorcycles?from=&to= refuses (api/README.md, "Free for a time"), each
// with its sentence, every problem at once. The shop is in Rome, at 07:00 on 15 June 2030
// (summer time, UTC+2).

let server: TestServer;
let rider: string;

beforeAll(async () => {
  server = await startApp({
    now: () => new Date('2030-06-15T05:00:00Z'),
    shopTimeZone: 'Europe/Rome',
  });
  rider = (await signUp(server)).token;
});
afterAll(() => server.close());

function ask(query: string, headers: Record<string, string> = {}) {
  return server.request('GET', `/api/v1/motorcycles?${query}`, { token: rider, headers });
}

const DATE_TIME = (field: string) => `${field} must be a valid YYYY-MM-DDTHH:mm`;
const PAST = "From can't be in the past: that time has already passed in Rome";
const TO_NOT_AFTER = 'To must be after From';

it.each([
  [
    'only from',
    'from=2030-06-20T10:00',
    ["To can't be blank when From is given: give both, or neither for the whole list"],
  ],
  [
    'only to',
    'to=2030-06-20T10:00',
    ["From can't be blank when To is given: give both, or neither for the whole list"],
  ],
  ['a malformed from', 'from=tomorrow&to=2030-06-20T10:00', [DATE_TIME('From')]],
  ['an empty to', 'from=2030-06-20T10:00&to=', [DATE_TIME('To')]],
  ['days without times', 'from=2030-06-20&to=2030-06-21', [DATE_TIME('From'), DATE_TIME('To')]],
  ['an impossible date', 'from=2031-02-28T10:00&to=2031-02-30T10:00', [DATE_TIME('To')]],
  ['an hour past 23', 'from=2030-06-20T24:00&to=2030-06-21T10:00', [DATE_TIME('From')]],
  [
    'a from the clocks skip',
    'from=2031-03-30T02:30&to=2031-03-30T10:00',
    [
      "Rome's clocks go forward from 02:00 to 03:00 on 30 March 2031: please choose another start time.",
    ],
  ],
  [
    'a to the clocks skip',
    'from=2031-03-29T10:00&to=2031-03-30T02:15',
    [
      "Rome's clocks go forward from 02:00 to 03:00 on 30 March 2031: please choose another end time.",
    ],
  ],
  ['to equal to from', 'from=2030-06-20T10:00&to=2030-06-20T10:00', [TO_NOT_AFTER]],
  ['to before from', 'from=2030-06-20T10:00&to=2030-06-19T12:00', [TO_NOT_AFTER]],
  [
    'a window a booking cannot hold (under 3 minutes)',
    'from=2030-06-20T10:00&to=2030-06-20T10:02',
    ['To must be at least 3 minutes after From'],
  ],
  ['from a minute ago', 'from=2030-06-15T06:59&to=2030-06-15T09:00', [PAST]],
  ['from yesterday', 'from=2030-06-14T10:00&to=2030-06-15T12:00', [PAST]],
  [
    'longer than 31 days',
    'from=2030-06-20T10:00&to=2030-07-21T10:01',
    ["To can't be more than 31 days after From"],
  ],
  [
    'from past the booking horizon',
    'from=2031-06-16T10:00&to=2031-06-16T12:00',
    ["From can't be more than 365 days ahead"],
  ],
  [
    'too long a value',
    'from=2030-06-20T10:00:00&to=2030-06-20T12:00',
    ['From is too long (maximum is 16 characters)'],
  ],
  [
    'a repeated from',
    'from=2030-06-20T10:00&from=2030-06-20T11:00&to=2030-06-20T12:00',
    ['From must be text'],
  ],
  ['a past from after its to', 'from=2030-06-14T10:00&to=2030-06-13T10:00', [PAST, TO_NOT_AFTER]],
  [
    'a malformed from without a to',
    'from=10:00',
    [
      DATE_TIME('From'),
      "To can't be blank when From is given: give both, or neither for the whole list",
    ],
  ],
])('refuses %s: 422 with its sentences', async (_name, query, sentences) => {
  const response = await ask(query);
  expect(response.status).toBe(422);
  expect(response.body).toEqual({ success: false, error: true, message: sentences });
});

it.each([
  ['from this minute', 'from=2030-06-15T07:00&to=2030-06-15T09:00'],
  ['exactly 31 days', 'from=2030-06-20T10:00&to=2030-07-21T10:00'],
  ['3 minutes', 'from=2030-06-20T10:00&to=2030-06-20T10:03'],
  ['the last day of the booking horizon', 'from=2031-06-15T10:00&to=2031-06-15T12:00'],
])('accepts %s', async (_name, query) => {
  const response = await ask(query);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ success: true, data: [], taken: 0 });
});

it('says it in Italian for Accept-Language: it', async () => {
  const response = await ask('from=2030-06-14T10:00&to=2030-06-13T10:00', {
    'accept-language': 'it',
  });
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual([
    '«Dal» non può essere nel passato: a Rome quell’ora è già passata',
    '«Al» deve venire dopo «Dal»',
  ]);
  const skipped = await ask('from=2031-03-30T02:30&to=2031-03-30T10:00', {
    'accept-language': 'it',
  });
  expect(skipped.body.message).toEqual([
    'A Rome il 30 marzo 2031 gli orologi passano dalle 02:00 alle 03:00: scegli un’altra ora di inizio.',
  ]);
  const missing = await ask('from=2030-06-20T10:00', { 'accept-language': 'it' });
  expect(missing.body.message).toEqual([
    "«Al» è obbligatorio quando c'è «Dal»: li indichi entrambi, o nessuno per l'elenco completo",
  ]);
});

import { sql } from 'kysely';
import { type Role, reportMonths } from 'shared-domain';
import type { Database } from '../../src/db/types';
import {
  type AdminFilter,
  listAllReservations,
} from '../../src/repositories/reservations/admin-list';
import { bookMotorcycle } from '../../src/repositories/reservations/book';
import { cancelReservation } from '../../src/repositories/reservations/cancel';
import {
  listReservations,
  listReservationsPage,
} from '../../src/repositories/reservations/rider-list';
import { createBlock } from '../../src/repositories/blocks';
import { busyIntervals } from '../../src/repositories/holds';
import { motorcyclesHeldOrFree } from '../../src/repositories/free-motorcycles';
import { fleetWindow } from '../../src/repositories/fleet';
import { handOver } from '../../src/repositories/handovers';
import { feedRides, findCalendarRide } from '../../src/repositories/calendar';
import { writeDueReminders } from '../../src/repositories/reminders';
import { monthlyReport } from '../../src/repositories/reports';
import { dailyCashUp } from '../../src/repositories/cash-up';
import { ledgerOf } from '../../src/repositories/ledger';
import { writeLedgerLine } from '../../src/repositories/ledger-write';
import { softDeleteMotorcycle } from '../../src/repositories/motorcycle-changes';
import { searchPeople } from '../../src/repositories/people/search';
import { planDatabase, type PlanDatabase } from '../support/query-plans';
import { type StoredReservation, storeReservations } from '../support/stored-reservations';

// Every statement a page's call sends reads reservations through an index, on both databases,
// as the databases themselves plan it over a table with realistic proportions (a busy shop's
// year scaled down: many riders with a few rides each, each motorcycle booked most days).
// To check another query, add one line to QUERIES calling the repository function that sends it.

const DAY_MS = 86_400_000;
const MOTORCYCLES = 50;
const RIDERS = 400;
/** Accounts that never booked: most of a shop's people, signed up over the years. */
const ACCOUNTS = 3000;
const RESERVATIONS = 8000;
/** The shop's wall clock in these tests: 05:00 on 15 June 2030, read as UTC. */
const NOW = Date.parse('2030-06-15T05:00Z');
const YEAR_START = Date.parse('2030-01-01T00:00Z');

let plans: PlanDatabase;
/** A rider with rides before and after NOW; one with none, who books. */
let regular: number;
let newcomer: number;
let motorcycle: number;
/** A motorcycle no other query uses: one query deletes it. */
let retired: number;
/** A reservation of `regular` that has not started, to cancel. */
let cancellable: number;

/** The same pseudo-random data on every run. */
function* numbers(seed: number): Generator<number, never> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);

// People's names as a shop in Italy sees them: common surnames, some first names of two words.
const FIRST_NAMES = (
  'Mario, Maria Grazia, Luca, Giulia, Paolo, Anna, Marco, Sara, Nicolò, Francesca, ' +
  'Gian Luca, Elena, Alessandro, Chiara, Lorenzo, Martina, Matteo, Giorgia, ' +
  'Davide, Federica, Ann, John, Sophie, Lukas, Emma, Noah'
).split(', ');
const SURNAMES = (
  'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, ' +
  'Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, ' +
  'Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Ferrara, Galli, ' +
  'Martini, Leone, Longo, Gentile, Martinelli, Vitale, Lombardo, Serra, Coppola, ' +
  'De Santis, Smith, Müller, Dubois, García'
).split(', ');

/** `count` accounts with people's names, emails and phones, numbered from `from`, newest last. */
function accounts(count: number, from: number, seed: number) {
  const random = numbers(seed);
  const pick = (list: readonly string[]) =>
    list[Math.floor(random.next().value * list.length)] as string;
  return Array.from({ length: count }, (_, n) => {
    const [first, last] = [pick(FIRST_NAMES), pick(SURNAMES)];
    const login = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      name: `${first} ${last}`,
      email: `${login}${from + n}@example.com`,
      phone: random.next().value < 0.7 ? `+39 3${String(from + n).padStart(9, '0')}` : null,
      password_hash: 'not-a-hash',
      created_at: YEAR_START - 5 * 365 * DAY_MS + (from + n) * 12 * 3_600_000,
    };
  });
}

beforeAll(async () => {
  plans = await planDatabase();
  const { db } = plans.database;
  await db
    .insertInto('users')
    .values(accounts(ACCOUNTS, 0, 7))
    .execute();
  const users = await db
    .insertInto('users')
    .values(
      accounts(RIDERS + 1, ACCOUNTS, 11).map((account, n) => ({
        ...account,
        email: `rider${n}@example.com`,
      })),
    )
    .returning('id')
    .execute();
  const motorcycles = await db
    .insertInto('motorcycles')
    .values(
      Array.from({ length: MOTORCYCLES }, (_, n) => ({
        name: `Vespa ${n}`,
        model: 'Primavera',
        brand: 'Vespa',
        color: 'Blue',
        chassis_number: `PLAN-${n}`,
        booking_price_cents: 1000,
        price_cents: 500_000,
        image_link: '/images/primavera.svg',
        description: '',
        created_at: YEAR_START,
      })),
    )
    .returning('id')
    .execute();
  const userIds = users.map((row) => row.id);
  const motorcycleIds = motorcycles.map((row) => row.id);
  [regular, newcomer] = userIds as [number, number];
  motorcycle = motorcycleIds[0] as number;
  retired = motorcycleIds[MOTORCYCLES - 1] as number;

  const random = numbers(23);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random.next().value * list.length)] as T;
  const reservations: StoredReservation[] = Array.from({ length: RESERVATIONS }, () => {
    // Whole quarter hours over the year; one in ten a whole day, one in twenty cancelled.
    const start = YEAR_START + Math.floor(random.next().value * 365 * 96) * 900_000;
    const wholeDay = random.next().value < 0.1;
    return {
      userId: pick(userIds.slice(2)),
      motorcycleId: pick(motorcycleIds),
      date: wholeDay ? wallClock(start).slice(0, 10) : wallClock(start),
      duration: wholeDay ? 24 : 1 + Math.floor(random.next().value * 70) / 10,
      cancelledAt: random.next().value < 0.05 ? start - DAY_MS : undefined,
    };
  });
  // The regular rider's own history and plans: a ride a week all year.
  const own = Array.from({ length: 52 }, (_, week) => ({
    userId: regular,
    motorcycleId: pick(motorcycleIds),
    date: wallClock(YEAR_START + week * 7 * DAY_MS + 9 * 3_600_000),
    duration: 2,
  }));
  await storeReservations(db, reservations);
  const ownIds = await storeReservations(db, own);
  cancellable = ownIds[40] as number;
  // The planner's statistics, as a database in service keeps them.
  await sql`analyze`.execute(db);
});

afterAll(() => plans.close());

/** A place in the middle of the year, as a cursor names one. */
const MIDDLE = { start: Date.parse('2030-06-20T10:00Z'), id: 4000 };
const JUNE_FIRST = Date.parse('2030-06-01T00:00Z');

/** Every filter the administrators' page can set (motorcycle, from, to, status), each way. */
function adminFilters(): [string, AdminFilter][] {
  const filters: [string, AdminFilter][] = [];
  for (const byMotorcycle of [false, true]) {
    for (const from of [false, true]) {
      for (const to of [false, true]) {
        for (const status of [undefined, 'confirmed', 'out', 'cancelled'] as const) {
          const filter: AdminFilter = {
            ...(byMotorcycle ? { motorcycleId: motorcycle } : {}),
            ...(from ? { from: JUNE_FIRST } : {}),
            ...(to ? { to: JUNE_FIRST + 8 * DAY_MS } : {}),
            ...(status ? { status } : {}),
          };
          const name =
            Object.entries(filter)
              .map(([key, value]) => (key === 'status' ? `${key} ${String(value)}` : key))
              .join(', ') || 'no filter';
          filters.push([name, filter]);
        }
      }
    }
  }
  return filters;
}

const QUERIES: [string, (database: Database) => Promise<unknown>][] = [
  ["the rider's whole list (unpaged)", ({ db }) => listReservations(db, regular)],
  [
    "the rider's first page",
    ({ db }) => listReservationsPage(db, regular, { now: NOW, limit: 10, after: null }),
  ],
  [
    "the rider's page after an upcoming ride",
    ({ db }) =>
      listReservationsPage(db, regular, {
        now: NOW,
        limit: 10,
        after: { segment: 'upcoming', start: NOW + 30 * DAY_MS, id: 1 },
      }),
  ],
  [
    "the rider's page after a past ride",
    ({ db }) =>
      listReservationsPage(db, regular, {
        now: NOW,
        limit: 10,
        after: { segment: 'past', start: NOW - 30 * DAY_MS, id: 1 },
      }),
  ],
  [
    "a motorcycle's availability",
    ({ db }) =>
      busyIntervals(db, motorcycle, {
        from: JUNE_FIRST,
        to: JUNE_FIRST + 31 * DAY_MS,
        wallNow: NOW,
      }),
  ],
  [
    'the scooters free for three hours',
    ({ db }) =>
      motorcyclesHeldOrFree(db, { start: MIDDLE.start, end: MIDDLE.start + 3 * 3_600_000 }, NOW),
  ],
  [
    'the scooters free for 31 days',
    ({ db }) =>
      motorcyclesHeldOrFree(db, { start: JUNE_FIRST, end: JUNE_FIRST + 31 * DAY_MS }, NOW),
  ],
  ...(
    [
      ['a new rider', () => newcomer],
      ['a rider with rides before and after now', () => regular],
    ] as const
  ).map(([who, rider]): [string, (database: Database) => Promise<unknown>] => [
    `a booking by ${who}: the rider's limits and the overlap check`,
    async (database) => {
      const start = Date.parse('2030-06-20T10:00Z');
      const outcome = await bookMotorcycle(database, {
        userId: rider(),
        motorcycleId: motorcycle,
        date: '2030-06-20T10:00',
        city: 'Rome',
        durationTenths: 20,
        clientTotal: 20,
        interval: { start, end: start + 2 * 3_600_000 },
        wallNow: NOW,
        count: async () => ({ kind: 'allowed' }),
        mail: { now: NOW, publicUrl: 'https://rent.vespa.test', requestLocale: 'en' },
      });
      // Each of these outcomes means the rider's reservations were read.
      expect(['created', 'overlap', 'too-many', 'too-many-at-once', 'too-many-hours']).toContain(
        outcome.kind,
      );
    },
  ]),
  [
    'the fleet timeline: a week of every motorcycle',
    ({ db }) => fleetWindow(db, { start: JUNE_FIRST, end: JUNE_FIRST + 7 * DAY_MS }, NOW),
  ],
  [
    'a workshop block: the reservations in its way',
    async (database) => {
      const start = Date.parse('2030-06-20T00:00Z');
      const outcome = await createBlock(database, {
        motorcycleId: motorcycle,
        interval: { start, end: start + 2 * DAY_MS },
        reason: 'Service',
        createdBy: regular,
        wallNow: NOW,
      });
      expect(['created', 'reservations']).toContain(outcome.kind);
    },
  ],
  [
    'a hand-over',
    // A year on, so that every check of a hand-over runs (the hour, the scooter, the odometer).
    (database) =>
      handOver(database, cancellable, {
        odometerKm: 1,
        note: null,
        at: new Date(NOW),
        shopNowMs: NOW + 365 * DAY_MS,
        actorId: regular,
        lines: [],
      }),
  ],
  [
    'the monthly report of a year',
    (database) => monthlyReport(database, reportMonths('2030-01', '2030-12'), 'Europe/Rome'),
  ],
  [
    "the day's cash-up",
    (database) => dailyCashUp(database, '2030-06-15', { timeZone: 'Europe/Rome', currency: 'EUR' }),
  ],
  [
    'a line of a ledger',
    (database) =>
      writeLedgerLine(database, cancellable, {
        line: { kind: 'payment', amountCents: 1000, method: 'cash', note: null },
        actorId: regular,
        at: new Date(NOW),
      }),
  ],
  ["a reservation's ledger", ({ db }) => ledgerOf(db, cancellable)],
  ["a ride's calendar file", ({ db }) => findCalendarRide(db, cancellable, regular)],
  ["a rider's calendar feed", ({ db }) => feedRides(db, regular, NOW - 30 * DAY_MS)],
  [
    "the mail sender's scan for the rides whose reminder is due",
    (database) =>
      writeDueReminders(database, {
        wallNow: NOW,
        hoursBefore: 24,
        now: NOW,
        publicUrl: 'https://rent.vespa.test',
      }),
  ],
  [
    "a scooter's deletion: its rides ahead cancelled",
    (database) =>
      softDeleteMotorcycle(database, retired, {
        startedBefore: NOW,
        locale: 'en',
        actorId: regular,
      }),
  ],
  [
    'a cancellation',
    (database) =>
      cancelReservation(database, cancellable, {
        userId: regular,
        startedBefore: NOW,
        countOwn: { callerId: regular, count: async () => ({ kind: 'allowed' }) },
        notice: { callerId: regular, reason: null, locale: 'en' },
      }),
  ],
  [
    "the people page: each person's rides ahead and no-shows",
    ({ db, dialect }) =>
      searchPeople(db, dialect, { query: 'rider1', wallNow: NOW }, { limit: 50, after: null }),
  ],
  ...adminFilters().flatMap(
    ([name, filter]): [string, (database: Database) => Promise<unknown>][] => [
      [
        `the administrators' first page (${name})`,
        ({ db, dialect }) => listAllReservations(db, filter, { limit: 50, after: null }, dialect),
      ],
      [
        `the administrators' next page (${name})`,
        ({ db, dialect }) => listAllReservations(db, filter, { limit: 50, after: MIDDLE }, dialect),
      ],
    ],
  ),
];

it.each(QUERIES)('%s reads reservations through an index', async (_name, work) => {
  expect(await plans.fullScansOfReservations(work)).toEqual([]);
});

/** A page of People, newest first, as the desk searches it. */
const people =
  (query: string, more: { role?: Role; after?: { start: number; id: number } } = {}) =>
  ({ db, dialect }: Database) =>
    searchPeople(
      db,
      dialect,
      { query, role: more.role, wallNow: NOW },
      { limit: 50, after: more.after ?? null },
    );
/** All reservations of the riders a search finds, first page. */
const ridesOf =
  (rider: string) =>
  ({ db, dialect }: Database) =>
    listAllReservations(db, { rider }, { limit: 50, after: null }, dialect);
/** An account's place in the newest-first list, a year before the seeded ones end. */
const SIGNED_UP = { start: YEAR_START - 365 * DAY_MS, id: 2500 };

// The searches the desk types find their people by the name words' index (migration 0016) and
// the email and phone indexes, never by reading every user; the rides then by the rider index.
const SEARCHES: [string, string, (database: Database) => Promise<unknown>][] = [
  ['a surname', 'users_name_words', people('rossi')],
  ['a middle name', 'users_name_words', people('grazia')],
  ['two words in any order', 'users_name_words', people('ros mar')],
  ['an accented name typed without its accent', 'users_name_words', people('nicolo')],
  ["a surname, riders' only", 'users_name_words', people('rossi', { role: 'rider' })],
  ['a surname, the next page', 'users_name_words', people('ross', { after: SIGNED_UP })],
  ["an email's start", 'users_email_search', people('giulia.rossi')],
  ["a phone's start", 'users_phone_search', people('+39 30000012')],
  ["all reservations by a rider's surname", 'users_name_words', ridesOf('rossi')],
  ["all reservations by two words of a rider's name", 'users_name_words', ridesOf('gian ric')],
];

it.each(SEARCHES)('%s finds people through %s', async (_name, index, work) => {
  const { walks, indexes } = await plans.readsOfUsers(work);
  expect(walks).toEqual([]);
  expect(indexes).toContain(index);
});

it.each(SEARCHES.filter(([name]) => name.startsWith('all reservations')))(
  '%s reads reservations through an index',
  async (_name, _index, work) => {
    expect(await plans.fullScansOfReservations(work)).toEqual([]);
  },
);

// Every call the pages make, timed one after another against an api on a seeded shop
// (bench/scale.mjs): the time from sending a request to its whole body, and the body's
// bytes as the api sends them.
import { addMonths, wallClockText } from '../../shared-domain/dist/index.js';
import { isOverdue } from '../seed/desk-record.mjs';
import { median, p99 } from '../table.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Untimed requests before the timed ones: the JIT, the statement caches, the pools. */
const WARM_UP = 3;
/** A call's samples stop after this long in all: one far over its budget would take minutes. */
const GIVE_UP_MS = 15_000;

async function send(url, { token, body, accept }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(accept ? { accept } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  const expected = body ? 201 : 200;
  if (response.status !== expected) {
    throw new Error(`${url} answered ${response.status}: ${bytes.toString().slice(0, 300)}`);
  }
  return { ms: elapsed, bytes };
}

/** `samples` timed requests made by `request(i)` after the warm-up; their median and p99. */
async function timed(samples, request) {
  const times = [];
  let bytes = 0;
  let spent = 0;
  for (let i = 0; i < WARM_UP + samples && spent < GIVE_UP_MS; i += 1) {
    const answer = await request(i);
    if (i < WARM_UP) continue;
    times.push(answer.ms);
    spent += answer.ms;
    bytes = Math.max(bytes, answer.bytes.length);
  }
  return { p50: median(times), p99: p99(times), bytes, samples: times.length };
}

/** `url` with `next_cursor` of the page `url` answers, or null on the last page. */
async function nextPageUrl(url, token) {
  const page = JSON.parse((await send(url, { token })).bytes.toString());
  const cursor = page.next_cursor;
  if (cursor === undefined) throw new Error(`${url} answered no next_cursor`);
  return cursor === null ? null : `${url}&cursor=${encodeURIComponent(cursor)}`;
}

/** The first `count` evenings (20:00–21:00) from the day after tomorrow when it is free. */
function freeEvenings(plan, motorcycleId, count) {
  const today = Math.floor(plan.wallNow / DAY) * DAY;
  const held = plan.reservations.filter(
    (r) => r.motorcycle_id === motorcycleId && r.cancelled_at === null && r.end_at > today,
  );
  const slots = [];
  for (let day = today + 2 * DAY; slots.length < count; day += DAY) {
    const start = day + 20 * HOUR;
    if (!held.some((r) => r.start_at < start + HOUR && start < r.end_at)) {
      slots.push(wallClockText(start));
    }
  }
  return slots;
}

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The carousel with a time (api/README.md, "Free for a time"): `length` ms from `start`. */
const freeFor = (apiUrl, start, length) =>
  `${apiUrl}/api/v1/motorcycles?from=${wallClockText(start)}&to=${wallClockText(start + length)}`;

/** New riders the booking row needs: each holds at most 20 upcoming reservations. */
export const bookersFor = (samples) => Math.ceil((WARM_UP + samples) / 15);

/**
 * What each page asks, as `{ page, call, url, as, next?, book?, accept?, informational? }`: `as`
 * names the token (the administrator's on All reservations and Reports, else the rider's);
 * `next` times the page after the first (its `next_cursor`); `book` posts a booking (by the new
 * riders); `accept` asks for another media type; `informational` has no budget.
 */
function pageCalls(apiUrl, plan) {
  const today = Math.floor(plan.wallNow / DAY) * DAY;
  const admin = `${apiUrl}/api/v1/admin/reservations?limit=50`;
  const week = `${admin}&from=${day(today)}&to=${day(today + 6 * DAY)}`;
  const cancelled = `${admin}&status=cancelled`;
  // My reservations asks for pages of 20, a rider's most upcoming rides (mf-booking).
  const mine = `${apiUrl}/api/v1/reservations?limit=20`;
  const unpaged = `${apiUrl}/api/v1/reservations/`;
  // Reports asks for the six months to this one unless others are chosen (mf-admin).
  const month = day(today).slice(0, 7);
  const report = (months) =>
    `${apiUrl}/api/v1/admin/reports/monthly?from=${addMonths(month, 1 - months)}&to=${month}`;
  const next = { next: true };
  const aside = { informational: true };
  const aWeekAhead = freeFor(apiUrl, today + 7 * DAY + 10 * HOUR, 3 * HOUR);
  const aMonth = freeFor(apiUrl, today + DAY + 10 * HOUR, 31 * DAY);
  const availability = `${apiUrl}/api/v1/motorcycles/1/availability?from=${day(today)}&days=42`;
  return [
    ['carousel', 'GET motorcycles', `${apiUrl}/api/v1/motorcycles`],
    ['carousel', 'free for 3 hours a week ahead', aWeekAhead],
    ['carousel', 'free for 31 days from tomorrow', aMonth],
    ['reserve form', 'availability of one scooter, 42 days', availability],
    ['reserve form', 'POST a booking', `${apiUrl}/api/v1/reservations`, { book: true }],
    ['All reservations', 'first page (50)', admin],
    ['All reservations', 'next page', admin, next],
    ['All reservations', 'a week from today, first page', week],
    ['All reservations', 'a week, next page', week, next],
    ['All reservations', 'cancelled, first page', cancelled],
    ['All reservations', 'cancelled, next page', cancelled, next],
    ['My reservations', 'heavy rider, first page (20)', mine],
    ['My reservations', 'heavy rider, next page', mine, next],
    ['My reservations', 'heavy rider, unpaged (the whole list)', unpaged, aside],
    ['Reports', 'six months (the first the page asks)', report(6)],
    ['Reports', 'twelve months', report(12), aside],
    ['Reports', 'twelve months as CSV', report(12), { accept: 'text/csv', ...aside }],
  ].map(([page, call, url, more]) => ({
    page,
    call,
    url,
    as: ['All reservations', 'Reports'].includes(page) ? 'admin' : 'rider',
    ...more,
  }));
}

/**
 * Times every call of `pageCalls`, `samples` times each. `tokens`: { admin, rider } (the rider
 * is the heavy one); `bookers`: new riders' tokens, who book free evenings of the first scooter
 * that is back (the api refuses any booking of one out past its end: the plan keeps one overdue,
 * whichever rode last, so it depends on the time of day).
 * Resolves with one measurement per call: { page, call, p50, p99, bytes, samples } or { error }.
 */
export async function timePageCalls(apiUrl, plan, { tokens, bookers, samples }) {
  const out = new Set(
    plan.reservations.filter((r) => isOverdue(r, plan.wallNow)).map((r) => r.motorcycle_id),
  );
  const index = plan.motorcycles.findIndex((_, i) => !out.has(i + 1));
  const evenings = freeEvenings(plan, index + 1, WARM_UP + samples);
  // One hour of a scooter without a day price (the plan's have none) costs its hourly price.
  const total = plan.motorcycles[index].booking_price_cents / 100;
  const booking = (url, i) =>
    send(url, {
      token: bookers[i % bookers.length],
      body: { motorcycle_id: index + 1, duration: 1, total, date: evenings[i], city: 'Rome' },
    });
  const results = [];
  for (const call of pageCalls(apiUrl, plan)) {
    const token = tokens[call.as];
    try {
      const url = call.next ? await nextPageUrl(call.url, token) : call.url;
      if (url === null) throw new Error(`${call.url} has no second page`);
      const request = call.book
        ? (i) => booking(url, i)
        : () => send(url, { token, accept: call.accept });
      results.push({ ...call, ...(await timed(samples, request)) });
    } catch (error) {
      results.push({ ...call, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

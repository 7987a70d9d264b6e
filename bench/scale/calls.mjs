// Every call the pages make, timed one after another against an api on a seeded shop
// (bench/scale.mjs): the time from sending a request to its whole body, and the body's
// bytes as the api sends them.
import { createRequire } from 'node:module';
import { median, p99 } from '../table.mjs';

const require = createRequire(import.meta.url);
const { addMonths } = require('../../shared-domain/dist/index.js');

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
      slots.push(new Date(start).toISOString().slice(0, 16));
    }
  }
  return slots;
}

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The carousel with a time (api/README.md, "Free for a time"): `length` ms from `start`. */
const freeFor = (apiUrl, start, length) => {
  const wall = (ms) => new Date(ms).toISOString().slice(0, 16);
  return `${apiUrl}/api/v1/motorcycles?from=${wall(start)}&to=${wall(start + length)}`;
};

/** New riders the booking row needs: each holds at most 20 upcoming reservations. */
export const bookersFor = (samples) => Math.ceil((WARM_UP + samples) / 15);

/**
 * What each page asks, as `{ page, call, url, as, next?, book?, accept?, informational? }`: `as`
 * names the token; `next` times the page after the first (its `next_cursor`); `book` posts a
 * booking (by the new riders); `accept` asks for another media type; `informational` has no
 * budget.
 */
function pageCalls(apiUrl, plan) {
  const today = Math.floor(plan.wallNow / DAY) * DAY;
  const admin = `${apiUrl}/api/v1/admin/reservations?limit=50`;
  const week = `${admin}&from=${day(today)}&to=${day(today + 6 * DAY)}`;
  const cancelled = `${admin}&status=cancelled`;
  // My reservations asks for pages of 20, a rider's most upcoming rides (mf-booking).
  const mine = `${apiUrl}/api/v1/reservations?limit=20`;
  // Reports asks for the six months to this one unless others are chosen (mf-admin).
  const month = day(today).slice(0, 7);
  const report = (months) =>
    `${apiUrl}/api/v1/admin/reports/monthly?from=${addMonths(month, 1 - months)}&to=${month}`;
  return [
    { page: 'carousel', call: 'GET motorcycles', url: `${apiUrl}/api/v1/motorcycles`, as: 'rider' },
    {
      page: 'carousel',
      call: 'free for 3 hours a week ahead',
      url: freeFor(apiUrl, today + 7 * DAY + 10 * HOUR, 3 * HOUR),
      as: 'rider',
    },
    {
      page: 'carousel',
      call: 'free for 31 days from tomorrow',
      url: freeFor(apiUrl, today + DAY + 10 * HOUR, 31 * DAY),
      as: 'rider',
    },
    {
      page: 'reserve form',
      call: 'availability of one scooter, 42 days',
      url: `${apiUrl}/api/v1/motorcycles/1/availability?from=${day(today)}&days=42`,
      as: 'rider',
    },
    {
      page: 'reserve form',
      call: 'POST a booking',
      url: `${apiUrl}/api/v1/reservations`,
      book: true,
    },
    { page: 'All reservations', call: 'first page (50)', url: admin, as: 'admin' },
    { page: 'All reservations', call: 'next page', url: admin, as: 'admin', next: true },
    { page: 'All reservations', call: 'a week from today, first page', url: week, as: 'admin' },
    { page: 'All reservations', call: 'a week, next page', url: week, as: 'admin', next: true },
    { page: 'All reservations', call: 'cancelled, first page', url: cancelled, as: 'admin' },
    {
      page: 'All reservations',
      call: 'cancelled, next page',
      url: cancelled,
      as: 'admin',
      next: true,
    },
    { page: 'My reservations', call: 'heavy rider, first page (20)', url: mine, as: 'rider' },
    { page: 'My reservations', call: 'heavy rider, next page', url: mine, as: 'rider', next: true },
    {
      page: 'My reservations',
      call: 'heavy rider, unpaged (the whole list)',
      url: `${apiUrl}/api/v1/reservations/`,
      as: 'rider',
      informational: true,
    },
    { page: 'Reports', call: 'six months (the first the page asks)', url: report(6), as: 'admin' },
    {
      page: 'Reports',
      call: 'twelve months',
      url: report(12),
      as: 'admin',
      informational: true,
    },
    {
      page: 'Reports',
      call: 'twelve months as CSV',
      url: report(12),
      as: 'admin',
      accept: 'text/csv',
      informational: true,
    },
  ];
}

/**
 * Times every call of `pageCalls`, `samples` times each. `tokens`: { admin, rider } (the rider
 * is the heavy one); `bookers`: new riders' tokens, who book free evenings of the first scooter.
 * Resolves with one measurement per call: { page, call, p50, p99, bytes, samples } or { error }.
 */
export async function timePageCalls(apiUrl, plan, { tokens, bookers, samples }) {
  const evenings = freeEvenings(plan, 1, WARM_UP + samples);
  // One hour of a scooter without a day price (the plan's have none) costs its hourly price.
  const total = plan.motorcycles[0].booking_price_cents / 100;
  const booking = (url, i) =>
    send(url, {
      token: bookers[i % bookers.length],
      body: { motorcycle_id: 1, duration: 1, total, date: evenings[i], city: 'Rome' },
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

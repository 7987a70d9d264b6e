// What the pictures ask the api (as a signed-in account), and days on the shop's wall clock (its
// time zone decides what "today" is, docs/PRODUCT.md) as `YYYY-MM-DD`; wall-clock times read as
// UTC, as the api keeps them (shared-domain's wallClockMs).
import { addDaysISO, todayIn, wallClockMs } from '../../shared-domain/dist/index.js';

const DAY = 86_400_000;

/** Today in `timeZone`, `days` later (or earlier), as `YYYY-MM-DD`. */
export const shopDate = (timeZone, days = 0) => addDaysISO(todayIn(new Date(), timeZone), days);

/** The Monday of the week of `date` (`YYYY-MM-DD`): the fleet timeline's weeks start on Monday. */
export const mondayOf = (date) => addDaysISO(date, -((new Date(date).getUTCDay() + 6) % 7));

/**
 * Signs `email` in through the api at `api`; resolves with `call(method, path, body)`, which calls
 * the api as that account and resolves with the parsed body.
 */
export async function signedIn(api, { email, password }) {
  const response = await fetch(`${api}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const { token, message } = await response.json();
  if (!response.ok) throw new Error(`Logging in ${email} answered ${response.status}: ${message}`);
  return async (method, path, body) => {
    const answer = await fetch(`${api}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const parsed = await answer.json();
    if (!answer.ok) {
      const text = [parsed.message].flat().join(' ');
      throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
    }
    return parsed;
  };
}

/**
 * The first day from tomorrow on which motorcycle `id` is free all day, and the first on which
 * it is taken with the time (`HH:mm`) it is first held that day, within the api's availability
 * window (92 days).
 */
export async function freeAndTakenDays(call, id, timeZone) {
  const from = shopDate(timeZone, 1);
  const { data } = await call('GET', `/api/v1/motorcycles/${id}/availability?from=${from}&days=92`);
  const busy = data.busy.map((b) => ({ start: wallClockMs(b.start), end: wallClockMs(b.end) }));
  let free = null;
  let taken = null;
  // When on the taken day it is held: a single day's ride starting then meets the booking.
  let takenAt = null;
  const first = wallClockMs(from);
  for (let day = first; day < first + 92 * DAY && !(free && taken); day += DAY) {
    const held = busy.find(({ start, end }) => start < day + DAY && day < end);
    const date = new Date(day).toISOString().slice(0, 10);
    if (held && !taken) {
      taken = date;
      takenAt = new Date(Math.max(held.start, day)).toISOString().slice(11, 16);
    } else if (!held) free ??= date;
  }
  return { free, taken, takenAt };
}

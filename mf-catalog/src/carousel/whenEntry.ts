import {
  timeWindowProblems,
  wallClockDateTimeMs,
  wallClockText,
  type RuleProblem,
  type TimeWindow,
} from 'shared-domain';

/**
 * What the rider typed in the "When?" form: one day (a day, a start time and a length in hours
 * and minutes) or, with "More than one day", a from and a to day and time. Kept as typed; here,
 * nothing yet.
 */
export const EMPTY_WHEN = {
  multiDay: false,
  date: '',
  startTime: '',
  hours: '',
  minutes: '',
  endDate: '',
  endTime: '',
};

export type WhenEntry = typeof EMPTY_WHEN;

/** The inputs a problem is said beside ("length": the hours and minutes together). */
export type WhenField = 'date' | 'startTime' | 'length' | 'endDate' | 'endTime';

/** The form's own sentences (the catalog's keys) about an entry it cannot read. */
export type EntryKey =
  | 'when.missingDay'
  | 'when.missingTime'
  | 'when.missingLength'
  | 'when.badLength'
  | 'when.zeroLength';

/** A problem: the form's own sentence, or a rule's, shared with the api (shared-domain). */
export type WhenProblem = { entry: EntryKey } | { rule: RuleProblem };

export type WhenProblems = Partial<Record<WhenField, WhenProblem>>;

/** A single day's ride is at most 23 h 59 min: longer ones take "More than one day". */
export const MAX_HOURS = 23;
export const MAX_MINUTES = 59;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const WHOLE = /^\d{1,2}$/;

/** Minutes in the length typed (an empty box is 0), or null when it is not whole and in range. */
function lengthMinutes(hours: string, minutes: string): number | null {
  const h = hours.trim() || '0';
  const m = minutes.trim() || '0';
  if (!WHOLE.test(h) || !WHOLE.test(m)) return null;
  if (Number(h) > MAX_HOURS || Number(m) > MAX_MINUTES) return null;
  return Number(h) * 60 + Number(m);
}

/** Epoch ms of a wall-clock time read as UTC, back as `YYYY-MM-DDTHH:mm`. */

/** The window the entry names, or what is missing or unreadable in it. */
function readEntry(entry: WhenEntry): { window: TimeWindow } | { problems: WhenProblems } {
  const problems: WhenProblems = {};
  const missingDay = { entry: 'when.missingDay' } as const;
  const missingTime = { entry: 'when.missingTime' } as const;
  if (!entry.date) problems.date = missingDay;
  if (!entry.startTime) problems.startTime = missingTime;
  if (entry.multiDay) {
    if (!entry.endDate) problems.endDate = missingDay;
    if (!entry.endTime) problems.endTime = missingTime;
    if (Object.keys(problems).length > 0) return { problems };
    return {
      window: { from: `${entry.date}T${entry.startTime}`, to: `${entry.endDate}T${entry.endTime}` },
    };
  }
  const length = lengthMinutes(entry.hours, entry.minutes);
  if (!entry.hours.trim() && !entry.minutes.trim())
    problems.length = { entry: 'when.missingLength' };
  else if (length === null) problems.length = { entry: 'when.badLength' };
  else if (length === 0) problems.length = { entry: 'when.zeroLength' };
  if (Object.keys(problems).length > 0 || length === null) return { problems };
  const from = `${entry.date}T${entry.startTime}`;
  const start = wallClockDateTimeMs(from);
  if (start === null) return { problems: { date: missingDay } };
  return { window: { from, to: wallClockText(start + length * MINUTE_MS) } };
}

/**
 * The window to search, or the problems to say beside the inputs: the form's own (something
 * missing, a length it cannot read), then the rules the api applies on the shop's clock.
 */
export function windowOfEntry(
  entry: WhenEntry,
  now: Date,
  timeZone: string,
): { window: TimeWindow } | { problems: WhenProblems } {
  const read = readEntry(entry);
  if ('problems' in read) return read;
  const { from, to } = timeWindowProblems(read.window, now, timeZone);
  if (!from && !to) return read;
  const problems: WhenProblems = {};
  if (from) problems.startTime = { rule: from };
  if (to) problems[entry.multiDay ? 'endTime' : 'length'] = { rule: to };
  return { problems };
}

/**
 * The entry that names `window`: one day when it lasts under a day (the form's single-day
 * length), else from and to; a window the rider cannot have typed is shown as written.
 */
export function entryOfWindow({ from, to }: TimeWindow): WhenEntry {
  const start = wallClockDateTimeMs(from);
  const end = wallClockDateTimeMs(to);
  const [date = '', startTime = ''] = from.split('T');
  if (start !== null && end !== null && end > start && end - start < 24 * HOUR_MS) {
    const minutes = (end - start) / MINUTE_MS;
    return {
      ...EMPTY_WHEN,
      date,
      startTime,
      hours: String(Math.floor(minutes / 60)),
      minutes: String(minutes % 60),
    };
  }
  const [endDate = '', endTime = ''] = to.split('T');
  return { ...EMPTY_WHEN, multiDay: true, date, startTime, endDate, endTime };
}

import {
  BOOKING_SENTENCES,
  bookingTotal,
  isBeyondHorizon,
  isOnOrAfter,
  isValidISODate,
  MAX_BOOKING_HOURS,
  multiDayDuration,
  singleDayDuration,
} from 'shared-domain';

/** What the rider entered about when: one day (date + time) or several (from/to date + time). */
export interface BookingTime {
  multiDay: boolean;
  date: string;
  time: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export const EMPTY_BOOKING_TIME: BookingTime = {
  multiDay: false,
  date: '',
  time: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

/** Why there is no total to show yet; `incomplete` needs no explanation. */
export type QuoteProblem =
  | 'incomplete'
  | 'past'
  | 'tooFar'
  | 'zeroTime'
  | 'endNotAfterStart'
  | 'tooLong'
  | 'noMotorcycle'
  | 'noPrice'
  /** The motorcycle is already booked for part of that time (set by checkAvailability). */
  | 'taken';

export type Quote =
  | {
      ok: true;
      /** Hours, one decimal. */
      duration: number;
      /** US dollars, two decimals. */
      total: number;
      /** What the api gets: `YYYY-MM-DD` for one day, the start `YYYY-MM-DDTHH:mm` for several. */
      date: string;
    }
  | { ok: false; problem: QuoteProblem; duration?: number };

/**
 * Duration, total and the date to send, with shared-domain's booking rules (docs/PRODUCT.md,
 * "Bookings"): the total counts only when it is above 0 and the (start) date is today or later;
 * several days also need the end after the start. `pricePerHour` is undefined while no
 * motorcycle is chosen.
 */
export function quoteBooking(
  time: BookingTime,
  pricePerHour: number | undefined,
  today: string,
): Quote {
  const firstDate = time.multiDay ? time.startDate : time.date;
  const complete = time.multiDay
    ? Boolean(time.startDate && time.startTime && time.endDate && time.endTime)
    : Boolean(time.date && time.time);
  if (!complete || !isValidISODate(firstDate)) return { ok: false, problem: 'incomplete' };

  const duration = time.multiDay
    ? multiDayDuration(time.startDate, time.startTime, time.endDate, time.endTime)
    : singleDayDuration(time.time);
  if (Number.isNaN(duration)) return { ok: false, problem: 'incomplete' };
  if (!isOnOrAfter(firstDate, today)) return { ok: false, problem: 'past' };
  if (isBeyondHorizon(firstDate, today)) return { ok: false, problem: 'tooFar' };
  if (duration <= 0) {
    return { ok: false, problem: time.multiDay ? 'endNotAfterStart' : 'zeroTime' };
  }
  if (duration > MAX_BOOKING_HOURS) return { ok: false, problem: 'tooLong', duration };
  if (pricePerHour === undefined) return { ok: false, problem: 'noMotorcycle', duration };

  const total = bookingTotal(duration, pricePerHour);
  if (!(total > 0)) return { ok: false, problem: 'noPrice', duration };
  const date = time.multiDay ? `${time.startDate}T${time.startTime}` : time.date;
  return { ok: true, duration, total, date };
}

/** Said before Book Now when the chosen time meets a booking of that motorcycle. */
export const TAKEN = 'Taken on that day: choose another day or another Vespa';

/**
 * The sentence shown when a complete entry cannot be booked; null when nothing needs saying.
 * What the api also refuses is said in the api's words (shared-domain's sentences).
 */
export function problemText(problem: QuoteProblem): string | null {
  switch (problem) {
    case 'past':
      return BOOKING_SENTENCES.past;
    case 'tooFar':
      return BOOKING_SENTENCES.tooFar;
    case 'zeroTime':
      return 'Enter a time above 00:00: it is how long you will ride.';
    case 'endNotAfterStart':
      return 'The end must be after the start.';
    case 'tooLong':
      return BOOKING_SENTENCES.tooLong;
    case 'noMotorcycle':
      return 'Choose a motorcycle to see the total.';
    case 'noPrice':
      return 'This motorcycle has no booking price yet, so it cannot be booked online.';
    case 'taken':
      return TAKEN;
    case 'incomplete':
      return null;
  }
}

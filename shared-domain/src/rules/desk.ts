import { bookingInterval } from '../booking';
import { bookingStartParts } from '../bookingText';
import { isBlank, singleLineProblem } from './text';

/** The desk's rules, shared by its dialogs and the api (docs/PRODUCT.md, "The shop's desk"). */

/** A workshop block longer than this is a mistake in the dates, not a repair. */
export const MAX_BLOCK_DAYS = 366;
/** An odometer beyond this (km) is a typo. */
export const ODOMETER_MAX_KM = 10_000_000;
export const DESK_NOTE_MAX_LENGTH = 500;
/** A timed ride can be handed over this many hours before its start, on the shop's clock. */
export const HANDOVER_LEAD_HOURS = 2;
/**
 * When the shop opens, minutes after midnight: a date-only (all-day) booking is collected during
 * opening hours, so it is never late before this. A constant until the shop's profile says it.
 */
export const SHOP_OPENS_MINUTES = 9 * 60;

export const DESK_SENTENCES = {
  workshop:
    'This motorcycle is in the workshop at that time. Please choose another date or motorcycle.',
  blockOverReservations:
    'This motorcycle has reservations at that time. Cancel or move them before taking it to the workshop.',
  blockOverBlock: 'This motorcycle is already in the workshop at that time.',
  reasonBlank: "Reason can't be blank",
  fromInvalid: 'From must be a valid YYYY-MM-DDTHH:mm',
  toInvalid: 'To must be a valid YYYY-MM-DDTHH:mm',
  toNotAfter: 'To must be after From',
  tooLong: `A workshop block can last at most ${MAX_BLOCK_DAYS} days`,
  odometer: 'Odometer must be a whole number of kilometres, 0 or more',
  odometerBelowPickup: (pickupKm: number) =>
    `Odometer can't be below the ${pickupKm} km it showed when it was handed over`,
  odometerBelowLast: (lastKm: number) =>
    `Odometer can't be below ${lastKm} km, the scooter's last reading`,
  toPast: "To can't be in the past",
  notBack:
    'This motorcycle has not been brought back yet. Please choose another date or motorcycle.',
  stillOut: 'This motorcycle is still out with another rider: take it back first',
  tooEarly: (date: string) => {
    const { day, time } = bookingStartParts(date);
    return time === undefined
      ? `This ride is on ${day}; it can be handed over that day.`
      : `This ride starts at ${time} on ${day}; it can be handed over from ${HANDOVER_LEAD_HOURS} hours before.`;
  },
} as const;

/** Epoch ms of a wall-clock `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`, its midnight) read as UTC, or null. */
export function wallClockMs(text: string): number | null {
  return bookingInterval(text, 1)?.start ?? null;
}

/** The sentences that say what is wrong with a block's times, in the form's order (none: fine). */
export function blockTimeProblems(from: string, to: string): string[] {
  const start = wallClockMs(from);
  const end = wallClockMs(to);
  const problems: string[] = [];
  if (start === null) problems.push(DESK_SENTENCES.fromInvalid);
  if (end === null) problems.push(DESK_SENTENCES.toInvalid);
  if (start === null || end === null) return problems;
  if (end <= start) problems.push(DESK_SENTENCES.toNotAfter);
  else if (end - start > MAX_BLOCK_DAYS * 86_400_000) problems.push(DESK_SENTENCES.tooLong);
  return problems;
}

export function blockReasonProblem(reason: string): string | null {
  return isBlank(reason) ? DESK_SENTENCES.reasonBlank : singleLineProblem('Reason', reason);
}

/** A hand-over's or take-back's odometer: a whole number of km; at take-back not below pickup's. */
export function odometerProblem(km: number, pickupKm?: number): string | null {
  if (!Number.isInteger(km) || km < 0 || km > ODOMETER_MAX_KM) return DESK_SENTENCES.odometer;
  if (pickupKm !== undefined && km < pickupKm) return DESK_SENTENCES.odometerBelowPickup(pickupKm);
  return null;
}

/** Whole minutes a ride came back after its end (0 when on time); both wall clock read as UTC. */
export function lateMinutes(endMs: number, returnedMs: number): number {
  return Math.max(0, Math.floor((returnedMs - endMs) / 60_000));
}

/**
 * From when a ride can be handed over (wall clock, epoch ms read as UTC): a timed ride from
 * HANDOVER_LEAD_HOURS before its start, a date-only ride all its first day; null for a bad date.
 */
export function handoverOpensAt(date: string): number | null {
  const start = wallClockMs(date);
  if (start === null) return null;
  return date.includes('T') ? start - HANDOVER_LEAD_HOURS * 3_600_000 : start;
}

/** When a ride is due at the desk: its start, or for a date-only ride the shop's opening. */
export function pickupDueAt(date: string): number | null {
  const start = wallClockMs(date);
  if (start === null) return null;
  return date.includes('T') ? start : start + SHOP_OPENS_MINUTES * 60_000;
}

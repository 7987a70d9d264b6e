import { bookingInterval } from '../booking';
import { ruleProblem, unreadableEnds, type RuleProblem } from './problem';
import { blankProblem, isBlank, singleLineProblem } from './text';

/** The desk's rules, shared by its dialogs and the api (docs/PRODUCT.md, "The shop's desk"). */

/** A workshop block longer than this is a mistake in the dates, not a repair. */
export const MAX_BLOCK_DAYS = 366;
/** An odometer beyond this (km) is a typo. */
export const ODOMETER_MAX_KM = 10_000_000;
/** A timed ride can be handed over this many hours before its start, on the shop's clock. */
export const HANDOVER_LEAD_HOURS = 2;
/**
 * When the shop opens, minutes after midnight: a date-only (all-day) booking is collected during
 * opening hours, so it is never late before this. A constant until the shop's profile says it.
 */
export const SHOP_OPENS_MINUTES = 9 * 60;

/** The desk's problems that only the api can find (it knows the other rides and blocks). */
export const DESK_PROBLEMS = {
  blockOverReservations: ruleProblem('desk.blockOverReservations'),
  blockOverBlock: ruleProblem('desk.blockOverBlock'),
  toPast: ruleProblem('desk.toPast'),
  stillOut: ruleProblem('desk.stillOut'),
  odometerBelowPickup: (km: number) => ruleProblem('desk.odometerBelowPickup', { km }),
  odometerBelowLast: (km: number) => ruleProblem('desk.odometerBelowLast', { km }),
  /** Said of a ride handed over too early: its start (wall clock read as UTC) names the day. */
  tooEarly: (date: string): RuleProblem => {
    const start = wallClockMs(date) ?? 0;
    return date.includes('T')
      ? ruleProblem('desk.tooEarlyTime', { start, hours: HANDOVER_LEAD_HOURS })
      : ruleProblem('desk.tooEarlyDay', { start });
  },
};

/** Epoch ms of a wall-clock `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`, its midnight) read as UTC, or null. */
export function wallClockMs(text: string): number | null {
  return bookingInterval(text, 1)?.start ?? null;
}

/** What is wrong with a block's times, by field, in the form's order (none: fine). */
export function blockTimeProblems(
  from: string,
  to: string,
): { from?: RuleProblem; to?: RuleProblem } {
  const start = wallClockMs(from);
  const end = wallClockMs(to);
  if (start === null || end === null) return unreadableEnds(start, end, 'field.dateTime');
  if (end <= start) return { to: ruleProblem('desk.toNotAfter') };
  if (end - start > MAX_BLOCK_DAYS * 86_400_000) {
    return { to: ruleProblem('desk.tooLong', { days: MAX_BLOCK_DAYS }) };
  }
  return {};
}

export function blockReasonProblem(reason: string): RuleProblem | null {
  return isBlank(reason) ? blankProblem('reason') : singleLineProblem('reason', reason);
}

/** A hand-over's or take-back's odometer: a whole number of km; at take-back not below pickup's. */
export function odometerProblem(km: number, pickupKm?: number): RuleProblem | null {
  if (!Number.isInteger(km) || km < 0 || km > ODOMETER_MAX_KM) return ruleProblem('desk.odometer');
  if (pickupKm !== undefined && km < pickupKm) return DESK_PROBLEMS.odometerBelowPickup(pickupKm);
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

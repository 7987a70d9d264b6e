/**
 * The single-day ride length, entered as hours and minutes. The booking rule reads it the way
 * the product always has, as a time of day `HH:mm` turned into hours plus minutes/60 with one
 * decimal (shared-domain's singleDayDuration); this module only turns the two numbers into that
 * form and says the length the way people say it ("2 h 30 min").
 */

/** A single day holds at most 23 h 59 min: longer rides take the several-days form. */
export const MAX_RIDE_HOURS = 23;
export const MAX_RIDE_MINUTES = 59;

const WHOLE = /^\d{1,2}$/;

/** Nothing entered in either box. */
export function isRideLengthEmpty(hours: string, minutes: string): boolean {
  return hours.trim() === '' && minutes.trim() === '';
}

/**
 * `HH:mm` for whole hours 0–23 and minutes 0–59 (an empty box counts as 0), else null.
 * "2" and "30" → "02:30".
 */
export function rideLengthClock(hours: string, minutes: string): string | null {
  const h = hours.trim() === '' ? '0' : hours.trim();
  const m = minutes.trim() === '' ? '0' : minutes.trim();
  if (!WHOLE.test(h) || !WHOLE.test(m)) return null;
  const hourCount = Number(h);
  const minuteCount = Number(m);
  if (hourCount > MAX_RIDE_HOURS || minuteCount > MAX_RIDE_MINUTES) return null;
  return `${String(hourCount).padStart(2, '0')}:${String(minuteCount).padStart(2, '0')}`;
}

/** Minutes in `HH:mm` as made by rideLengthClock: "02:30" → 150. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 150 → "2 h 30 min", 120 → "2 h", 45 → "45 min". */
export function rideLengthText(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

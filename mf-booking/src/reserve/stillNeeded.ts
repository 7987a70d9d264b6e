import type { BookingT } from '../locales/i18n';
import type { BookingTime } from './quote';
import { isRideLengthEmpty } from './rideLength';

/** What the entry can still lack: the names of the inputs it is entered in. */
export type NeededField =
  'rider' | 'motorcycle' | Exclude<keyof BookingTime, 'multiDay' | 'rideMinutes'>;

/**
 * What the entry still lacks before Book Now can appear, in the form's order: at the desk the
 * rider it is for (a rider books for themselves: `rider` true), then what the total needs.
 */
export function stillNeeded(
  time: BookingTime,
  has: { rider: boolean; motorcycle: boolean },
): NeededField[] {
  const needed: NeededField[] = [];
  if (!has.rider) needed.push('rider');
  if (!has.motorcycle) needed.push('motorcycle');
  if (time.multiDay) {
    if (!time.startDate) needed.push('startDate');
    if (!time.startTime) needed.push('startTime');
    if (!time.endDate) needed.push('endDate');
    if (!time.endTime) needed.push('endTime');
  } else {
    if (!time.date) needed.push('date');
    if (!time.dayStart) needed.push('dayStart');
    if (isRideLengthEmpty(time.rideHours, time.rideMinutes)) needed.push('rideHours');
  }
  return needed;
}

/** How each missing thing is named in the "still needed" line. */
const NEEDED_TEXT = {
  rider: 'needed.rider',
  motorcycle: 'needed.motorcycle',
  date: 'needed.date',
  dayStart: 'needed.dayStart',
  rideHours: 'needed.rideHours',
  startDate: 'needed.startDate',
  startTime: 'needed.startTime',
  endDate: 'needed.endDate',
  endTime: 'needed.endTime',
} as const satisfies Record<NeededField, string>;

/** "Still needed for Book Now: a motorcycle, the date and the ride length." or null. */
export function stillNeededText(
  needed: NeededField[],
  t: BookingT,
  language: string,
): string | null {
  if (needed.length === 0) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return t('form.needed', { list: list.format(needed.map((field) => t(NEEDED_TEXT[field]))) });
}

import { formatWallClock, type AdminReservation, type Interval } from 'shared-domain';
import { currentLanguage } from 'shared-ui';
import { clockText, DAY_MS, shortDayName as shortDay } from '../desk/deskText';
import type { AdminT } from '../ui/i18n';

/**
 * A ride's start or end as the desk reads it on Today: "10:00" today, "Mon, Dec 2, 18:00" on another
 * day, "24:00" for an end at midnight; a whole day's booking (`YYYY-MM-DD`) is "All day" or "End
 * of day" today, else its day. `due` is the end said as when it is due back ("Due 18:00").
 * `dayStart` is the start of the shop's today (epoch ms read as UTC).
 */
export function rowTime(
  t: AdminT,
  { reservation, interval }: { reservation: AdminReservation; interval: Interval },
  dayStart: number,
  at: 'start' | 'end' | 'due',
): string {
  const end = at !== 'start';
  const ms = end ? interval.end : interval.start;
  const dayEnd = dayStart + DAY_MS;
  let time;
  if (!reservation.date.includes('T')) {
    if (end) time = ms === dayEnd ? t('today.endOfDay') : shortDay(ms - DAY_MS);
    else time = ms === dayStart ? t('today.allDay') : shortDay(ms);
  } else if (end && ms === dayEnd) time = '24:00';
  else if (ms >= dayStart && ms < dayEnd) time = clockText(ms);
  else time = formatWallClock(ms, 'shortDayTime', currentLanguage());
  return at === 'due' ? t('today.due', { time }) : time;
}

import { clockText, DAY_MS, shortDayName as shortDay } from '../desk/deskText';
import type { AdminT } from '../ui/i18n';

/**
 * A start or an end as the desk reads it on Today: "10:00" today, "Mon 2 Dec 18:00" on another
 * day, "24:00" for an end at midnight; a whole day's booking (`YYYY-MM-DD`) is "All day" or "End
 * of day" today, else its day. `dayStart` is the start of the shop's today (epoch ms read as UTC).
 */
export function rowTime(
  t: AdminT,
  ms: number,
  dayStart: number,
  wholeDay: boolean,
  end: boolean,
): string {
  const dayEnd = dayStart + DAY_MS;
  if (wholeDay) {
    if (end) return ms === dayEnd ? t('today.endOfDay') : shortDay(ms - DAY_MS);
    return ms === dayStart ? t('today.allDay') : shortDay(ms);
  }
  if (end && ms === dayEnd) return '24:00';
  return ms >= dayStart && ms < dayEnd ? clockText(ms) : `${shortDay(ms)} ${clockText(ms)}`;
}

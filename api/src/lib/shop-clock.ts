/**
 * The shop's wall clock: what the clock on the shop's wall shows at `now`, as epoch ms read as
 * UTC, the way bookings' times are stored (docs/PRODUCT.md, "The shop's time zone").
 */
export function shopWallClockMs(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
    now.getUTCMilliseconds(),
  );
}

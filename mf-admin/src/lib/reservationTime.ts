// A cancellation is a real instant: shown in the administrator's own zone. Booking times, which
// have no zone, are formatted by shared-domain (bookingText.ts).
const instant = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant, e.g. "Nov 20, 2026, 14:02" in this browser's zone. */
export function instantText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : instant.format(ms);
}

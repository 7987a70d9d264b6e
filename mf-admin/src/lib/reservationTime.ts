import { currentLanguage } from 'shared-ui';

// A cancellation is a real instant: shown in the administrator's own zone. Booking times, which
// have no zone, are formatted by shared-domain (bookingText.ts).

/** An ISO instant in the language shown, e.g. "Nov 20, 2026, 14:02" in this browser's zone. */
export function instantText(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(currentLanguage(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

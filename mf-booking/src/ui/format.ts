/** Formats shared by the reserve form and the reservations table. */

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 2.5 → "2.5 hours", 1 → "1 hour". */
export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

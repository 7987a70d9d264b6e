import { todayISO } from 'shared-domain';

/**
 * The shop's clock for the desk: "now" and "today" as the shop's wall clock reads them, in the
 * form booking times take (epoch ms of the wall-clock time read as UTC; docs/PRODUCT.md, "The
 * shop's desk"). For now the browser's own zone stands in for the shop's: a desk runs in the
 * shop. These two functions are the one place to change when the shop's time zone is known here.
 */
export function shopNow(now: Date = new Date()): number {
  return now.getTime() - now.getTimezoneOffset() * 60_000;
}

/** The shop's today, `YYYY-MM-DD`. */
export function shopToday(now: Date = new Date()): string {
  return todayISO(now);
}

import { MAX_BOOKING_HOURS } from 'shared-domain';

/**
 * No booking holds longer than this (a date-only booking of MAX_BOOKING_HOURS holds 30 whole
 * days, the same span), so one that overlaps [start, end) starts after start - LONGEST_HOLD_MS:
 * the lower bound keeps an index range to a month, not the motorcycle's whole history.
 */
export const LONGEST_HOLD_MS = MAX_BOOKING_HOURS * 3_600_000;

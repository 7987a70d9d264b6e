import type { RidePrices } from 'shared-domain';

/** A motorcycle's prices by the hour alone (no day price), as quoteBooking takes them. */
export const hourly = (bookingPricePerHour: number): RidePrices => ({
  bookingPricePerHour,
  dayPrice: null,
});

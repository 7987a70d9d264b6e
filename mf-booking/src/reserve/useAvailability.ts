import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  busyIntervals,
  checkAvailability,
  covers,
  quoteInterval,
  upcomingWindow,
  windowAround,
  windowInterval,
} from './availability';
import { useGetAvailabilityQuery } from './availabilityApi';
import type { Quote } from './quote';

// Other riders book all the time: ask again whenever the form shows a motorcycle, rather than
// trust an answer cached from an earlier visit.
const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * When the chosen motorcycle is taken: the upcoming weeks, which the form lists, and the quote
 * checked against them. A quote beyond those weeks is checked against its own days, asked for
 * separately. `currentData`, not `data`: an answer about the previous motorcycle must never be
 * shown or checked against while the new one loads. What cannot be loaded blocks nothing: the
 * server still decides when Book Now is pressed.
 */
export function useAvailability(motorcycleId: number | undefined, quote: Quote, today: string) {
  const upcoming = upcomingWindow(today);
  const upcomingQuery = useGetAvailabilityQuery(
    motorcycleId === undefined ? skipToken : { motorcycleId, ...upcoming },
    FRESH,
  );

  const wanted = quoteInterval(quote);
  const listed = windowInterval(upcoming);
  const ownWindow =
    motorcycleId !== undefined && wanted && !(listed && covers(listed, wanted))
      ? windowAround(wanted)
      : null;
  const ownQuery = useGetAvailabilityQuery(
    motorcycleId !== undefined && ownWindow ? { motorcycleId, ...ownWindow } : skipToken,
    FRESH,
  );

  const known = [
    ...busyIntervals(upcomingQuery.currentData?.busy ?? []),
    ...(ownWindow ? busyIntervals(ownQuery.currentData?.busy ?? []) : []),
  ];
  return {
    /** The upcoming weeks, for the list (read its `currentData`). */
    upcoming: upcomingQuery,
    /** The quote, or the 'taken' problem when it meets a known booking. */
    quote: checkAvailability(quote, known),
  };
}

export type UpcomingAvailability = ReturnType<typeof useAvailability>['upcoming'];

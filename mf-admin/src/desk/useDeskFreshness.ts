import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useAppDispatch } from 'shared-auth';

/** How often a desk screen asks again: another desk's hand-over shows here within this. */
export const DESK_POLL_MS = 15_000;

/**
 * The query options of a desk screen (Today, the fleet timeline): two desks agree without a
 * reload. Each screen asks again every 15 s while its tab is visible (plain GETs, which any api
 * instance behind the load balancer answers), at once when its window gets the focus back, and on
 * every visit.
 */
export const DESK_FRESHNESS = {
  pollingInterval: DESK_POLL_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
} as const;

/**
 * Tells RTK Query when the window gets the focus back or its tab is shown again, while a desk
 * screen is open (refetchOnFocus and skipPollingIfUnfocused need it). Counted per store by RTK
 * Query, so two screens may both ask.
 */
export function useDeskFreshness(): void {
  const dispatch = useAppDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
}

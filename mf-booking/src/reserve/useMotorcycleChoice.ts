import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetMotorcyclesQuery } from 'shared-auth/api';

/**
 * The motorcycle the detail page's Book now passed in router state, if any: the catalog sends
 * `{ motorcycleId }`, with the window `from` and `to` when the rider gave one (useBookingTime.ts),
 * so a direct visit to /reserve/new has none.
 */
export function requestedMotorcycleId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('motorcycleId' in state)) return undefined;
  const { motorcycleId } = state as { motorcycleId: unknown };
  return typeof motorcycleId === 'number' ? motorcycleId : undefined;
}

/**
 * Which motorcycle the rider books: the one passed by the detail page, locked while it is still
 * listed, else the one chosen in the select.
 */
export function useMotorcycleChoice() {
  const location = useLocation();
  const requestedId = requestedMotorcycleId(location.state);
  const listQuery = useGetMotorcyclesQuery();
  const list = listQuery.data;
  const locked = requestedId === undefined ? undefined : list?.find((m) => m.id === requestedId);
  const [chosenId, setChosenId] = useState('');
  const motorcycle = locked ?? list?.find((m) => String(m.id) === chosenId);
  return { listQuery, list, requestedId, locked, chosenId, setChosenId, motorcycle };
}

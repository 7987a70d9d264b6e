import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetMotorcyclesQuery } from 'shared-auth/api';

/**
 * Which motorcycle the rider books: the one the detail page's Book now passed in router state,
 * locked while it is still listed, else the one chosen in the select. The catalog sends
 * `{ motorcycleId }`, with the window `from` and `to` when the rider gave one (useBookingTime.ts),
 * so a direct visit to /reserve/new has none.
 */
export function useMotorcycleChoice() {
  const { motorcycleId } = (useLocation().state ?? {}) as { motorcycleId?: unknown };
  const requestedId = typeof motorcycleId === 'number' ? motorcycleId : undefined;
  const listQuery = useGetMotorcyclesQuery();
  const list = listQuery.data;
  const locked = requestedId === undefined ? undefined : list?.find((m) => m.id === requestedId);
  const [chosenId, setChosenId] = useState('');
  const motorcycle = locked ?? list?.find((m) => String(m.id) === chosenId);
  return { listQuery, list, requestedId, locked, chosenId, setChosenId, motorcycle };
}

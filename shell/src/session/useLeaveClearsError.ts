import { useEffect } from 'react';
import { clearMessage, selectSession, useAppStore } from 'shared-auth';

/** A failed attempt's message belongs to its page: leaving the page drops it. */
export function useLeaveClearsError(): void {
  const store = useAppStore();
  useEffect(
    () => () => {
      if (selectSession(store.getState()).error) store.dispatch(clearMessage());
    },
    [store],
  );
}

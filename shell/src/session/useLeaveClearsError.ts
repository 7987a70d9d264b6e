import { useEffect, useRef } from 'react';
import { clearMessage, selectSession, useAppDispatch, useAppSelector } from 'shared-auth';

/** A failed attempt's message belongs to its page: leaving the page drops it. */
export function useLeaveClearsError(): void {
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectSession);
  const failed = useRef(error);
  useEffect(() => {
    failed.current = error;
  }, [error]);
  useEffect(
    () => () => {
      if (failed.current) dispatch(clearMessage());
    },
    [dispatch],
  );
}

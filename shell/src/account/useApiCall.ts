import { useCallback, useState, type FormEvent } from 'react';
import {
  errorMessage,
  fetchJson,
  selectSession,
  sessionAdopted,
  sessionExpired,
  useAppDispatch,
  useAppSelector,
} from 'shared-auth';
import type { Account } from 'shared-domain';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One form's call to the api, with the session's token when there is one: whether it runs, and
 * what the api said when it failed (a sentence, or the 422's list), in the language shown.
 * A 401 ends the session, as every other call of the apps does.
 */
export function useApiCall<Answer>() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectSession).token ?? undefined;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | string[]>('');
  const send = useCallback(
    async (path: string, method: Method, body?: unknown): Promise<Answer | null> => {
      setPending(true);
      setFailure('');
      const result = await fetchJson<Answer>(path, { method, body, token });
      setPending(false);
      if ('data' in result) return result.data;
      if (token && result.error.status === 401) dispatch(sessionExpired());
      setFailure(errorMessage(result.error));
      return null;
    },
    [dispatch, token],
  );
  /** A form's submit: the page stays, and a press while the call runs does nothing. */
  const onSubmit = (run: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void run();
  };
  return { send, pending, failure, onSubmit };
}

/**
 * Keeps the session's user in step with the account as changed (the menu and every app read its
 * name and email), and takes the fresh token a new password gives; other tabs follow.
 */
export function useKeepSession() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectSession).token;
  return ({ id, name, email, admin, role }: Account, newToken?: string) => {
    const kept = newToken ?? token;
    const currentUser = { id, name, email, admin, role };
    if (kept) dispatch(sessionAdopted({ currentUser, token: kept }));
  };
}

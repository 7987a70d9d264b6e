import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import type { User } from 'shared-domain';
import type { RequestStatus } from 'shared-ui';

export interface SessionState extends RequestStatus {
  currentUser: User | null;
  token: string | null;
  /** The rider confirmed a logout and the api is being told; the session ends right after. */
  loggingOut: boolean;
}

/** A thunk of the session's calls, run by the store's redux-thunk. */
export type SessionThunk<T> = ThunkAction<
  Promise<T>,
  { session: SessionState },
  unknown,
  UnknownAction
>;

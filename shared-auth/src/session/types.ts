import type { User } from 'shared-domain';
import type { RequestStatus } from 'shared-ui';

export interface SessionState extends RequestStatus {
  currentUser: User | null;
  token: string | null;
  /** The rider confirmed a logout and the api is being told; the session ends right after. */
  loggingOut: boolean;
}

import type { User } from 'shared-domain';
import type { RequestStatus } from 'shared-ui';

/** The two icon names the menu button shows: bars (the menu closed, the default) or xmark (open). */
export type MenuIcon = 'bars' | 'xmark';

export interface SessionState extends RequestStatus {
  currentUser: User | null;
  token: string | null;
  menuIcon: MenuIcon;
  /** The rider confirmed a logout and the api is being told; the session ends right after. */
  loggingOut: boolean;
}

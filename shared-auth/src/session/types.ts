import type { User } from 'shared-domain';

/** The two icon names the menu button shows: bars (the menu closed, the default) or xmark (open). */
export type MenuIcon = 'bars' | 'xmark';

/** A request group's flags and its information message: what a page tells about a request. */
export interface RequestStatus {
  loading: boolean;
  success: boolean;
  error: boolean;
  /** One sentence, or a validation list: one line per error. */
  message: string | string[];
}

export interface SessionState extends RequestStatus {
  currentUser: User | null;
  token: string | null;
  menuIcon: MenuIcon;
  /** The rider confirmed a logout and the api is being told; the session ends right after. */
  loggingOut: boolean;
}

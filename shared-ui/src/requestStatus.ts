/** A request group's flags and its information message: what a page tells about a request. */
export interface RequestStatus {
  loading: boolean;
  success: boolean;
  error: boolean;
  /** One sentence, or a validation list: one line per error. */
  message: string | string[];
}

/**
 * 'Loading...'-style messages are for the store, not the user: a page shows its own loading
 * state or a busy button instead.
 */
export function isVisibleMessage(message: string | string[]): boolean {
  if (Array.isArray(message)) return message.length > 0;
  return message !== '' && !message.endsWith('...');
}

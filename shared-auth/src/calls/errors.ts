import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A failed call, as RTK Query's fetchBaseQuery (and shared-auth's own fetchJson) reports it. */
export type ApiError = FetchBaseQueryError;

/** How RTK Query's `queryFulfilled` rejects. */
export interface CallFailure {
  error?: FetchBaseQueryError | SerializedError;
}

// In English, as the store keeps them: MessageBox (shared-ui) says them in the language shown,
// from the kit's `messages` catalogue, whose keys they are.
export const CONNECTION_ISSUES = 'Connection Issues !';
const UNEXPECTED = 'Something went wrong. Please try again.';

/** Whether an api body carries a message: a sentence or a list of them. */
export function hasMessage(data: unknown): data is { message: string | string[] } {
  if (typeof data !== 'object' || data === null || !('message' in data)) return false;
  const { message } = data as { message: unknown };
  return (
    typeof message === 'string' ||
    (Array.isArray(message) && message.every((line) => typeof line === 'string'))
  );
}

/**
 * What to tell the user about a failed call: 'Connection Issues !' when the request never got an
 * answer, else the message of the error body the api sent (a sentence or a validation list).
 */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | string[] {
  if (!error) return '';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
      return CONNECTION_ISSUES;
    if (hasMessage(error.data)) return error.data.message;
    return UNEXPECTED;
  }
  return error.message ?? UNEXPECTED;
}

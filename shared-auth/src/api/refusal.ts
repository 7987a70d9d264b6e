import { errorMessage } from 'shared-auth';

/**
 * The api's sentences when it answered 4xx: what was asked was refused (a filter, a month, a
 * window), and asking again won't help; undefined for any other failure, which a Retry may mend.
 */
export function refusalOf(
  error: Parameters<typeof errorMessage>[0],
): string | string[] | undefined {
  const status = error && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500
    ? errorMessage(error)
    : undefined;
}

import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { MessageBox } from './MessageBox';

/** What RTK Query tells of a request whose data has not come. */
interface UnansweredQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: UnansweredQuery;
  /** The status line while it comes: 'Loading... the report'. */
  loadingText: string;
  /** The api's words when it refused the request, where asking again won't help; else a Retry. */
  refusal?: string | string[];
}

/**
 * A page's data before it shows: loading (a Retry in flight too), else failed with a Retry, or
 * refused with the api's sentence.
 */
export function QueryState({ query, loadingText, refusal }: QueryStateProps) {
  if (!query.isError || query.isFetching) return <LoadingState text={loadingText} />;
  if (refusal !== undefined) return <MessageBox message={refusal} error />;
  return <ErrorState onRetry={() => void query.refetch()} />;
}

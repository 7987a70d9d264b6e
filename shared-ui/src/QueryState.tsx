import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { MessageBox } from './MessageBox';

interface QueryStateProps {
  /** An RTK Query result whose data has not come. */
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingText: string;
  /** The api's words when it refused the request, where asking again won't help. */
  refusal?: string | string[];
  /** A failure in one line with its Retry: a part of a page or a dialog, not the page. */
  compact?: boolean;
}

/** A page's data before it shows: loading (a Retry in flight too), failed with a Retry, or refused. */
export function QueryState({ query, loadingText, refusal, compact }: QueryStateProps) {
  if (!query.isError || query.isFetching) return <LoadingState text={loadingText} />;
  if (refusal !== undefined) return <MessageBox message={refusal} error />;
  return <ErrorState compact={compact} onRetry={() => void query.refetch()} />;
}

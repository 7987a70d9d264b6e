import { ErrorState } from './ErrorState';

interface RefreshFailedProps {
  /** An RTK Query result whose data shows; an infinite query's failed next page is ShowMore's. */
  query: {
    isError: boolean;
    isFetching: boolean;
    isFetchNextPageError?: boolean;
    refetch: () => unknown;
  };
  /** Defaults to the product's list-load failure. */
  title?: string;
}

/** A refresh failed while what shows is still worth reading: a one-line Retry above it. */
export function RefreshFailed({ query, title }: RefreshFailedProps) {
  if (!query.isError || query.isFetching || query.isFetchNextPageError) return null;
  return <ErrorState compact title={title} onRetry={() => void query.refetch()} />;
}

import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RequestStatus } from 'shared-ui';
import { errorMessage, hasMessage } from './errors';

interface RequestState {
  isLoading?: boolean;
  isFetching?: boolean;
  isSuccess: boolean;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  data?: unknown;
}

/**
 * A request's loading, success and error flags and its message (the product's request groups,
 * docs/PRODUCT.md "Messages"), derived from an RTK Query hook's state instead of being kept by
 * hand: pending → the group's pending text ('Reserving...', 'Posting...', 'Deleting...', else
 * 'Loading...'); failure → 'Connection Issues !' or the api's message; success → the api's
 * message.
 */
export function describeRequest(state: RequestState, pendingMessage = 'Loading...'): RequestStatus {
  if (state.isLoading || (state.isFetching && !state.isSuccess && !state.isError)) {
    return { loading: true, success: false, error: false, message: pendingMessage };
  }
  if (state.isError) {
    return { loading: false, success: false, error: true, message: errorMessage(state.error) };
  }
  if (state.isSuccess) {
    const message = hasMessage(state.data) ? state.data.message : '';
    return { loading: false, success: true, error: false, message };
  }
  return { loading: false, success: false, error: false, message: '' };
}

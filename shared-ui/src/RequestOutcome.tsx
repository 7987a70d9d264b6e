import type { RequestStatus } from './requestStatus';
import { MessageBox } from './MessageBox';

/**
 * Where a request's result shows, beside the list or form that sent it: while it runs, its
 * pending text ('Deleting...') is said to screen readers only (the busy button shows it to
 * everyone else); then the api's answer in a MessageBox.
 */
export function RequestOutcome({ status }: { status: RequestStatus }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {status.loading ? status.message : ''}
      </p>
      <MessageBox message={status.message} error={status.error} />
    </>
  );
}

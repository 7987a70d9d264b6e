import type { ReactNode } from 'react';
import { MessageBox, PendingButton, type RequestStatus } from 'shared-ui';

/** The end of a desk's form: what went wrong with its request, then its button, waiting on it. */
export function DeskSubmit({ status, children }: { status: RequestStatus; children: ReactNode }) {
  return (
    <>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        type="submit"
        className="button admin-desk-button"
        pending={status.loading}
        pendingText={status.message}
      >
        {children}
      </PendingButton>
    </>
  );
}

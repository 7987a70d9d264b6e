import type { ReactNode } from 'react';
import { MessageBox, type RequestStatus } from 'shared-ui';
import { SubmitButton } from '../ui/SubmitButton';

/** The end of a desk's form: what went wrong with its request, then its button, waiting on it. */
export function DeskSubmit({ status, children }: { status: RequestStatus; children: ReactNode }) {
  return (
    <>
      {status.error && <MessageBox message={status.message} error />}
      <SubmitButton status={status} className="button admin-desk-button">
        {children}
      </SubmitButton>
    </>
  );
}

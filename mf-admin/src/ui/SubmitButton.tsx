import type { ReactNode } from 'react';
import { PendingButton, type RequestStatus } from 'shared-ui';

/** A form's submit button, waiting on the form's request: it says its pending text meanwhile. */
export function SubmitButton({
  status,
  className = 'button',
  children,
}: {
  status: RequestStatus;
  className?: string;
  children: ReactNode;
}) {
  return (
    <PendingButton
      type="submit"
      className={className}
      pending={status.loading}
      pendingText={status.message}
    >
      {children}
    </PendingButton>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import type { AdminReservation } from 'shared-domain';
import { useCancelReservationAsAdminMutation } from '../api/cancelReservationApi';
import { ReasonField } from '../ui/ReasonField';
import { useAskInPlace } from '../ui/useAskInPlace';

/**
 * Cancel, asked once more in place (a second modal over the desk's dialog would only add a
 * layer), with the optional reason told to the rider: "Yes, cancel it" or "No, keep it", which
 * starts focused so a hasty Enter keeps the ride.
 */
export function CancelAction({
  reservation,
  onDone,
}: {
  reservation: AdminReservation;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { asking, ask, back, first: keep, start } = useAskInPlace<HTMLButtonElement>();
  const [reason, setReason] = useState('');
  const [cancel, request] = useCancelReservationAsAdminMutation();
  const status = describeRequest(request, t('cancel.pending'));
  const questionId = useId();

  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        className="button button--secondary admin-desk-button"
        onClick={() => {
          setReason('');
          ask();
        }}
      >
        {t('cancel.start')}
      </button>
    );
  }

  const yes = async () => {
    if (status.loading) return;
    const result = await cancel({ id: reservation.id, reason });
    if (result.data) onDone(result.data.message);
  };

  return (
    <div className="admin-desk-cancel" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="admin-desk-cancel__question">
        {t('cancel.question')}
      </p>
      <ReasonField value={reason} onChange={setReason} />
      {status.error && <MessageBox message={status.message} error />}
      <div className="admin-desk-actions">
        <PendingButton
          className="button button--danger admin-desk-button"
          pending={status.loading}
          pendingText={status.message}
          onClick={() => void yes()}
        >
          {t('cancel.yes')}
        </PendingButton>
        <button
          ref={keep}
          type="button"
          className="button button--secondary admin-desk-button"
          onClick={back}
        >
          {t('cancel.no')}
        </button>
      </div>
    </div>
  );
}

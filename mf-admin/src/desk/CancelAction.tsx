import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import type { AdminReservation } from 'shared-domain';
import { useCancelReservationAsAdminMutation } from '../api/cancelReservationApi';
import { ReasonField } from '../ui/ReasonField';
import { AskInPlace } from './AskInPlace';

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
  const [reason, setReason] = useState('');
  const [cancel, request] = useCancelReservationAsAdminMutation();
  const status = describeRequest(request, t('cancel.pending'));

  const yes = async () => {
    if (status.loading) return;
    const result = await cancel({ id: reservation.id, reason });
    if (result.data) onDone(result.data.message);
  };

  return (
    <AskInPlace
      label={t('cancel.start')}
      className="button button--secondary admin-desk-button"
      onAsk={() => setReason('')}
      question={t('cancel.question')}
      status={status}
      yes={t('cancel.yes')}
      no={t('cancel.no')}
      onYes={() => void yes()}
    >
      <ReasonField value={reason} onChange={setReason} />
    </AskInPlace>
  );
}

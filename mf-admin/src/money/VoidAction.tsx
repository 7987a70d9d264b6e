import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { TextField } from 'shared-ui';
import { DESK_NOTE_MAX_LENGTH } from 'shared-domain';
import { AskInPlace } from '../desk/AskInPlace';
import { useWriteLineMutation } from './moneyApi';

interface Props {
  reservationId: number;
  lineId: number;
  /** The line in words, for the button's name: "Payment, card, $55.50". */
  lineName: string;
  /** Called with the api's message once the void is written. */
  onDone: (message: string) => void;
}

/**
 * Void, asked once more in place with its reason (required): a line is never changed or
 * deleted, a void line cancels it and the ledger keeps both.
 */
export function VoidAction({ reservationId, lineId, lineName, onDone }: Props) {
  const { t } = useTranslation('admin');
  const first = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [write, request] = useWriteLineMutation();
  const status = describeRequest(request, t('money.void.pending'));

  const missing = reason.trim() === '';
  const yes = async () => {
    if (status.loading) return;
    setTried(true);
    if (missing) {
      first.current?.focus();
      return;
    }
    const line = { kind: 'void' as const, line_id: lineId, note: reason.trim() };
    const result = await write({ reservationId, line });
    if (result.data) onDone(result.data.message);
  };

  return (
    <AskInPlace
      label={t('money.void')}
      className="button button--secondary admin-money__void"
      name={t('money.void.named', { line: lineName })}
      onAsk={() => {
        setReason('');
        setTried(false);
      }}
      question={t('money.void.question', { line: lineName })}
      status={status}
      yes={t('money.void.yes')}
      no={t('money.void.no')}
      onYes={() => void yes()}
      first={first}
    >
      <TextField
        ref={first}
        label={t('money.void.reason')}
        error={tried && missing ? t('money.void.reasonMissing') : null}
        maxLength={DESK_NOTE_MAX_LENGTH}
        autoComplete="off"
        value={reason}
        onChange={setReason}
      />
    </AskInPlace>
  );
}

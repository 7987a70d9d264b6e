import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { toCents } from 'shared-domain';
import { DeskSubmit } from '../desk/DeskSubmit';
import { useFirstInvalidFocus } from '../ui/useFirstInvalidFocus';
import { useGetRideMoneyQuery, useWriteLineMutation } from './moneyApi';
import { EntryFields } from './MoneyFields';
import { centsInput, movedLine, type MoneyEntry } from './moneyDraft';

interface Props {
  reservationId: number;
  balance: number;
  onDone: (message: string) => void;
}

/** The balance paid (or refunded) in one line: the whole of it at first, and how. */
function SettleForm({ reservationId, balance, onDone }: Props) {
  const { t } = useTranslation('admin');
  const refund = balance < 0;
  const [entry, setEntry] = useState<MoneyEntry>({
    amount: centsInput(Math.abs(toCents(balance))),
    method: null,
  });
  const [tried, setTried] = useState(false);
  const { form, refuse } = useFirstInvalidFocus();
  const [write, request] = useWriteLineMutation();
  const status = describeRequest(request, t('money.writing'));
  const { line, problems } = movedLine(refund ? 'refund' : 'payment', entry, true);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.loading) return;
    setTried(true);
    if (!line) {
      refuse();
      return;
    }
    const result = await write({ reservationId, line });
    if (result.data) onDone(result.data.message);
  };

  return (
    <form ref={form} className="form admin-desk-form" noValidate onSubmit={(e) => void submit(e)}>
      <EntryFields
        legend={t('money.settle')}
        amountLabel={refund ? t('money.settle.refund') : t('money.payment.amount')}
        amountHint={t('money.settle.whole')}
        methodLegend={refund ? t('money.settle.refundMethod') : t('money.payment.method')}
        entry={entry}
        onChange={setEntry}
        problems={tried ? problems : {}}
      />
      <DeskSubmit status={status}>
        {refund ? t('money.settle.recordRefund') : t('money.settle.recordPayment')}
      </DeskSubmit>
    </form>
  );
}

/**
 * A ride whose steps are over (returned, cancelled) and whose balance is open: what is left is
 * paid or refunded here, later, as the cash-up's open balances ask.
 */
export function SettleBalance({ reservationId, onDone }: Omit<Props, 'balance'>) {
  const { t } = useTranslation('admin');
  const balance = useGetRideMoneyQuery(reservationId).data?.money.balance ?? 0;
  if (balance === 0) return null;
  return (
    <>
      <h3 className="admin-desk-step">{t('money.settle.title')}</h3>
      <SettleForm key={balance} reservationId={reservationId} balance={balance} onDone={onDone} />
    </>
  );
}

import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { toCents } from 'shared-domain';
import { DeskSubmit } from '../desk/DeskSubmit';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { useGetRideMoneyQuery, useWriteLineMutation } from './moneyApi';
import { EntryFields } from './MoneyFields';
import { centsInput, movedLine, type MoneyEntry } from './moneyDraft';

/** What is left once a ride's steps are over: a balance paid or refunded, a deposit given back. */
type Settling = 'payment' | 'refund' | 'deposit_returned';

const SETTLE_TEXT = {
  payment: {
    legend: 'money.settle',
    amount: 'money.payment.amount',
    hint: 'money.settle.whole',
    method: 'money.payment.method',
    button: 'money.settle.recordPayment',
  },
  refund: {
    legend: 'money.settle',
    amount: 'money.settle.refund',
    hint: 'money.settle.whole',
    method: 'money.settle.refundMethod',
    button: 'money.settle.recordRefund',
  },
  deposit_returned: {
    legend: 'money.deposit',
    amount: 'money.depositReturn.amount',
    hint: 'money.depositReturn.whole',
    method: 'money.depositReturn.method',
    button: 'money.depositReturn.record',
  },
} as const satisfies Record<Settling, Record<string, string>>;

interface Props {
  reservationId: number;
  kind: Settling;
  /** What is left, > 0: the form's amount at first. */
  amount: number;
  onDone: (message: string) => void;
}

/** What is left written in one line: the whole of it at first, and how. */
function SettleForm({ reservationId, kind, amount, onDone }: Props) {
  const { t } = useTranslation('admin');
  const text = SETTLE_TEXT[kind];
  const [entry, setEntry] = useState<MoneyEntry>({
    amount: centsInput(toCents(amount)),
    method: null,
  });
  const [write, request] = useWriteLineMutation();
  const status = describeRequest(request, t('money.writing'));
  const { line, problems } = movedLine(kind, entry, true);

  const { form, tried, onSubmit } = useCheckedSubmit(status.loading, async () => {
    if (!line) return false;
    const result = await write({ reservationId, line });
    if (result.data) onDone(result.data.message);
  });

  return (
    <form ref={form} className="form admin-desk-form" noValidate onSubmit={onSubmit}>
      <EntryFields
        legend={t(text.legend)}
        amountLabel={t(text.amount)}
        amountHint={t(text.hint)}
        methodLegend={t(text.method)}
        entry={entry}
        onChange={setEntry}
        problems={tried ? problems : {}}
      />
      <DeskSubmit status={status}>{t(text.button)}</DeskSubmit>
    </form>
  );
}

/**
 * A ride whose steps are over (returned, cancelled): an open balance is paid or refunded here,
 * later, as the cash-up's open balances ask; a deposit still held (its return voided, or a ride
 * whose money an api client wrote) is given back here.
 */
export function SettleBalance({ reservationId, onDone }: Omit<Props, 'kind' | 'amount'>) {
  const { t } = useTranslation('admin');
  const money = useGetRideMoneyQuery(reservationId).data?.money;
  if (!money) return null;
  const { balance, deposit_held: held } = money;
  const left = [
    {
      kind: balance < 0 ? 'refund' : 'payment',
      amount: Math.abs(balance),
      title: 'money.settle.title',
    },
    { kind: 'deposit_returned', amount: held, title: 'money.depositReturn.title' },
  ] as const;
  // Keyed by what is left: a new amount starts its form afresh.
  return left
    .filter(({ amount }) => amount > 0)
    .map(({ kind, amount, title }) => (
      <Fragment key={`${kind} ${amount}`}>
        <h3 className="admin-desk-step">{t(title)}</h3>
        <SettleForm reservationId={reservationId} kind={kind} amount={amount} onDone={onDone} />
      </Fragment>
    ));
}

import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import type { ReservationMoney } from 'shared-domain';
import { useDeskNotice } from '../desk/useDeskNotice';
import { LedgerLines } from './LedgerLines';
import { useGetRideMoneyQuery } from './moneyApi';
import { balanceText } from './moneyText';
import { ApiQueryState } from '../ui/ApiQueryState';
import './money.css';

/** The figures: total, charges, paid, refunded, the balance (marked when open) and the deposit. */
function MoneyFigures({ money }: { money: ReservationMoney }) {
  const { t } = useTranslation('admin');
  const format = useMoney();
  const balance = balanceText(t, format, money.balance);
  const figures = [
    ['money.total', format(money.total)],
    ['money.charges', format(money.charges)],
    ['money.paid', format(money.paid)],
    ['money.refunded', format(money.refunded)],
    [
      'money.balance',
      money.balance === 0 ? balance : <strong className="admin-money__open">{balance}</strong>,
    ],
    ['money.depositHeld', format(money.deposit_held)],
  ] as const;
  return (
    <dl className="admin-desk-facts">
      {figures.map(([key, figure]) => (
        <Fragment key={key}>
          <dt>{t(key)}</dt>
          <dd>{figure}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A ride's money at the desk: its figures and its ledger, each line with Void. What a void did
 * is said here, where the focus goes once its line has changed.
 */
export function MoneyBlock({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('admin');
  const query = useGetRideMoneyQuery(reservationId);
  const titleId = useId();
  const { say, notice } = useDeskNotice();

  const ride = query.data;
  return (
    <section className="admin-money" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-desk-step">
        {t('money.title')}
      </h3>
      {notice}
      {ride ? (
        <>
          <MoneyFigures money={ride.money} />
          <LedgerLines reservationId={ride.id} lines={ride.lines} onVoided={say} />
        </>
      ) : (
        <ApiQueryState query={query} loadingText={t('money.loading')} compact />
      )}
    </section>
  );
}

import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf, useMoney } from 'shared-auth/api';
import { MessageBox, QueryState } from 'shared-ui';
import type { ReservationMoney } from 'shared-domain';
import { LedgerLines } from './LedgerLines';
import { useGetRideMoneyQuery } from './moneyApi';
import { balanceText } from './moneyText';
import './money.css';

/** The figures: total, charges, paid, refunded, the balance (marked when open) and the deposit. */
function MoneyFigures({ money }: { money: ReservationMoney }) {
  const { t } = useTranslation('admin');
  const format = useMoney();
  const balance = balanceText(t, format, money.balance);
  const figures = [
    ['money.total', money.total],
    ['money.charges', money.charges],
    ['money.paid', money.paid],
    ['money.refunded', money.refunded],
  ] as const;
  return (
    <dl className="admin-desk-facts">
      {figures.map(([key, amount]) => (
        <Fragment key={key}>
          <dt>{t(key)}</dt>
          <dd>{format(amount)}</dd>
        </Fragment>
      ))}
      <dt>{t('money.balance')}</dt>
      <dd>
        {money.balance === 0 ? balance : <strong className="admin-money__open">{balance}</strong>}
      </dd>
      <dt>{t('money.depositHeld')}</dt>
      <dd>{format(money.deposit_held)}</dd>
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
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice.count > 0) outcome.current?.focus();
  }, [notice]);

  const ride = query.data;
  return (
    <section className="admin-money" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-desk-step">
        {t('money.title')}
      </h3>
      <div ref={outcome} tabIndex={-1} className="admin-desk-outcome">
        <MessageBox message={notice.text} error={false} />
      </div>
      {ride ? (
        <>
          <MoneyFigures money={ride.money} />
          <LedgerLines
            reservationId={ride.id}
            lines={ride.lines}
            onVoided={(text) => setNotice(({ count }) => ({ text, count: count + 1 }))}
          />
        </>
      ) : (
        <QueryState
          query={query}
          loadingText={t('money.loading')}
          refusal={refusalOf(query.error)}
        />
      )}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { countingLines, type LedgerKind, type LedgerMethod } from 'shared-domain';
import { QueryState } from 'shared-ui';
import { useGetRideMoneyQuery } from './confirmationApi';

const KIND_TEXT = {
  payment: 'money.kind.payment',
  refund: 'money.kind.refund',
  charge: 'money.kind.charge',
  deposit_held: 'money.kind.deposit_held',
  deposit_returned: 'money.kind.deposit_returned',
  deposit_kept: 'money.kind.deposit_kept',
} as const satisfies Record<Exclude<LedgerKind, 'void'>, string>;

const METHOD_TEXT = {
  cash: 'money.method.cash',
  card: 'money.method.card',
  transfer: 'money.method.transfer',
} as const satisfies Record<LedgerMethod, string>;

/**
 * The ride's money as the desk recorded it (docs/PRODUCT.md, "Money at the desk"): what is left
 * to pay at the shop or to have back, the deposit held, and each line that counts (a voided line
 * and its void are the shop's own correction, not the rider's business).
 */
export function RideMoney({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('booking');
  const format = useMoney();
  const titleId = useId();
  const query = useGetRideMoneyQuery(reservationId);
  const ride = query.data;
  const lines = countingLines(ride?.lines ?? []);
  return (
    <section className="booking-confirmation__money" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('money.title')}</h2>
      {!ride ? (
        <QueryState query={query} loadingText={t('money.loading')} compact />
      ) : (
        <>
          <p>
            <strong>
              {ride.money.balance > 0
                ? t('money.due', { amount: format(ride.money.balance) })
                : ride.money.balance < 0
                  ? t('money.owed', { amount: format(-ride.money.balance) })
                  : t('money.settled')}
            </strong>
            {ride.money.deposit_held > 0 && (
              <> {t('money.depositHeld', { amount: format(ride.money.deposit_held) })}</>
            )}
          </p>
          {lines.length > 0 && (
            <ul className="booking-confirmation__lines">
              {lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.method
                      ? t('money.lineWithMethod', {
                          kind: t(KIND_TEXT[line.kind as keyof typeof KIND_TEXT]),
                          method: t(METHOD_TEXT[line.method]),
                        })
                      : t(KIND_TEXT[line.kind as keyof typeof KIND_TEXT])}
                    {line.note && ` (${line.note})`}
                  </span>
                  <span>{format(line.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

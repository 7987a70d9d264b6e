import { Text } from '@react-email/text';
import { formatDate, formatMoney, type LedgerKind, type LedgerMethod } from 'shared-domain';
import { Layout, type TemplateProps } from './layout';

type LineKind = Exclude<LedgerKind, 'void'>;

const KIND_KEYS = {
  payment: 'returnReceipt.kind.payment',
  refund: 'returnReceipt.kind.refund',
  charge: 'returnReceipt.kind.charge',
  deposit_held: 'returnReceipt.kind.deposit_held',
  deposit_returned: 'returnReceipt.kind.deposit_returned',
  deposit_kept: 'returnReceipt.kind.deposit_kept',
} as const satisfies Record<LineKind, string>;

const METHOD_KEYS = {
  cash: 'returnReceipt.method.cash',
  card: 'returnReceipt.method.card',
  transfer: 'returnReceipt.method.transfer',
} as const satisfies Record<LedgerMethod, string>;

/**
 * What the desk recorded at take-back (docs/PRODUCT.md, "The shop's desk"): the times out and
 * back on the shop's clock, the km ridden, how late, the damage and the note; then the ride's
 * money: each line that counts, what is left to pay or to give back, and any deposit still held.
 */
export default function ReturnReceipt(props: TemplateProps<'return-receipt'>) {
  const { t, locale, shop, values } = props;
  const time = (at: number) => formatDate(at, 'dayTime', locale, shop.time_zone);
  const money = (amount: number) => formatMoney(amount, locale, shop.currency);
  const lines = values.lines ?? [];
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('returnReceipt.intro', { motorcycle: values.motorcycle, shop: shop.name })}</Text>
      <Text>
        {t('returnReceipt.out', { time: time(values.outAt) })}
        <br />
        {t('returnReceipt.back', { time: time(values.backAt) })}
        <br />
        {t('returnReceipt.km', { count: values.km })}
        <br />
        {values.lateMinutes > 0
          ? t('returnReceipt.late', { count: values.lateMinutes })
          : t('returnReceipt.onTime')}
      </Text>
      <Text>
        {values.damage
          ? t('returnReceipt.damage', { damage: values.damage })
          : t('returnReceipt.noDamage')}
      </Text>
      {values.note ? <Text>{t('returnReceipt.note', { note: values.note })}</Text> : null}
      {values.balance === undefined ? null : (
        <Text>
          <strong>{t('returnReceipt.money')}</strong>
          {lines.map((line, index) => (
            <span key={index}>
              <br />
              {[
                t(KIND_KEYS[line.kind as LineKind]),
                line.method ? t(METHOD_KEYS[line.method]) : null,
                money(line.amount),
                line.note,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ))}
          <br />
          {values.balance > 0
            ? t('returnReceipt.balanceDue', { amount: money(values.balance) })
            : values.balance < 0
              ? t('returnReceipt.balanceOwed', { amount: money(-values.balance) })
              : t('returnReceipt.settled')}
          {values.depositHeld ? (
            <>
              <br />
              {t('returnReceipt.depositHeld', { amount: money(values.depositHeld) })}
            </>
          ) : null}
        </Text>
      )}
      <Text>{t('returnReceipt.thanks')}</Text>
    </Layout>
  );
}

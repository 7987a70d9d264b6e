import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { LEDGER_METHODS, type CashUpFigures, type DailyCashUp } from 'shared-domain';
import { methodName } from '../money/moneyText';
import { ScrollingTable } from '../ui/ScrollingTable';

/** The table's rows: what came in, what went out (each with its sum), then the day's net. */
const ROWS = [
  ['payments', 'cash.payments'],
  ['deposits_held', 'cash.depositsHeld'],
  ['money_in', 'cash.moneyIn'],
  ['refunds', 'cash.refunds'],
  ['deposits_returned', 'cash.depositsReturned'],
  ['money_out', 'cash.moneyOut'],
] as const satisfies readonly (readonly [keyof CashUpFigures, string])[];

const SUMS: readonly (keyof CashUpFigures)[] = ['money_in', 'money_out'];

/** A row of the table: a figure for each method, then for them all. */
function FigureRow({ cashUp, figure }: { cashUp: DailyCashUp; figure: keyof CashUpFigures }) {
  const money = useMoney();
  const ofMethod = (method: string) =>
    cashUp.methods.find((figures) => figures.method === method)?.[figure] ?? 0;
  return (
    <>
      {LEDGER_METHODS.map((method) => (
        <td key={method} className="admin-report__number">
          {money(ofMethod(method))}
        </td>
      ))}
      <td className="admin-report__number">{money(cashUp.totals[figure])}</td>
    </>
  );
}

/**
 * The day's money by method: cash, card and bank transfer, and their total; then what moved no
 * money (charges, deposits kept) and the deposits held when the day ended.
 */
export function CashFigures({ cashUp }: { cashUp: DailyCashUp }) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  return (
    <>
      <ScrollingTable caption={t('cash.byMethod')}>
        <thead className="admin-report__head">
          <tr>
            <th scope="col">{t('cash.figure')}</th>
            {LEDGER_METHODS.map((method) => (
              <th key={method} scope="col" className="admin-report__number">
                {methodName(t, method)}
              </th>
            ))}
            <th scope="col" className="admin-report__number">
              {t('report.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([figure, key]) => (
            <tr key={figure} className={SUMS.includes(figure) ? 'admin-cash__sum' : undefined}>
              <th scope="row">{t(key)}</th>
              <FigureRow cashUp={cashUp} figure={figure} />
            </tr>
          ))}
        </tbody>
        <tfoot className="admin-report__total">
          <tr>
            <th scope="row">{t('cash.net')}</th>
            <FigureRow cashUp={cashUp} figure="net" />
          </tr>
        </tfoot>
      </ScrollingTable>
      <dl className="admin-cash__facts">
        <dt>{t('cash.closing')}</dt>
        <dd>{money(cashUp.deposits_held_at_closing)}</dd>
        <dt>{t('cash.charges')}</dt>
        <dd>{money(cashUp.totals.charges)}</dd>
        <dt>{t('cash.kept')}</dt>
        <dd>{money(cashUp.totals.deposits_kept)}</dd>
      </dl>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import type { LedgerLine } from 'shared-domain';
import { instantText } from '../lib/reservationTime';
import { kindName, methodName } from './moneyText';
import { VoidAction } from './VoidAction';

interface Props {
  reservationId: number;
  lines: readonly LedgerLine[];
  /** A line was voided: the api's message. */
  onVoided: (message: string) => void;
}

/**
 * A ride's ledger, oldest first: when, what (a void names the kind of line it cancels), how,
 * how much, why and who. A voided line stays, crossed out and marked so in words, and any other
 * line can be voided.
 */
export function LedgerLines({ reservationId, lines, onVoided }: Props) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  if (lines.length === 0) return <p className="admin-money__note">{t('money.lines.none')}</p>;
  const kindOf = (id: number | null) => lines.find((line) => line.id === id)?.kind;

  return (
    <ol className="admin-money__lines" aria-label={t('money.lines')}>
      {lines.map((line) => {
        const voids = kindOf(line.voids_line_id);
        const what =
          line.kind === 'void' && voids
            ? t('money.voidOf', { kind: kindName(t, voids) })
            : kindName(t, line.kind);
        const how = line.method ? methodName(t, line.method) : null;
        const name = [what, how, money(line.amount)].filter(Boolean).join(', ');
        const voided = line.voided_by !== null;
        return (
          <li
            key={line.id}
            className={voided ? 'admin-money__line admin-money__line--voided' : 'admin-money__line'}
          >
            <p className="admin-money__line-head">
              <span className="admin-money__line-what">{how ? `${what}, ${how}` : what}</span>
              <span className="admin-money__amount">{money(line.amount)}</span>
            </p>
            {line.note && <p className="admin-money__line-note">{line.note}</p>}
            <p className="admin-money__line-meta">
              <time dateTime={line.created_at}>{instantText(line.created_at)}</time>
              {line.created_by && `, ${line.created_by.name}`}
              {voided && <strong className="admin-money__voided">{t('money.voided')}</strong>}
            </p>
            {!voided && line.kind !== 'void' && (
              <VoidAction
                reservationId={reservationId}
                lineId={line.id}
                lineName={name}
                onDone={onVoided}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from 'shared-domain';
import { CardCell, CardRow, useLanguage } from 'shared-ui';
import { changedFields } from './auditDiff';
import type { AuditRow } from './auditApi';
import { actionText, valueText } from './auditText';

/** When it was done, on the shop's clock, in the reader's language. */
const doneAt = (row: AuditRow, language: string, timeZone: string) =>
  formatDate(new Date(row.at), 'dayTime', language, timeZone);

/** One action: a row of the table, a card on a phone; its changes as "field: before → after". */
export function AuditEntry({ row, timeZone }: { row: AuditRow; timeZone: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const changes = changedFields(row.before, row.after);
  return (
    <CardRow>
      <CardCell label={t('audit.column.when')}>
        <time dateTime={row.at}>{doneAt(row, language, timeZone)}</time>
      </CardCell>
      <CardCell label={t('audit.column.who')}>
        <Link
          to={{ search: `?actor=${row.actor.id}` }}
          aria-label={t('audit.onlyActor', { name: row.actor.name })}
        >
          {row.actor.name}
        </Link>
      </CardCell>
      <CardCell label={t('audit.column.what')}>{actionText(t, row.action)}</CardCell>
      <CardCell label={t('audit.column.record')}>
        {t('audit.record', { type: row.subject.type, id: row.subject.id })}
      </CardCell>
      <CardCell label={t('audit.column.changes')} wide>
        {changes.length === 0 ? (
          t('audit.noChange')
        ) : (
          <ul className="admin-audit__changes">
            {changes.map(({ field, before, after }) => (
              <li key={field}>
                {t('audit.change', {
                  field,
                  before: valueText(t, before),
                  after: valueText(t, after),
                })}
              </li>
            ))}
          </ul>
        )}
      </CardCell>
    </CardRow>
  );
}

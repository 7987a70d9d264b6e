import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopTimeZone } from 'shared-auth/api';
import { formatDate, type OutboxMail } from 'shared-domain';
import { CardCell, CardRow, CardTable, EmptyState, PendingButton, useLanguage } from 'shared-ui';
import { type OutboxStatus, useGetOutboxQuery } from './mailApi';
import { ApiQueryState } from '../ui/ApiQueryState';

/** What the failed list needs to send one again; the pending list has no action. */
interface Retry {
  busy: boolean;
  sendingId: number | undefined;
  pendingText: string | string[];
  onRetry: (id: number) => void;
}

const TEXT = {
  failed: { title: 'mail.failed', empty: 'mail.failedEmpty', loading: 'mail.failedLoading' },
  pending: { title: 'mail.pending', empty: 'mail.pendingEmpty', loading: 'mail.pendingLoading' },
} as const;

/** When a mail was written, on the shop's clock, in the reader's language. */
const writtenAt = (mail: OutboxMail, language: string, timeZone: string) =>
  formatDate(new Date(mail.created_at), 'dayTime', language, timeZone);

/** One status of the outbox, newest first: kind, recipient, when written, attempts, last error. */
export function MailSection({ status, retry }: { status: OutboxStatus; retry?: Retry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const timeZone = useShopTimeZone();
  const headingId = useId();
  const list = useGetOutboxQuery(status, { refetchOnMountOrArgChange: true });
  const mails = list.currentData;
  const text = TEXT[status];

  let body;
  if (!mails) {
    body = <ApiQueryState query={list} loadingText={t(text.loading)} />;
  } else if (mails.length === 0) {
    body = <EmptyState titleLevel={3} title={t(text.empty)} />;
  } else {
    const columns = [
      { label: t('mail.kind') },
      { label: t('mail.recipient') },
      { label: t('mail.written') },
      { label: t('mail.attempts'), number: true },
      { label: t('mail.lastError') },
      ...(retry ? [{ label: t('mail.actions'), hidden: true }] : []),
    ];
    body = (
      <CardTable caption={t(text.title)} columns={columns}>
        {mails.map((mail: OutboxMail) => (
          <CardRow key={mail.id}>
            <CardCell label={t('mail.kind')}>
              <code>{mail.kind}</code>
            </CardCell>
            <CardCell label={t('mail.recipient')}>{mail.recipient}</CardCell>
            <CardCell label={t('mail.written')}>{writtenAt(mail, language, timeZone)}</CardCell>
            <CardCell label={t('mail.attempts')} number>
              {mail.attempts}
            </CardCell>
            <CardCell label={t('mail.lastError')}>{mail.last_error ?? t('mail.noError')}</CardCell>
            {retry && (
              <CardCell action>
                <PendingButton
                  className="button button--secondary"
                  aria-label={t('mail.sendAgainTo', { kind: mail.kind, to: mail.recipient })}
                  pending={retry.busy}
                  pendingText={retry.sendingId === mail.id ? retry.pendingText : undefined}
                  onClick={() => retry.onRetry(mail.id)}
                >
                  {t('mail.sendAgain')}
                </PendingButton>
              </CardCell>
            )}
          </CardRow>
        ))}
      </CardTable>
    );
  }

  return (
    <section className="admin-mail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(text.title)}</h2>
      {body}
    </section>
  );
}

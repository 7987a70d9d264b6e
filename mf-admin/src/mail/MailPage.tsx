import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { RequestOutcome } from 'shared-ui';
import { AdminPage } from '../ui/AdminPage';
import { useRetryMailMutation } from './mailApi';
import { MailSection } from './MailSection';
import './mail.css';

/**
 * /admin/mail: exposed as './MailPage'; the shell shows it to administrators only. The mail that
 * could not go (docs/PRODUCT.md, "Mail"): the failed first, each with a Send again, then what
 * still waits. After a Send again the focus moves to the answer, since the row leaves the list.
 */
export default function MailPage() {
  const { t } = useTranslation('admin');
  const [retry, request] = useRetryMailMutation();
  const status = describeRequest(request, t('mail.sending'));
  const result = useRef<HTMLDivElement>(null);

  const sendAgain = async (id: number) => {
    if (status.loading) return;
    await retry(id);
    result.current?.focus();
  };

  return (
    <AdminPage wide title={t('mail.title')} lead={t('mail.lead')}>
      <div className="admin-mail__result" ref={result} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>
      <MailSection
        status="failed"
        retry={{
          busy: status.loading,
          sendingId: status.loading ? request.originalArgs : undefined,
          pendingText: status.message,
          onRetry: (id) => void sendAgain(id),
        }}
      />
      <MailSection status="pending" />
    </AdminPage>
  );
}

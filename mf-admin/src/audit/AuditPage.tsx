import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShopTimeZone } from 'shared-auth/api';
import { AdminPage } from '../ui/AdminPage';
import { AuditList } from './AuditList';
import { auditQueryOf } from './auditRequest';
import './audit.css';

/**
 * /admin/audit, exposed as './AuditPage': for the owner, what staff and owners did, newest first,
 * a page at a time: when (on the shop's clock), who, what, to which record, and what changed.
 * A name narrows the list to that person's actions (`?actor=`).
 */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const query = useMemo(() => auditQueryOf(search), [search]);
  // Asked for beside the list: its times are on the shop's clock.
  useShopTimeZone();
  return (
    <AdminPage wide title={t('audit.title')} lead={t('audit.lead')}>
      <AuditList query={query} />
    </AdminPage>
  );
}

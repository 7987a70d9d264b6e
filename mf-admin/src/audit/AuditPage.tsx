import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useShopTimeZone } from 'shared-auth/api';
import { CardTable, EmptyState, RefreshFailed, ShowMore } from 'shared-ui';
import { AdminPage } from '../ui/AdminPage';
import { ApiQueryState } from '../ui/ApiQueryState';
import { auditQueryOf, useGetAuditInfiniteQuery } from './auditApi';
import { AuditEntry } from './AuditEntry';
import './audit.css';

/**
 * /admin/audit, exposed as './AuditPage': for the owner, what staff and owners did, newest first,
 * a page at a time (Show more): when (on the shop's clock), who, what, to which record, and what
 * changed. A name narrows the list to that person's actions (`?actor=`).
 */
export default function AuditPage() {
  const { t } = useTranslation(['admin', 'ui']);
  const { search } = useLocation();
  const query = useMemo(() => auditQueryOf(search), [search]);
  // Asked for beside the list: its times are on the shop's clock.
  const timeZone = useShopTimeZone();
  const list = useGetAuditInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const rows = list.currentData?.pages.flatMap((page) => page.data);

  let body;
  if (rows) {
    const count = rows.length;
    const actor = query.actor && rows[0]?.actor.id === Number(query.actor) ? rows[0].actor : null;
    body = (
      <>
        {query.actor && (
          <p className="admin-audit__filter">
            {actor ? t('audit.filteredBy', { name: actor.name }) : t('audit.filtered')}{' '}
            <Link to={{ search: '' }}>{t('audit.everyone')}</Link>
          </p>
        )}
        <RefreshFailed query={list} />
        {count === 0 ? (
          <EmptyState title={t('audit.empty')} />
        ) : (
          <>
            <CardTable
              caption={t(list.hasNextPage ? 'audit.caption.first' : 'audit.caption', { count })}
              columns={[
                { label: t('audit.column.when') },
                { label: t('audit.column.who') },
                { label: t('audit.column.what') },
                { label: t('audit.column.record') },
                { label: t('audit.column.changes') },
              ]}
            >
              {rows.map((row) => (
                <AuditEntry key={row.id} row={row} timeZone={timeZone} />
              ))}
            </CardTable>
            <ShowMore
              label={t('audit.more')}
              list={list}
              count={count}
              loadedText={(added, shown) => t('audit.loaded', { count: added, shown })}
              endText={t('audit.end', { count })}
            />
          </>
        )}
      </>
    );
  } else {
    body = <ApiQueryState query={list} loadingText={t('audit.loading')} />;
  }

  return (
    <AdminPage wide title={t('audit.title')} lead={t('audit.lead')}>
      {body}
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShopTimeZone } from 'shared-auth/api';
import { CardTable, EmptyState, RefreshFailed, ShowMore } from 'shared-ui';
import { useGetAuditInfiniteQuery } from './auditApi';
import type { AuditQuery } from './auditRequest';
import { AuditEntry } from './AuditEntry';
import { ApiQueryState } from '../ui/ApiQueryState';

/** The audit rows of the filter, newest first, a page at a time (Show more). */
export function AuditList({ query }: { query: AuditQuery }) {
  const { t } = useTranslation(['admin', 'ui']);
  const timeZone = useShopTimeZone();
  const list = useGetAuditInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const rows = list.currentData?.pages.flatMap((page) => page.data);
  if (!rows) {
    return <ApiQueryState query={list} loadingText={t('audit.loading')} />;
  }
  const count = rows.length;
  const actor = query.actor && rows[0]?.actor.id === Number(query.actor) ? rows[0].actor : null;
  return (
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
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCurrentUser, selectIsOwner, useAppSelector } from 'shared-auth';
import { CardTable, EmptyState, RefreshFailed, ShowMore, type CardTableColumn } from 'shared-ui';
import { AdminPage } from '../ui/AdminPage';
import { ApiQueryState } from '../ui/ApiQueryState';
import { InviteStaff } from './InviteStaff';
import { useGetPeopleInfiniteQuery } from './peopleApi';
import { peopleQueryOf, searchOf, type PeopleQuery } from './peopleRequest';
import { PeopleSearch } from './PeopleSearch';
import { PersonRow } from './PersonRow';
import { usePersonChange } from './usePersonChange';
import './people.css';

/**
 * /admin/people, exposed as './PeoplePage' (docs/PRODUCT.md, "Who can do what"): staff and the
 * owner find a rider by name, email or phone, a page at a time (Show more), as All reservations
 * pages; the owner also changes a role, blocks or unblocks an account and invites staff, and the
 * changes answer above the list, which then refreshes. The search lives in the address.
 */
export default function PeoplePage() {
  const { t } = useTranslation(['admin', 'ui']);
  const owner = useAppSelector(selectIsOwner);
  const me = useAppSelector(selectCurrentUser);
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => peopleQueryOf(search), [search]);
  // Typing replaces the address (Back leaves the page rather than undoing a letter).
  const onSearch = useCallback(
    (next: PeopleQuery) => navigate({ search: searchOf(next) }, { replace: true }),
    [navigate],
  );
  // People sign up and book all the time: every visit asks again.
  const list = useGetPeopleInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const rows = list.currentData?.pages.flatMap((page) => page.data);
  const change = usePersonChange();

  let body;
  if (rows) {
    const columns: readonly CardTableColumn[] = [
      { label: t('people.column.name') },
      { label: t('people.column.email') },
      { label: t('people.column.phone') },
      { label: t('people.column.role') },
      { label: t('people.column.access') },
      { label: t('people.column.upcoming'), number: true },
      { label: t('people.column.noShows'), number: true },
      ...(owner ? [{ label: t('people.column.actions'), hidden: true }] : []),
    ];
    const count = rows.length;
    body = (
      <>
        {change.outcome}
        {/* A refresh failed; the rows shown are still worth reading. */}
        <RefreshFailed query={list} />
        {count === 0 ? (
          <EmptyState
            title={t('people.none')}
            hint={query.query || query.role ? t('people.noMatch') : undefined}
          />
        ) : (
          <>
            <CardTable
              caption={t(list.hasNextPage ? 'people.caption.first' : 'people.caption', { count })}
              columns={columns}
            >
              {rows.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  owner={owner}
                  self={person.id === me?.id}
                  busy={change.busy}
                  onAsk={change.ask}
                />
              ))}
            </CardTable>
            <ShowMore
              label={t('people.more')}
              list={list}
              count={count}
              loadedText={(added, shown) => t('people.loaded', { count: added, shown })}
              endText={t('people.end', { count })}
            />
          </>
        )}
        {change.dialog}
      </>
    );
  } else {
    body = <ApiQueryState query={list} loadingText={t('people.loading')} />;
  }

  return (
    <AdminPage wide title={t('people.title')} lead={t('people.lead')}>
      {owner && <InviteStaff />}
      <PeopleSearch query={query} onSearch={onSearch} />
      {body}
    </AdminPage>
  );
}

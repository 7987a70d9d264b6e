import { useTranslation } from 'react-i18next';
import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { CardTable, EmptyState, RefreshFailed, ShowMore, type CardTableColumn } from 'shared-ui';
import { useGetPeopleInfiniteQuery } from './peopleApi';
import type { PeopleQuery } from './peopleRequest';
import { PersonRow } from './PersonRow';
import { usePersonChange } from './usePersonChange';
import { ApiQueryState } from '../ui/ApiQueryState';

/**
 * The people the search selects, a page at a time (Show more), as All reservations pages; the
 * owner's changes answer above the list, which then refreshes.
 */
export function PeopleList({ query, owner }: { query: PeopleQuery; owner: boolean }) {
  const { t } = useTranslation(['admin', 'ui']);
  // People sign up and book all the time: every visit asks again.
  const list = useGetPeopleInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const rows = list.currentData?.pages.flatMap((page) => page.data);
  const change = usePersonChange();
  const me = useAppSelector(selectCurrentUser);

  if (!rows) {
    return <ApiQueryState query={list} loadingText={t('people.loading')} />;
  }
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
  return (
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
}

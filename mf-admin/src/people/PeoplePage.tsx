import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsOwner, useAppSelector } from 'shared-auth';
import { AdminPage } from '../ui/AdminPage';
import { InviteStaff } from './InviteStaff';
import { PeopleList } from './PeopleList';
import { peopleQueryOf, searchOf, type PeopleQuery } from './peopleRequest';
import { PeopleSearch } from './PeopleSearch';
import './people.css';

/**
 * /admin/people, exposed as './PeoplePage' (docs/PRODUCT.md, "Who can do what"): staff and the
 * owner find a rider by name, email or phone, a page at a time; the owner also changes a role,
 * blocks or unblocks an account and invites staff. The search lives in the address.
 */
export default function PeoplePage() {
  const { t } = useTranslation('admin');
  const owner = useAppSelector(selectIsOwner);
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => peopleQueryOf(search), [search]);
  // Typing replaces the address (Back leaves the page rather than undoing a letter).
  const onSearch = useCallback(
    (next: PeopleQuery) => navigate({ search: searchOf(next) }, { replace: true }),
    [navigate],
  );
  return (
    <AdminPage wide title={t('people.title')} lead={t('people.lead')}>
      {owner && <InviteStaff />}
      <PeopleSearch query={query} onSearch={onSearch} />
      <PeopleList query={query} owner={owner} />
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectCurrentUser, useAppSelector, type Access } from 'shared-auth';
import { ScreenTitle } from '../layout/ScreenTitle';
import './i18n';

/**
 * What someone sees on a page their role may not open; its remote is never loaded for them. Staff
 * refused an owner's page read that it is the owner's, and go back to their desk; a rider (or a
 * visitor) reads that it is for administrators.
 */
export function AdminOnlyPage({ access }: { access: Access }) {
  const { t } = useTranslation('notices');
  const user = useAppSelector(selectCurrentUser);
  const staff = access === 'owner' && Boolean(user?.admin);
  const [key, home] = staff
    ? (['ownerOnly', '/admin/today'] as const)
    : (['adminOnly', '/motorcycles'] as const);
  return (
    <ScreenTitle title={t(`${key}.title`)}>
      <section className="shell-notice">
        <h1>{t(`${key}.title`)}</h1>
        <p>
          {t(`${key}.text`)} <Link to={home}>{t(`${key}.link`)}</Link>
        </p>
      </section>
    </ScreenTitle>
  );
}

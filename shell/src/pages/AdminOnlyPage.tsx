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
  const notice = staff
    ? {
        title: t('ownerOnly.title'),
        text: t('ownerOnly.text'),
        link: t('ownerOnly.link'),
        home: '/admin/today',
      }
    : {
        title: t('adminOnly.title'),
        text: t('adminOnly.text'),
        link: t('adminOnly.link'),
        home: '/motorcycles',
      };
  return (
    <ScreenTitle title={notice.title}>
      <section className="shell-notice">
        <h1>{notice.title}</h1>
        <p>
          {notice.text} <Link to={notice.home}>{notice.link}</Link>
        </p>
      </section>
    </ScreenTitle>
  );
}

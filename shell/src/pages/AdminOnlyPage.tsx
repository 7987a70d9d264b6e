import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What a rider (or a visitor) sees on an admin route; the admin remote is never loaded for them. */
export function AdminOnlyPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-notice">
      <h1>{t('adminOnly.title')}</h1>
      <p>
        {t('adminOnly.text')} <Link to="/motorcycles">{t('adminOnly.link')}</Link>
      </p>
    </section>
  );
}

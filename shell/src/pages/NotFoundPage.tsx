import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-notice">
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.text')} <Link to="/motorcycles">{t('notFound.link')}</Link>
      </p>
    </section>
  );
}

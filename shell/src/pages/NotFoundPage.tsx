import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenTitle } from '../layout/ScreenTitle';
import './i18n';

export function NotFoundPage() {
  const { t } = useTranslation('notices');
  return (
    <ScreenTitle title={t('notFound.pageTitle')}>
      <section className="shell-notice">
        <h1>{t('notFound.title')}</h1>
        <p>
          {t('notFound.text')} <Link to="/motorcycles">{t('notFound.link')}</Link>
        </p>
      </section>
    </ScreenTitle>
  );
}

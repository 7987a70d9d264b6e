import { useTranslation } from 'react-i18next';

export function Copyright() {
  const { t } = useTranslation();
  return <p className="shell-copyright">{t('copyright', { year: new Date().getFullYear() })}</p>;
}

import { useTranslation } from 'react-i18next';
import { useGetShopQuery } from 'shared-auth/api';
import { QueryState } from 'shared-ui';
import { AdminPage } from '../ui/AdminPage';
import { ShopSettingsForm } from './ShopSettingsForm';
import './settings.css';

/** /admin/settings, exposed as './SettingsPage': the shop's profile, for its owner. */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const shop = useGetShopQuery();
  return (
    <AdminPage title={t('settings.title')} lead={t('settings.lead')}>
      {shop.data ? (
        <ShopSettingsForm shop={shop.data} />
      ) : (
        <QueryState query={shop} loadingText={t('settings.loading')} />
      )}
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/AdminPage';
import { DeleteList } from './DeleteList';

/** /delete: exposed as './DeletePage'; the shell shows it to administrators only. */
export default function DeletePage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('delete.title')} lead={t('delete.lead')}>
      <DeleteList />
    </AdminPage>
  );
}

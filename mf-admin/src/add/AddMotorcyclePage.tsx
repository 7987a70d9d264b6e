import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/AdminPage';
import { AddMotorcycleForm } from './AddMotorcycleForm';

/** /motorcycle/new: exposed as './AddMotorcyclePage'; the shell shows it to administrators only. */
export default function AddMotorcyclePage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('add.title')} lead={t('add.lead')}>
      <AddMotorcycleForm />
    </AdminPage>
  );
}

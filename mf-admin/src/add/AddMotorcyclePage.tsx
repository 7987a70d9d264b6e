import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { AdminPage } from '../ui/AdminPage';
import { MotorcycleForm } from '../ui/motorcycle-form/MotorcycleForm';
import { EMPTY_FORM, toNewMotorcycle } from '../ui/motorcycle-form/motorcycleForm';
import { useMotorcycleForm } from '../ui/motorcycle-form/useMotorcycleForm';
import { useAddMotorcycleMutation } from '../api/motorcycleApi';

/**
 * /motorcycle/new: exposed as './AddMotorcyclePage'; the shell shows it to administrators only.
 * An empty motorcycle form that posts, says 'Posting...' meanwhile, and resets once the server
 * has added the motorcycle.
 */
export default function AddMotorcyclePage() {
  const { t } = useTranslation('admin');
  const form = useMotorcycleForm(EMPTY_FORM);
  const [addMotorcycle, request] = useAddMotorcycleMutation();
  const status = describeRequest(request, t('add.pending'));
  const created = request.isSuccess ? request.data?.data : undefined;

  const add = async () => {
    const result = await addMotorcycle(toNewMotorcycle(form.values));
    if ('data' in result) form.reset(EMPTY_FORM);
  };

  return (
    <AdminPage title={t('add.title')} lead={t('add.lead')}>
      <MotorcycleForm
        form={form}
        status={status}
        submitLabel={t('add.submit')}
        onValidSubmit={() => void add()}
        saved={created}
      />
    </AdminPage>
  );
}

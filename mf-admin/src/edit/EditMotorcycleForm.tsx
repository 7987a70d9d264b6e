import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { describeRequest } from 'shared-auth';
import { type RequestStatus } from 'shared-ui';
import type { Motorcycle } from 'shared-domain';
import { MotorcycleForm } from '../ui/motorcycle-form/MotorcycleForm';
import { changedFields, toFormValues } from '../ui/motorcycle-form/motorcycleForm';
import { useMotorcycleForm } from '../ui/motorcycle-form/useMotorcycleForm';
import { useEditMotorcycleMutation } from '../api/motorcycleApi';

/**
 * The motorcycle form, prefilled with `motorcycle`, saving with PATCH. Only the fields the admin
 * changed are sent: an edit then never writes back a value another administrator changed
 * meanwhile, and a save with no change sends nothing at all.
 */
export function EditMotorcycleForm({ motorcycle }: { motorcycle: Motorcycle }) {
  // What the server holds as far as this page knows: the list's copy, then each saved answer.
  const { t } = useTranslation('admin');
  const [saved, setSaved] = useState(motorcycle);
  const form = useMotorcycleForm(toFormValues(motorcycle));
  const [editMotorcycle, request] = useEditMotorcycleMutation();
  const [nothingChanged, setNothingChanged] = useState(false);
  const status: RequestStatus = nothingChanged
    ? { loading: false, success: true, error: false, message: t('edit.nothingChanged') }
    : describeRequest(request, t('saving'));

  const save = async () => {
    const changes = changedFields(saved, form.values);
    const unchanged = Object.keys(changes).length === 0;
    setNothingChanged(unchanged);
    if (unchanged) return;
    const result = await editMotorcycle({ id: saved.id, changes });
    if ('data' in result && result.data) {
      setSaved(result.data.data);
      // The stored values, e.g. without the spaces the server trimmed.
      form.reset(toFormValues(result.data.data));
    }
  };

  return (
    <MotorcycleForm
      form={form}
      status={status}
      submitLabel={t('edit.submit')}
      onValidSubmit={() => void save()}
      saved={status.success ? saved : undefined}
    />
  );
}

import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestOutcome, type RequestStatus } from 'shared-ui';
import { SubmitButton } from '../SubmitButton';
import { IdentityFieldset, PictureFieldset, PricesFieldset } from './MotorcycleFieldsets';
import type { MotorcycleFormState } from './useMotorcycleForm';
import './motorcycle-form.css';

interface MotorcycleFormProps {
  form: MotorcycleFormState;
  /** The request's state: its pending text ('Posting...', 'Saving...') and then its answer. */
  status: RequestStatus;
  /** The button's text while no request runs. */
  submitLabel: string;
  /** Called on a submit whose values pass every rule, unless a request is already running. */
  onValidSubmit: () => void;
  /** Under the answer: what to do next, e.g. a link to the motorcycle in the catalogue. */
  children?: ReactNode;
}

/**
 * The motorcycle form of the add and edit pages. The browser's own bubbles are replaced by
 * messages under each field in the api's words (announced, tied to the input, the first invalid
 * field focused); the server's answer shows above the button: its validation list, a refusal, or
 * its success message.
 */
export function MotorcycleForm({
  form,
  status,
  submitLabel,
  onValidSubmit,
  children,
}: MotorcycleFormProps) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.loading || !form.validate()) return;
    onValidSubmit();
  };

  return (
    <form
      className="form admin-motorcycle-form"
      noValidate
      onSubmit={submit}
      aria-busy={status.loading}
    >
      <p className="admin-motorcycle-form__note">{t('form.allRequired')}</p>
      <IdentityFieldset form={form} />
      <PricesFieldset form={form} />
      <PictureFieldset form={form} />

      <div className="admin-motorcycle-form__result">
        <RequestOutcome status={status} />
        {children}
      </div>

      <SubmitButton status={status} className="button admin-motorcycle-form__submit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BOOKING_PRICE_MAX,
  DAY_PRICE_MAX,
  DEPOSIT_MAX,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  type Motorcycle,
} from 'shared-domain';
import { RequestOutcome, type RequestStatus } from 'shared-ui';
import { SubmitButton } from '../SubmitButton';
import { ImagePreview } from './ImagePreview';
import type { FieldName } from './motorcycleForm';
import { MotorcycleField } from './MotorcycleField';
import type { MotorcycleFormState } from './useMotorcycleForm';
import './motorcycle-form.css';

/** How a link begins, the same in every language: not a sentence. */
const LINK_START = 'https://';

/** The amounts: each field, its largest value and its hint; only the day price may be left empty. */
const PRICES = [
  ['bookingPricePerHour', BOOKING_PRICE_MAX, 'form.bookingPricePerHour.hint'],
  ['dayPrice', DAY_PRICE_MAX, 'form.dayPrice.hint'],
  ['deposit', DEPOSIT_MAX, 'form.deposit.hint'],
  ['price', PRICE_MAX, 'form.price.hint'],
] as const;

function TextInput({
  form,
  field,
  hint,
  minLength,
}: {
  form: MotorcycleFormState;
  field: FieldName;
  hint?: string;
  minLength?: number;
}) {
  return (
    <MotorcycleField form={form} field={field} hint={hint}>
      {(control) => <input type="text" required minLength={minLength} {...control} />}
    </MotorcycleField>
  );
}

interface MotorcycleFormProps {
  form: MotorcycleFormState;
  /** The request's state: its pending text ('Posting...', 'Saving...') and then its answer. */
  status: RequestStatus;
  /** The button's text while no request runs. */
  submitLabel: string;
  /** Called on a submit whose values pass every rule, unless a request is already running. */
  onValidSubmit: () => void;
  /** The motorcycle the request just added or saved: under the answer, a link to it in the catalogue. */
  saved?: Pick<Motorcycle, 'id' | 'name'>;
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
  saved,
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
      <fieldset className="admin-motorcycle-form__group">
        <legend>{t('form.identity')}</legend>
        <div className="admin-motorcycle-form__grid">
          <TextInput
            form={form}
            field="name"
            minLength={NAME_MIN_LENGTH}
            hint={t('form.name.hint', { min: NAME_MIN_LENGTH })}
          />
          <TextInput form={form} field="model" />
          <TextInput form={form} field="brand" />
          <TextInput form={form} field="color" />
          <TextInput form={form} field="chassisNumber" hint={t('form.chassisNumber.hint')} />
        </div>
      </fieldset>
      <fieldset className="admin-motorcycle-form__group">
        <legend>{t('form.prices')}</legend>
        <div className="admin-motorcycle-form__grid">
          {PRICES.map(([field, max, hint]) => (
            <MotorcycleField
              key={field}
              form={form}
              field={field}
              hint={t(hint)}
              optional={field === 'dayPrice'}
            >
              {(control) => (
                <input
                  type="number"
                  inputMode="decimal"
                  required={field !== 'dayPrice'}
                  min={PRICE_MIN}
                  max={max}
                  step={PRICE_STEP}
                  {...control}
                />
              )}
            </MotorcycleField>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-motorcycle-form__group">
        <legend>{t('form.picture')}</legend>
        <div className="admin-motorcycle-form__media">
          <MotorcycleField form={form} field="imageLink">
            {(control) => (
              <input
                type="url"
                inputMode="url"
                required
                placeholder={LINK_START}
                autoComplete="off"
                {...control}
              />
            )}
          </MotorcycleField>
          <ImagePreview link={form.values.imageLink} />
        </div>
        <MotorcycleField form={form} field="description" optional>
          {(control) => <textarea rows={4} {...control} />}
        </MotorcycleField>
      </fieldset>

      <div className="admin-motorcycle-form__result">
        <RequestOutcome status={status} />
        {saved && (
          <p className="admin-motorcycle-form__link">
            <Link to={`/motorcycle/${saved.id}`}>
              {t('form.seeInCatalogue', { motorcycle: saved.name })}
            </Link>
          </p>
        )}
      </div>

      <SubmitButton status={status} className="button admin-motorcycle-form__submit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import {
  BOOKING_PRICE_MAX,
  DAY_PRICE_MAX,
  DEPOSIT_MAX,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
} from 'shared-domain';
import { ImagePreview } from './ImagePreview';
import type { FieldName } from './motorcycleForm';
import { MotorcycleField } from './MotorcycleField';
import type { MotorcycleFormState } from './useMotorcycleForm';

/** How a link begins, the same in every language: not a sentence. */
const LINK_START = 'https://';

interface FieldsetProps {
  form: MotorcycleFormState;
}

function TextInput({
  form,
  field,
  hint,
  minLength,
}: FieldsetProps & { field: FieldName; hint?: string; minLength?: number }) {
  return (
    <MotorcycleField form={form} field={field} hint={hint}>
      {(control) => <input type="text" required minLength={minLength} {...control} />}
    </MotorcycleField>
  );
}

function PriceInput({
  form,
  field,
  max,
  hint,
  optional = false,
}: FieldsetProps & { field: FieldName; max: number; hint: string; optional?: boolean }) {
  return (
    <MotorcycleField form={form} field={field} hint={hint} optional={optional}>
      {(control) => (
        <input
          type="number"
          inputMode="decimal"
          required={!optional}
          min={PRICE_MIN}
          max={max}
          step={PRICE_STEP}
          {...control}
        />
      )}
    </MotorcycleField>
  );
}

/** Name, model, brand, colour and chassis number. */
export function IdentityFieldset({ form }: FieldsetProps) {
  const { t } = useTranslation('admin');
  return (
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
  );
}

/** The booking prices (per hour and, optionally, per day), the deposit and the sale price. */
export function PricesFieldset({ form }: FieldsetProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="admin-motorcycle-form__group">
      <legend>{t('form.prices')}</legend>
      <div className="admin-motorcycle-form__grid">
        <PriceInput
          form={form}
          field="bookingPricePerHour"
          max={BOOKING_PRICE_MAX}
          hint={t('form.bookingPricePerHour.hint')}
        />
        <PriceInput
          form={form}
          field="dayPrice"
          max={DAY_PRICE_MAX}
          hint={t('form.dayPrice.hint')}
          optional
        />
        <PriceInput form={form} field="deposit" max={DEPOSIT_MAX} hint={t('form.deposit.hint')} />
        <PriceInput form={form} field="price" max={PRICE_MAX} hint={t('form.price.hint')} />
      </div>
    </fieldset>
  );
}

/** The image link with a live preview, and the optional description. */
export function PictureFieldset({ form }: FieldsetProps) {
  const { t } = useTranslation('admin');
  return (
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
  );
}

import {
  BOOKING_PRICE_MAX,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
} from 'shared-domain';
import { ImagePreview } from './ImagePreview';
import type { FieldName } from './motorcycleForm';
import { MotorcycleField } from './MotorcycleField';
import type { MotorcycleFormState } from './useMotorcycleForm';

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
}: FieldsetProps & { field: FieldName; max: number; hint: string }) {
  return (
    <MotorcycleField form={form} field={field} hint={hint}>
      {(control) => (
        <input
          type="number"
          inputMode="decimal"
          required
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
  return (
    <fieldset className="admin-motorcycle-form__group">
      <legend>The motorcycle</legend>
      <div className="admin-motorcycle-form__grid">
        <TextInput
          form={form}
          field="name"
          minLength={NAME_MIN_LENGTH}
          hint="At least 2 characters"
        />
        <TextInput form={form} field="model" />
        <TextInput form={form} field="brand" />
        <TextInput form={form} field="color" />
        <TextInput form={form} field="chassisNumber" hint="Unique to each motorcycle" />
      </div>
    </fieldset>
  );
}

/** The booking price per hour and the sale price. */
export function PricesFieldset({ form }: FieldsetProps) {
  return (
    <fieldset className="admin-motorcycle-form__group">
      <legend>Prices in US dollars</legend>
      <div className="admin-motorcycle-form__grid">
        <PriceInput
          form={form}
          field="bookingPricePerHour"
          max={BOOKING_PRICE_MAX}
          hint="For one hour, e.g. 12.5"
        />
        <PriceInput form={form} field="price" max={PRICE_MAX} hint="Sale price, e.g. 5299.9" />
      </div>
    </fieldset>
  );
}

/** The image link with a live preview, and the optional description. */
export function PictureFieldset({ form }: FieldsetProps) {
  return (
    <fieldset className="admin-motorcycle-form__group">
      <legend>Picture and description</legend>
      <div className="admin-motorcycle-form__media">
        <MotorcycleField form={form} field="imageLink">
          {(control) => (
            <input
              type="url"
              inputMode="url"
              required
              placeholder="https://"
              autoComplete="off"
              {...control}
            />
          )}
        </MotorcycleField>
        <ImagePreview link={form.values.imageLink} />
      </div>
      <MotorcycleField form={form} field="description" labelSuffix=" (optional)">
        {(control) => <textarea rows={4} {...control} />}
      </MotorcycleField>
    </fieldset>
  );
}

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeRequest, MessageBox } from 'shared-auth';
import {
  BOOKING_PRICE_MAX,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
} from 'shared-domain';
import { useAddMotorcycleMutation } from './addMotorcycleApi';
import { ImagePreview } from './ImagePreview';
import {
  EMPTY_FORM,
  FIELD_ORDER,
  LABELS,
  MAX_LENGTHS,
  fieldProblem,
  toNewMotorcycle,
  type FieldErrors,
  type FieldName,
  type MotorcycleFormValues,
} from './motorcycleForm';
import './AddMotorcycleForm.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

const NUMBER_FIELDS: FieldName[] = ['bookingPricePerHour', 'price'];

/**
 * The add-motorcycle form (SPEC §5). The browser's own bubbles are replaced by messages under each
 * field (announced, tied to the input, the first invalid field focused); the server's answer shows
 * above the button: its validation list, a 403, or its success message, after which the form resets.
 */
export function AddMotorcycleForm() {
  const [addMotorcycle, request] = useAddMotorcycleMutation();
  const status = describeRequest(request, 'Posting...');
  const [values, setValues] = useState<MotorcycleFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  const idBase = useId();
  const idOf = (field: FieldName, part = 'input') => `${idBase}-${field}-${part}`;

  /** A number input holding text the browser cannot read reports '' as its value. */
  const problemOf = (field: FieldName, next: MotorcycleFormValues): string | undefined => {
    const control = controls.current[field];
    if (NUMBER_FIELDS.includes(field) && control?.validity.badInput) {
      return `${LABELS[field]} must be a number`;
    }
    return fieldProblem(field, next);
  };

  const change = (field: FieldName) => (event: ChangeEvent<Control>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once the admin has tried to send, messages follow their corrections as they type.
    if (checked) setErrors((current) => ({ ...current, [field]: problemOf(field, next) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.loading) return;
    const found: FieldErrors = {};
    for (const field of FIELD_ORDER) {
      const problem = problemOf(field, values);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    setChecked(true);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    const result = await addMotorcycle(toNewMotorcycle(values));
    if ('data' in result) {
      setValues(EMPTY_FORM);
      setErrors({});
      setChecked(false);
    }
  };

  /** Props tying one control to its label, hint and message. */
  const bind = (field: FieldName, hint?: boolean) => {
    const describedBy = [
      hint ? idOf(field, 'hint') : '',
      errors[field] ? idOf(field, 'error') : '',
    ].filter(Boolean);
    return {
      id: idOf(field),
      name: field,
      value: values[field],
      onChange: change(field),
      maxLength: MAX_LENGTHS[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      ref: (element: Control | null) => {
        controls.current[field] = element;
      },
    };
  };

  const label = (field: FieldName, suffix = '') => (
    <label htmlFor={idOf(field)}>
      {LABELS[field]}
      {suffix}
    </label>
  );
  const hint = (field: FieldName, text: string) => <small id={idOf(field, 'hint')}>{text}</small>;
  const error = (field: FieldName) =>
    errors[field] ? (
      <p className="field-error" id={idOf(field, 'error')}>
        {errors[field]}
      </p>
    ) : null;

  const textField = (field: FieldName, options: { hint?: string; minLength?: number } = {}) => (
    <div className="form__field">
      {label(field)}
      <input type="text" required minLength={options.minLength} {...bind(field, !!options.hint)} />
      {options.hint && hint(field, options.hint)}
      {error(field)}
    </div>
  );

  const priceField = (field: FieldName, max: number, hintText: string) => (
    <div className="form__field">
      {label(field)}
      <input
        type="number"
        inputMode="decimal"
        required
        min={PRICE_MIN}
        max={max}
        step={PRICE_STEP}
        {...bind(field, true)}
      />
      {hint(field, hintText)}
      {error(field)}
    </div>
  );

  const created = request.isSuccess ? request.data?.data : undefined;

  return (
    <form className="form add-form" noValidate onSubmit={submit} aria-busy={status.loading}>
      <p className="add-form__note">All fields are required except the description.</p>

      <fieldset className="add-form__group">
        <legend>The motorcycle</legend>
        <div className="add-form__grid">
          {textField('name', { minLength: NAME_MIN_LENGTH, hint: 'At least 2 characters' })}
          {textField('model')}
          {textField('brand')}
          {textField('color')}
          {textField('chassisNumber', { hint: 'Unique to each motorcycle' })}
        </div>
      </fieldset>

      <fieldset className="add-form__group">
        <legend>Prices in US dollars</legend>
        <div className="add-form__grid">
          {priceField('bookingPricePerHour', BOOKING_PRICE_MAX, 'For one hour, e.g. 12.5')}
          {priceField('price', PRICE_MAX, 'Sale price, e.g. 5299.9')}
        </div>
      </fieldset>

      <fieldset className="add-form__group">
        <legend>Picture and description</legend>
        <div className="add-form__media">
          <div className="form__field">
            {label('imageLink')}
            <input
              type="url"
              inputMode="url"
              required
              placeholder="https://"
              autoComplete="off"
              {...bind('imageLink')}
            />
            {error('imageLink')}
          </div>
          <ImagePreview link={values.imageLink} id={idOf('imageLink', 'preview')} />
        </div>
        <div className="form__field">
          {label('description', ' (optional)')}
          <textarea rows={4} {...bind('description')} />
        </div>
      </fieldset>

      <div className="add-form__result">
        <p className="admin-visually-hidden" role="status">
          {status.loading ? status.message : ''}
        </p>
        <MessageBox message={status.message} error={status.error} />
        {created && (
          <p className="add-form__created">
            <Link to={`/motorcycle/${created.id}`}>See {created.name} in the catalogue</Link>
          </p>
        )}
      </div>

      <button
        type="submit"
        className="button add-form__submit"
        aria-disabled={status.loading || undefined}
      >
        {status.loading ? status.message : 'Add motorcycle'}
      </button>
    </form>
  );
}

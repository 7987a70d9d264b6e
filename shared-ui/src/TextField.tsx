import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';

interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'children' | 'id'>,
    Omit<FieldProps, 'id' | 'children'> {
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (any `type`) that reports its new value: the common case of `Field`. */
export function TextField({
  label,
  hint,
  error,
  announceError,
  invalid,
  describedBy,
  details,
  onChange,
  ...input
}: TextFieldProps) {
  const field = { label, hint, error, announceError, invalid, describedBy, details };
  return (
    <Field {...field}>
      {(control) => (
        <input {...input} {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

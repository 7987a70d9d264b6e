import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';

interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'children' | 'id'>,
    Pick<FieldProps, 'label' | 'hint' | 'error' | 'announceError'> {
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (any `type`) that reports its new value: the common case of `Field`. */
export function TextField({
  label,
  hint,
  error,
  announceError,
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => (
        <input {...input} {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

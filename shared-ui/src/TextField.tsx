import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'children' | 'id'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/** A labelled text input (any `type`) that reports its new value: the common case of `Field`. */
export function TextField({ label, hint, error, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input {...input} {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from 'shared-ui';
import { LABELS, type FieldName } from './motorcycleForm';
import type { MotorcycleFormState } from './useMotorcycleForm';

type BoundControl = FieldControlProps & ReturnType<MotorcycleFormState['register']>;

interface MotorcycleFieldProps {
  form: MotorcycleFormState;
  field: FieldName;
  hint?: string;
  /** Said after the label, e.g. ' (optional)'. */
  labelSuffix?: string;
  /** The control, given the props that tie it to its label and messages and bind it to the form. */
  children: (control: BoundControl) => ReactNode;
}

/** One field of the add and edit forms: its label, control, hint and message. */
export function MotorcycleField({
  form,
  field,
  hint,
  labelSuffix = '',
  children,
}: MotorcycleFieldProps) {
  return (
    <Field label={`${LABELS[field]}${labelSuffix}`} hint={hint} error={form.errors[field]}>
      {(control) => children({ ...control, ...form.register(field) })}
    </Field>
  );
}

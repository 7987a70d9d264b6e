import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleSentence } from 'shared-domain';
import { Field, type FieldControlProps } from 'shared-ui';
import { FORM_NAMESPACES } from '../i18n';
import type { FieldName } from './motorcycleForm';
import type { MotorcycleFormState } from './useMotorcycleForm';

type BoundControl = FieldControlProps & ReturnType<MotorcycleFormState['register']>;

interface MotorcycleFieldProps {
  form: MotorcycleFormState;
  field: FieldName;
  hint?: string;
  /** Said after the label: the field is optional. */
  optional?: boolean;
  /** The control, given the props that tie it to its label and messages and bind it to the form. */
  children: (control: BoundControl) => ReactNode;
}

/**
 * One field of the add and edit forms: its label (the field's name in the rules catalogue, the
 * name its problems give it), control, hint and message.
 */
export function MotorcycleField({
  form,
  field,
  hint,
  optional = false,
  children,
}: MotorcycleFieldProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const name = t(`rules:${field}`);
  const problem = form.errors[field];
  return (
    <Field
      label={optional ? t('form.optional', { field: name }) : name}
      hint={hint}
      error={problem && ruleSentence(t, problem)}
    >
      {(control) => children({ ...control, ...form.register(field) })}
    </Field>
  );
}

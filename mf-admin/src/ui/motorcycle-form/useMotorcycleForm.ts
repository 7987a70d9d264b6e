import { useRef, useState, type ChangeEvent } from 'react';
import {
  MOTORCYCLE_FIELDS,
  motorcycleFieldProblem,
  ruleProblem,
  type RuleProblem,
} from 'shared-domain';
import {
  MAX_LENGTHS,
  type FieldErrors,
  type FieldName,
  type MotorcycleFormValues,
} from './motorcycleForm';

type Control = HTMLInputElement | HTMLTextAreaElement;

const NUMBER_FIELDS: readonly FieldName[] = ['bookingPricePerHour', 'dayPrice', 'deposit', 'price'];

/**
 * What the add and edit forms hold and how they check it: the values as typed (starting from
 * `initial`), one message per field in the api's words (shown once the admin has tried to send,
 * then following each correction), and the controls, so the first invalid one can take the focus.
 */
export function useMotorcycleForm(initial: MotorcycleFormValues) {
  const [values, setValues] = useState<MotorcycleFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});

  /** A number input holding text the browser cannot read reports '' as its value. */
  const problemOf = (field: FieldName, next: MotorcycleFormValues): RuleProblem | undefined => {
    const control = controls.current[field];
    if (NUMBER_FIELDS.includes(field) && control?.validity.badInput) {
      return ruleProblem('field.number', { field });
    }
    return motorcycleFieldProblem(field, next[field]) ?? undefined;
  };

  /** The props that bind one control to the form: its value, its changes, its limit and ref. */
  const register = (field: FieldName) => ({
    name: field,
    value: values[field],
    maxLength: MAX_LENGTHS[field],
    onChange: (event: ChangeEvent<Control>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (checked) setErrors((current) => ({ ...current, [field]: problemOf(field, next) }));
    },
    ref: (element: Control | null) => {
      controls.current[field] = element;
    },
  });

  /** Checks every field and shows what is wrong; the first invalid field takes the focus. */
  const validate = (): boolean => {
    const found: FieldErrors = {};
    for (const field of MOTORCYCLE_FIELDS) {
      const problem = problemOf(field, values);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    setChecked(true);
    const firstInvalid = MOTORCYCLE_FIELDS.find((field) => found[field]);
    if (firstInvalid) controls.current[firstInvalid]?.focus();
    return firstInvalid === undefined;
  };

  /**
   * New values and no messages: an empty form after a motorcycle was added, the stored values
   * after an edit was saved.
   */
  const reset = (next: MotorcycleFormValues) => {
    setValues(next);
    setErrors({});
    setChecked(false);
  };

  return { values, errors, register, validate, reset };
}

export type MotorcycleFormState = ReturnType<typeof useMotorcycleForm>;

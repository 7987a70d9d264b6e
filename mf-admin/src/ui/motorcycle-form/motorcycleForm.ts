import {
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  MOTORCYCLE_FIELDS,
  motorcycleFieldProblem,
  TEXT_MAX_LENGTH,
  toCents,
  type RuleProblem,
  type Motorcycle,
  type MotorcycleChanges,
  type NewMotorcycle,
} from 'shared-domain';

/**
 * What the add and edit forms hold: exactly what the admin typed, as text, so nothing is lost.
 */
export interface MotorcycleFormValues {
  name: string;
  model: string;
  brand: string;
  color: string;
  chassisNumber: string;
  bookingPricePerHour: string;
  /** Empty: the motorcycle has no day price. */
  dayPrice: string;
  deposit: string;
  price: string;
  imageLink: string;
  description: string;
}

export type FieldName = keyof MotorcycleFormValues;
/** Each field's problem, written in the language shown when it is shown (MotorcycleField). */
export type FieldErrors = Partial<Record<FieldName, RuleProblem>>;

export const EMPTY_FORM: MotorcycleFormValues = {
  name: '',
  model: '',
  brand: '',
  color: '',
  chassisNumber: '',
  bookingPricePerHour: '',
  dayPrice: '',
  deposit: '0',
  price: '',
  imageLink: '',
  description: '',
};

/** The longest text each field takes, so the input stops there (the api refuses more). */
export const MAX_LENGTHS: Partial<Record<FieldName, number>> = {
  name: TEXT_MAX_LENGTH,
  model: TEXT_MAX_LENGTH,
  brand: TEXT_MAX_LENGTH,
  color: TEXT_MAX_LENGTH,
  chassisNumber: TEXT_MAX_LENGTH,
  imageLink: IMAGE_LINK_MAX_LENGTH,
  description: DESCRIPTION_MAX_LENGTH,
};

/** The fields in the order they appear (the first invalid one gets the focus). */
export const FIELD_ORDER: readonly FieldName[] = MOTORCYCLE_FIELDS;

/**
 * The problem with one field's value, as the api says it (the rules live once, in shared-domain);
 * undefined if fine.
 */
export function fieldProblem(
  field: FieldName,
  values: MotorcycleFormValues,
): RuleProblem | undefined {
  return motorcycleFieldProblem(field, values[field]) ?? undefined;
}

/** The request body of an add. Only called on values every `fieldProblem` accepted. */
export function toNewMotorcycle(values: MotorcycleFormValues): Required<NewMotorcycle> {
  return {
    name: values.name.trim(),
    model: values.model.trim(),
    brand: values.brand.trim(),
    color: values.color.trim(),
    chassisNumber: values.chassisNumber.trim(),
    bookingPricePerHour: Number(values.bookingPricePerHour),
    dayPrice: values.dayPrice.trim() === '' ? null : Number(values.dayPrice),
    deposit: Number(values.deposit),
    price: Number(values.price),
    imageLink: values.imageLink.trim(),
    description: values.description.trim(),
  };
}

/** A listed motorcycle as the form shows it, to edit it. */
export function toFormValues(motorcycle: Motorcycle): MotorcycleFormValues {
  return {
    name: motorcycle.name,
    model: motorcycle.model,
    brand: motorcycle.brand,
    color: motorcycle.color,
    chassisNumber: motorcycle.chassisNumber,
    bookingPricePerHour: String(motorcycle.bookingPricePerHour),
    dayPrice: motorcycle.dayPrice === null ? '' : String(motorcycle.dayPrice),
    deposit: String(motorcycle.deposit),
    price: String(motorcycle.price),
    imageLink: motorcycle.imageLink,
    description: motorcycle.description,
  };
}

/** An amount as the api stores it: whole cents, null for none (no day price). */
const storedCents = (amount: number | null) => (amount === null ? null : toCents(amount));

/**
 * The body of an edit: only the fields whose value differs from `saved`, as the api would store
 * them (texts trimmed, amounts in whole cents, so "12.50" is no change from 12.5). Empty when
 * nothing changed. Only called on values every `fieldProblem` accepted.
 */
export function changedFields(saved: Motorcycle, values: MotorcycleFormValues): MotorcycleChanges {
  const next = toNewMotorcycle(values);
  const changes: MotorcycleChanges = {};
  for (const field of FIELD_ORDER) {
    if (field === 'dayPrice') {
      if (storedCents(next.dayPrice) !== storedCents(saved.dayPrice))
        changes.dayPrice = next.dayPrice;
    } else if (field === 'bookingPricePerHour' || field === 'deposit' || field === 'price') {
      if (toCents(next[field]) !== toCents(saved[field])) changes[field] = next[field];
    } else if (next[field] !== saved[field]) {
      changes[field] = next[field];
    }
  }
  return changes;
}

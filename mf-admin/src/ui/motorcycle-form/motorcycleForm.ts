import {
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  MOTORCYCLE_FIELDS,
  TEXT_MAX_LENGTH,
  toCents,
  type RuleProblem,
  type Motorcycle,
  type MotorcycleField,
  type MotorcycleChanges,
  type NewMotorcycle,
} from 'shared-domain';

/**
 * What the add and edit forms hold: exactly what the admin typed, as text, so nothing is lost (an
 * empty day price: the motorcycle has none).
 */
export type MotorcycleFormValues = Record<MotorcycleField, string>;

export type FieldName = MotorcycleField;
/** Each field's problem, written in the language shown when it is shown (MotorcycleField). */
export type FieldErrors = Partial<Record<FieldName, RuleProblem>>;

/** Every field empty but the deposit, 0. */
export const EMPTY_FORM = Object.fromEntries(
  MOTORCYCLE_FIELDS.map((field) => [field, field === 'deposit' ? '0' : '']),
) as MotorcycleFormValues;

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

/** The request body of an add. Only called on values the rules accept in every field. */
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
  const values = { ...EMPTY_FORM };
  for (const field of MOTORCYCLE_FIELDS) values[field] = String(motorcycle[field] ?? '');
  return values;
}

/** An amount as the api stores it: whole cents, null for none (no day price). */
const storedCents = (amount: number | null) => (amount === null ? null : toCents(amount));

/**
 * The body of an edit: only the fields whose value differs from `saved`, as the api would store
 * them (texts trimmed, amounts in whole cents, so "12.50" is no change from 12.5). Empty when
 * nothing changed. Only called on values the rules accept in every field.
 */
export function changedFields(saved: Motorcycle, values: MotorcycleFormValues): MotorcycleChanges {
  const next = toNewMotorcycle(values);
  const changes: MotorcycleChanges = {};
  for (const field of MOTORCYCLE_FIELDS) {
    const [value, before] = [next[field], saved[field]];
    const same =
      typeof value === 'string'
        ? value === before
        : storedCents(value) === storedCents(before as number | null);
    if (!same) Object.assign(changes, { [field]: value });
  }
  return changes;
}

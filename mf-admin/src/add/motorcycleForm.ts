import {
  BOOKING_PRICE_MAX,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  round1,
  TEXT_MAX_LENGTH,
  type NewMotorcycle,
} from 'shared-domain';

/** What the add form holds: exactly what the admin typed, as text, so nothing is lost. */
export interface MotorcycleFormValues {
  name: string;
  model: string;
  brand: string;
  color: string;
  chassisNumber: string;
  bookingPricePerHour: string;
  price: string;
  imageLink: string;
  description: string;
}

export type FieldName = keyof MotorcycleFormValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FORM: MotorcycleFormValues = {
  name: '',
  model: '',
  brand: '',
  color: '',
  chassisNumber: '',
  bookingPricePerHour: '',
  price: '',
  imageLink: '',
  description: '',
};

interface FieldSpec {
  label: string;
  maxLength?: number;
}

/** Labels in the order the fields appear (the first invalid one gets the focus). */
export const FIELDS: Record<FieldName, FieldSpec> = {
  name: { label: 'Name', maxLength: TEXT_MAX_LENGTH },
  model: { label: 'Model', maxLength: TEXT_MAX_LENGTH },
  brand: { label: 'Brand', maxLength: TEXT_MAX_LENGTH },
  color: { label: 'Color', maxLength: TEXT_MAX_LENGTH },
  chassisNumber: { label: 'Chassis number', maxLength: TEXT_MAX_LENGTH },
  bookingPricePerHour: { label: 'Booking price per hour' },
  price: { label: 'Price' },
  imageLink: { label: 'Image link', maxLength: IMAGE_LINK_MAX_LENGTH },
  description: { label: 'Description', maxLength: DESCRIPTION_MAX_LENGTH },
};

export const FIELD_ORDER = Object.keys(FIELDS) as FieldName[];

/** An absolute http(s) address: what an `<input type="url">` for an image should hold. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function priceProblem(label: string, text: string, max: number): string | undefined {
  if (text.trim() === '') return `${label} is required`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < PRICE_MIN) return `${label} must be ${PRICE_MIN} or more`;
  if (value > max) return `${label} must be ${max.toLocaleString('en-US')} or less`;
  // step 0.1 from min 0: at most one decimal.
  if (Math.abs(round1(value) - value) > 1e-9) {
    return `${label} must be a multiple of ${PRICE_STEP} (at most one decimal)`;
  }
  return undefined;
}

/** The problem with one field's value, as the form rules of SPEC §5 state them; undefined if fine. */
export function fieldProblem(field: FieldName, values: MotorcycleFormValues): string | undefined {
  const { label } = FIELDS[field];
  const value = values[field];
  switch (field) {
    case 'name':
      if (value.trim() === '') return 'Name is required';
      if (value.trim().length < NAME_MIN_LENGTH) {
        return `Name must be at least ${NAME_MIN_LENGTH} characters`;
      }
      return undefined;
    case 'bookingPricePerHour':
      return priceProblem(label, value, BOOKING_PRICE_MAX);
    case 'price':
      return priceProblem(label, value, PRICE_MAX);
    case 'imageLink':
      if (value.trim() === '') return 'Image link is required';
      if (!isWebUrl(value))
        return 'Image link must be a full web address, like https://…/vespa.png';
      return undefined;
    case 'description':
      return undefined;
    default:
      return value.trim() === '' ? `${label} is required` : undefined;
  }
}

export function validate(values: MotorcycleFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const problem = fieldProblem(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The request body. Only called on values that passed `validate`. */
export function toNewMotorcycle(values: MotorcycleFormValues): NewMotorcycle {
  return {
    name: values.name.trim(),
    model: values.model.trim(),
    brand: values.brand.trim(),
    color: values.color.trim(),
    chassisNumber: values.chassisNumber.trim(),
    bookingPricePerHour: Number(values.bookingPricePerHour),
    price: Number(values.price),
    imageLink: values.imageLink.trim(),
    description: values.description.trim(),
  };
}

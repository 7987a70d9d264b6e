import { controlCharacterSentence } from 'shared-domain';

// What AJV reports about a request body, as the sentences the api answers with: used by the
// error handler (plugins/error-handler.ts) and by the routes that check every field at once
// (lib/validation.ts).

const FIELD_NAMES: Record<string, string> = {
  chassisNumber: 'Chassis number',
  bookingPricePerHour: 'Booking price per hour',
  imageLink: 'Image link',
  motorcycle_id: 'Motorcycle',
  id: 'Id',
};

/** `bookingPricePerHour` → "Booking price per hour"; an empty path is the whole body. */
function humanFieldName(path: string): string {
  const field = path.split('/').filter(Boolean).pop();
  if (!field) return 'Request body';
  if (FIELD_NAMES[field]) return FIELD_NAMES[field];
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
};

function sentence(name: string, error: SchemaError): string {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return `${name} can't be blank`;
    case 'type':
      return `${name} must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`;
    case 'anyOf':
      // Every union in our schemas is "a number, or a string holding one".
      return `${name} must be a number`;
    case 'minLength':
      return `${name} is too short (minimum is ${String(params.limit)} characters)`;
    case 'maxLength':
      return `${name} is too long (maximum is ${String(params.limit)} characters)`;
    case 'pattern':
      // Only the text schemas have a pattern of their own (routes/schemas.ts).
      return controlCharacterSentence(name);
    case 'minProperties':
      return `${name} must change at least one field`;
    default:
      return `${name} is invalid`;
  }
}

/**
 * The error that best explains a field: a missing or mistyped value before its details, and a
 * value too long before what its pattern found (a pattern refuses every value over the limit).
 */
const PRIORITY = ['required', 'anyOf', 'type', 'maxLength'];
const rank = (keyword: string) => {
  const index = PRIORITY.indexOf(keyword);
  return index === -1 ? PRIORITY.length : index;
};

/**
 * AJV errors → one full sentence per field path (`/user/name`; `''` is the whole body), in the
 * order the fields failed.
 */
export function schemaSentences(errors: readonly SchemaError[]): Map<string, string> {
  const byField = new Map<string, SchemaError>();
  for (const error of errors) {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
    // A branch of a union reports at the same path; the union's own error ranks above it.
    const path = missing ? `${error.instancePath}/${missing}` : error.instancePath;
    const current = byField.get(path);
    if (!current || rank(error.keyword) < rank(current.keyword)) byField.set(path, error);
  }
  return new Map(
    [...byField].map(([path, error]) => [path, sentence(humanFieldName(path), error)]),
  );
}

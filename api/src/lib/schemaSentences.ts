import { MOTORCYCLE_FIELDS, ruleProblem, type RuleKey, type RuleProblem } from 'shared-domain';

// What AJV reports about a request, as the rules' problems (shared-domain's `rules` catalogue
// writes them in the request's language): used by the error handler (plugins/error-handler.ts)
// and by the routes that check every field at once (lib/validation.ts).

/**
 * Every field a request's schema names, each a key of the rules catalogue that names it in every
 * language ("Booking price per hour", "Prezzo orario"); `body` is the whole body.
 */
const FIELDS = [
  ...MOTORCYCLE_FIELDS,
  'user',
  'email',
  'password',
  'admin',
  'motorcycle_id',
  'date',
  'duration',
  'city',
  'total',
  'from',
  'to',
  'reason',
  'odometer_km',
  'note',
  'damage',
  'days',
  'id',
  'locale',
  'phone',
  'current_password',
  'cursor',
  'limit',
  'status',
  'file',
  'address',
  'opening_hours',
  'reference',
  'rider',
  'query',
  'role',
  'blocked',
  'actor',
  'subject',
  'code',
  'challenge',
  'kind',
  'amount',
  'method',
  'line_id',
  'body',
] as const satisfies readonly RuleKey[];
type Field = (typeof FIELDS)[number];

/** The field a path ends in (`/user/name` → `name`); an empty path is the whole body. */
function fieldOf(path: string): Field {
  const last = path.split('/').filter(Boolean).pop();
  // A field a schema gains is added above and to the catalogue; until then it reads as the body.
  return FIELDS.find((field) => field === last) ?? 'body';
}

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const TYPE_KEYS: Record<string, RuleKey> = {
  string: 'field.text',
  number: 'field.number',
  integer: 'field.wholeNumber',
  boolean: 'field.trueOrFalse',
  object: 'field.object',
  array: 'field.list',
};

function problemOf(field: Field, error: SchemaError): RuleProblem {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return ruleProblem('field.blank', { field });
    case 'type':
      return ruleProblem(TYPE_KEYS[String(params.type)] ?? 'field.invalid', { field });
    case 'anyOf':
      // Every union in our schemas is "a number, or a string holding one".
      return ruleProblem('field.number', { field });
    case 'minLength':
      return ruleProblem('field.tooShort', { field, min: Number(params.limit) });
    case 'maxLength':
      return ruleProblem('field.tooLong', { field, max: Number(params.limit) });
    case 'pattern':
      // Only the text schemas have a pattern of their own (routes/schemas.ts).
      return ruleProblem('field.controlCharacters', { field });
    case 'minProperties':
      return ruleProblem('field.changeOne', { field });
    default:
      return ruleProblem('field.invalid', { field });
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
 * AJV errors → one problem per field path (`/user/name`; `''` is the whole body), in the order
 * the fields failed.
 */
export function schemaProblems(errors: readonly SchemaError[]): Map<string, RuleProblem> {
  const byField = new Map<string, SchemaError>();
  for (const error of errors) {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
    // A branch of a union reports at the same path; the union's own error ranks above it.
    const path = missing ? `${error.instancePath}/${missing}` : error.instancePath;
    const current = byField.get(path);
    if (!current || rank(error.keyword) < rank(current.keyword)) byField.set(path, error);
  }
  return new Map([...byField].map(([path, error]) => [path, problemOf(fieldOf(path), error)]));
}

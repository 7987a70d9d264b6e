import { ruleProblem, type RuleKey, type RuleProblem, RULES_CATALOGUES } from 'shared-domain';

// What AJV reports about a request, as the rules' problems (shared-domain's `rules` catalogue
// writes them in the request's language): used by the error handler (plugins/error-handler.ts)
// and by the routes that check every field at once (lib/validation.ts).

/**
 * The field a path ends in (`/user/name` → `name`), by its key in the rules catalogue, which
 * names it in every language ("Booking price per hour", "Prezzo orario"): every field a request's
 * schema names is a key there without a dot. An empty path is the whole body, and so is a field
 * the catalogue does not name yet (or an array's index).
 */
function fieldOf(path: string): RuleKey {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return !last.includes('.') && Object.hasOwn(RULES_CATALOGUES.en, last)
    ? (last as RuleKey)
    : 'body';
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

function problemOf(field: RuleKey, error: SchemaError): RuleProblem {
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

/** The api's string and number inputs, whose limits hold before any pattern runs. */
import Type from 'typebox';
import { MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from '../rules/text';

/**
 * A string schema whose pattern cannot cost more than its length limit: AJV reports every
 * failing field, so `maxLength` does not stop the pattern from running on a 60 KB string. The
 * pattern's own first step is the limit (a lookahead that reads at most `maxLength` characters),
 * and `body` must not backtrack (api/README.md, "Validation").
 */
export function BoundedString(maxLength: number, body: string) {
  return Type.String({ maxLength, pattern: `^(?=[\\s\\S]{0,${maxLength}}$)(?:${body})$` });
}

/**
 * Clients may send numbers as strings ("25.00": api/README.md, "The wire contract"), so numeric
 * fields take either; handlers convert with Number(). Each part of the number can be read one way only.
 */
export function NumericInput(description: string) {
  return Type.Union([Type.Number(), BoundedString(32, '\\s*-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)\\s*')], {
    description,
  });
}

/**
 * Text stored in the database: no control characters and no line or paragraph separators
 * (PostgreSQL refuses NUL outright, and none belongs in a name, a city or a calendar file), as
 * shared-domain's text rules say (its sentence is the one a failing pattern gets:
 * the api's lib/schemaSentences.ts). Multi-line text may hold tabs and line breaks.
 */
export function SingleLine(maxLength: number) {
  return BoundedString(maxLength, `[^${SINGLE_LINE_FORBIDDEN}]*`);
}

export function MultiLine(maxLength: number) {
  return BoundedString(maxLength, `[^${MULTI_LINE_FORBIDDEN}]*`);
}

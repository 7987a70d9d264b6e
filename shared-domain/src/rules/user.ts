import { NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { emailProblem } from './email';
import { passwordProblem } from './password';
import { ruleProblem, type RuleProblem } from './problem';
import { blankProblem, shownTextProblem, visibleLength } from './text';

/** The signup form's fields, in its order. */
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * What is wrong with a signup field, or null. The signup form and the api
 * both ask this, so they refuse the same values in the same words.
 */
export function signupFieldProblem(field: SignupField, value: string): RuleProblem | null {
  switch (field) {
    case 'name': {
      const shown = shownTextProblem('name', value);
      if (shown) return shown;
      if (visibleLength(value) < NAME_MIN_LENGTH) {
        return ruleProblem('field.tooShort', { field: 'name', min: NAME_MIN_LENGTH });
      }
      return value.length > TEXT_MAX_LENGTH
        ? ruleProblem('field.tooLong', { field: 'name', max: TEXT_MAX_LENGTH })
        : null;
    }
    case 'email':
      return emailProblem(value);
    case 'password':
      return value === '' ? blankProblem('password') : passwordProblem(value);
  }
}

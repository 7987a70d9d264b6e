import { NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { emailProblem } from './email';
import { passwordProblem } from './password';
import { shownTextProblem, visibleLength } from './text';

/** The signup form's fields, in its order. */
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * The sentence that says what is wrong with a signup field, or null. The signup form and the api
 * both ask this, so they refuse the same values in the same words.
 */
export function signupFieldProblem(field: SignupField, value: string): string | null {
  switch (field) {
    case 'name': {
      const shown = shownTextProblem('Name', value);
      if (shown) return shown;
      if (visibleLength(value) < NAME_MIN_LENGTH) {
        return `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`;
      }
      return value.length > TEXT_MAX_LENGTH
        ? `Name is too long (maximum is ${TEXT_MAX_LENGTH} characters)`
        : null;
    }
    case 'email':
      return emailProblem(value);
    case 'password':
      return value === '' ? "Password can't be blank" : passwordProblem(value);
  }
}

import { EMAIL_MAX_LENGTH, NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { passwordProblem } from './password';
import { isBlank, visibleLength } from './text';

/** The signup form's fields, in its order. */
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address of the form `name@host.tld`, without spaces. */
export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/**
 * The sentence that says what is wrong with a signup field, or null. The signup form and the api
 * both ask this, so they refuse the same values in the same words.
 */
export function signupFieldProblem(field: SignupField, value: string): string | null {
  switch (field) {
    case 'name':
      if (isBlank(value)) return "Name can't be blank";
      if (visibleLength(value) < NAME_MIN_LENGTH) {
        return `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`;
      }
      return value.length > TEXT_MAX_LENGTH
        ? `Name is too long (maximum is ${TEXT_MAX_LENGTH} characters)`
        : null;
    case 'email': {
      const email = value.trim();
      if (email === '') return "Email can't be blank";
      if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) return 'Email is invalid';
      return null;
    }
    case 'password':
      return value === '' ? "Password can't be blank" : passwordProblem(value);
  }
}

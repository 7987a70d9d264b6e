import { emailProblem } from './email';
import { passwordProblem } from './password';
import type { RuleProblem } from './problem';
import { blankProblem, nameProblem } from './text';

/** The signup form's fields, in its order. */
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * What is wrong with a signup field, or null. The signup form and the api
 * both ask this, so they refuse the same values in the same words.
 */
export function signupFieldProblem(field: SignupField, value: string): RuleProblem | null {
  switch (field) {
    case 'name':
      return nameProblem('name', value);
    case 'email':
      return emailProblem(value);
    case 'password':
      return value === '' ? blankProblem('password') : passwordProblem(value);
  }
}
